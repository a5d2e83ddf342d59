/** Create Appointment (issue 10 part 5): its port and view-model. */
export const OrderTokens = {
  appointmentOrderPort: Symbol('AppointmentOrderPort'),
  createAppointmentViewModel: Symbol('CreateAppointmentViewModel'),
  /** Create Order (issue 11 part 1). */
  affiliateOrderPort: Symbol('AffiliateOrderPort'),
  createOrderViewModel: Symbol('CreateOrderViewModel'),
} as const;
