/** Create Appointment (issue 10 part 5): its port and view-model. */
export const OrderTokens = {
  appointmentOrderPort: Symbol('AppointmentOrderPort'),
  createAppointmentViewModel: Symbol('CreateAppointmentViewModel'),
} as const;
