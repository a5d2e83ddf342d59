import { scopeProviders } from '../http/access.ts';
import { operation } from '../http/operation.ts';
import { DoctorAccess } from './doctor-access.ts';
import { toWireDoctor } from './doctor.mapper.ts';
import { requireDoctor } from './doctor-store.ts';
import { imageLink } from './doctor-image-link.ts';

/** POST provider/getDoctorDetails: one doctor of the caller's providers with slots and holidays; 404 otherwise. */
export const getDoctorDetailsOp = operation('getDoctorDetails', {
  access: DoctorAccess.read,
  async handle({ body, auth, deps }) {
    const row = await requireDoctor(deps.db, scopeProviders(auth, body.providerIds), body.doctorId);
    return { success: true, data: { doctors: [toWireDoctor(row, imageLink(deps), true)] } };
  },
});
