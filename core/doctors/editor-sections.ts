/** The sections of the doctor editor (spec 3 §2.1, §2.5), in tab order. */
export const EditorSection = { profile: 'profile', schedule: 'schedule', holidays: 'holidays' } as const;
export type EditorSection = (typeof EditorSection)[keyof typeof EditorSection];

/** Where the Doctor List lives (Close and every finished save go there). */
export const DOCTOR_LIST_PATH = '/offlineConsults/DoctorManagement';

const SECTION_PATHS: Record<EditorSection, string> = {
  profile: '/offlineConsults/DoctorManagements',
  schedule: '/offlineConsults/DoctorManagements/Schedule',
  holidays: '/offlineConsults/DoctorManagements/Holidays',
};

/** Each section's tab label and its breadcrumb word. */
export const SECTION_LABELS: Record<EditorSection, string> = { profile: 'Doctor Profile', schedule: 'Schedule', holidays: 'Holidays' };

/** The path of a section for a doctor (drId), or of a new doctor's profile. */
export function sectionPath(section: EditorSection, doctorId: number | null): string {
  return doctorId === null ? SECTION_PATHS[section] : `${SECTION_PATHS[section]}?drId=${doctorId}`;
}

/**
 * The tabs the editor shows: Doctor Profile and Schedule always, Holidays only when editing; a new
 * doctor's Schedule tab is disabled until the profile is saved, since slots belong to a doctor id.
 */
export function editorTabs(doctorId: number | null): { section: EditorSection; label: string; disabled: boolean }[] {
  const tabs = [EditorSection.profile, EditorSection.schedule, ...(doctorId === null ? [] : [EditorSection.holidays])];
  return tabs.map((section) => ({ section, label: SECTION_LABELS[section], disabled: doctorId === null && section !== EditorSection.profile }));
}

/** The doctor id of a drId query value: a positive whole number, else none (a new doctor). */
export function doctorIdOf(drId: string | null): number | null {
  return drId !== null && /^[1-9][0-9]{0,9}$/.test(drId) ? Number(drId) : null;
}
