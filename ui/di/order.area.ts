/** Create Appointment's and Create Order's classes: one chunk, loaded when the form first opens (bound in order.bindings.ts). */
export { AppointmentOrderHttpAdapter } from '../../adapters/http/appointment-order.http-adapter.ts';
export { CreateAppointmentViewModel } from '../routes/create-appointment/create-appointment.view-model.ts';
export { AffiliateOrderHttpAdapter } from '../../adapters/http/affiliate-order.http-adapter.ts';
export { CreateOrderViewModel } from '../routes/create-order/create-order.view-model.ts';
