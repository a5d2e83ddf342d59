/** Doctor management's classes: one chunk, loaded when a doctor screen first opens (bound in doctors.bindings.ts). */
export { DoctorsHttpAdapter } from '../../adapters/http/doctors.http-adapter.ts';
export { DoctorListViewModel } from '../routes/doctor-list/doctor-list.view-model.ts';
export { DoctorProfileViewModel } from '../routes/doctor-editor/doctor-profile.view-model.ts';
