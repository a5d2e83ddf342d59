/** The doctor Schedule and Holidays screens (issue 13 parts 4–6): their port and view-models. */
export const DoctorScheduleTokens = {
  scheduleEditorPort: Symbol('ScheduleEditorPort'),
  scheduleViewModel: Symbol('ScheduleViewModel'),
  holidaysViewModel: Symbol('HolidaysViewModel'),
} as const;
