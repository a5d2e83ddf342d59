/**
 * The screens' chunks, one import each: the routes render them through React.lazy, and the landing
 * prefetch (ui/routes/landing/landing-prefetch.ts) asks for the landing screen's chunk as soon as
 * sign-in answers, beside the layout's. Both share the one module promise, so nothing loads twice.
 */
export const screenChunks = {
  labDesk: () => import('./lab-desk/lab-desk.page.tsx'),
  esalesQueue: () => import('./esales-queue/esales-queue.page.tsx'),
  createAppointment: () => import('./create-appointment/create-appointment.page.tsx'),
  charts: () => import('./charts/charts.page.tsx'),
  createOrder: () => import('./create-order/create-order.page.tsx'),
  doctorList: () => import('./doctor-list/doctor-list.page.tsx'),
  doctorProfile: () => import('./doctor-editor/doctor-profile.page.tsx'),
  schedule: () => import('./doctor-schedule/schedule.page.tsx'),
  holidays: () => import('./doctor-holidays/holidays.page.tsx'),
  offlineDesk: () => import('./offline-desk/offline-desk.page.tsx'),
  spocList: () => import('./spoc-list/spoc-list.page.tsx'),
  spocForm: () => import('./spoc-form/spoc-form.page.tsx'),
  requestHistory: () => import('./request-history/request-history.page.tsx'),
  insurerAppointments: () => import('./insurer-appointments/insurer-appointments.page.tsx'),
  esalesHistory: () => import('./esales-history/esales-history.page.tsx'),
} as const;
