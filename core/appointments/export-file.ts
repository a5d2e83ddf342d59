/** The file every appointment list's Export saves, lab desk and insurer alike (spec 1 §7). */
export const APPOINTMENTS_CSV = 'AppointmentData.csv';
