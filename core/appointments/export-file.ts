/** The file every appointment list's Export saves, lab desk and insurer alike (spec 1 §7). */
export const APPOINTMENTS_CSV = 'AppointmentData.csv';

/** What every list's Export says when it fails (spec 1 §8). */
export const EXPORT_FAILED = 'Failed to export data';
