import { scopeProviders } from '../http/access.ts';
import { operation } from '../http/operation.ts';
import { DoctorAccess } from './doctor-access.ts';
import { imageLink } from './doctor-image-link.ts';
import { listDoctors } from './doctor-list.query.ts';
import { toWireDoctor } from './doctor.mapper.ts';

/** POST provider/doctorList: one page of the caller's providers' doctors and the total (Doctor List). */
export const doctorListOp = operation('doctorList', {
  access: DoctorAccess.read,
  async handle({ body, auth, deps }) {
    const { rows, total } = await listDoctors(deps.db, scopeProviders(auth, body.providerIds), body);
    const link = imageLink(deps);
    return { success: true, data: { doctors: rows.map((r) => toWireDoctor(r, link, false)), totalRecords: total } };
  },
});
