import { isBlank } from '../shared/validation.ts';
import { startOfIndiaDay, indiaDay } from '../shared/india-time.ts';
import { APPOINTMENT_GENDERS, KNOWN_PROPERTY_KEYS } from './appointment-constants.ts';

/**
 * The messages of the appointment form (spec 2 §5, §8), verbatim, spelling included. The last
 * group has no text in the spec; docs/decisions.md records them.
 */
export const AppointmentMessage = {
  name: 'Name must be longer than 3 charecters',
  uniqueId: 'Unique ID cannot be blank',
  email: 'Enter valid email address',
  gender: 'Enter gender',
  phone: 'Enter correct phone number',
  // Spec 2 §5: the sum assured check shows the annual premium's text; kept as the spec has it.
  number: 'Annual Premium has to be a Number',
  detailKey: 'Enter the name of the detail',
  detailValue: 'Enter the value of the detail',
  detailRepeated: 'This detail is already added',
  firstPreference: 'Choose the first preference time',
  pastPreference: 'Preference time cannot be earlier than now',
  futureDob: 'Date of birth cannot be in the future',
  packages: 'Choose at least one package',
  centre: 'Choose a diagnostic centre',
  address: 'Enter address line 1',
} as const;

/** Name longer than 3 characters (spec 2 §9). */
export const NAME_MIN_EXCLUSIVE = 3;
/** Spec 2 §5's email pattern: something@something.something, no spaces. */
export const APPOINTMENT_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Primary and alternate mobile: ten digits starting 7, 8 or 9 (spec 2 §5). */
export const APPOINTMENT_MOBILE = /^[7-9][0-9]{9}$/;
const NUMBER = /^\d+(\.\d+)?$/;

/** One user-added additional detail: a name from the offered list (or typed) and its value. */
export interface AdditionalDetail {
  key: string;
  value: string;
}

/**
 * What the person filled in, as text, before it becomes an order. The server rebuilds the same
 * shape from an order body so both sides judge it by this one set of rules.
 */
export interface AppointmentDraft {
  name: string;
  uniqueId: string;
  email: string;
  gender: string;
  mobile: string;
  /** Optional; judged only when filled. */
  alternateMobile: string;
  sumAssured: string;
  annualPremium: string;
  /** India day (YYYY-MM-DD) or empty. */
  clientDob: string;
  firstPreference: Date | null;
  secondPreference: Date | null;
  additionalDetails: readonly AdditionalDetail[];
}

export type AppointmentField = keyof AppointmentDraft;
export type AppointmentErrors = Partial<Record<AppointmentField, string>>;

/** The problem with a new additional detail given those already added, or null when it may be added. */
export function additionalDetailError(existing: readonly AdditionalDetail[], detail: AdditionalDetail): string | null {
  const key = detail.key.trim();
  if (key === '') return AppointmentMessage.detailKey;
  if (isBlank(detail.value)) return AppointmentMessage.detailValue;
  if (existing.some((d) => d.key.trim() === key) || (KNOWN_PROPERTY_KEYS as readonly string[]).includes(key)) {
    return AppointmentMessage.detailRepeated;
  }
  return null;
}

/** The first problem of a list of additional details, checked in order as if added one by one. */
export function additionalDetailsError(details: readonly AdditionalDetail[]): string | null {
  for (let i = 0; i < details.length; i++) {
    const problem = additionalDetailError(details.slice(0, i), details[i]!);
    if (problem) return problem;
  }
  return null;
}

/** The instant of an India day and a time of day (HH:MM), or null when either is missing or malformed. */
export function indiaInstant(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes >= 24 * 60) return null;
  return new Date(startOfIndiaDay(day).getTime() + minutes * 60_000);
}

/** Each field's message, or none when the draft is fine; `now` decides what is past and future. */
export function appointmentErrors(draft: AppointmentDraft, now: Date): AppointmentErrors {
  const errors: AppointmentErrors = {};
  if (draft.name.trim().length <= NAME_MIN_EXCLUSIVE) errors.name = AppointmentMessage.name;
  if (isBlank(draft.uniqueId)) errors.uniqueId = AppointmentMessage.uniqueId;
  if (!APPOINTMENT_EMAIL.test(draft.email.trim())) errors.email = AppointmentMessage.email;
  if (!(APPOINTMENT_GENDERS as readonly string[]).includes(draft.gender)) errors.gender = AppointmentMessage.gender;
  if (!APPOINTMENT_MOBILE.test(draft.mobile)) errors.mobile = AppointmentMessage.phone;
  if (draft.alternateMobile !== '' && !APPOINTMENT_MOBILE.test(draft.alternateMobile)) errors.alternateMobile = AppointmentMessage.phone;
  if (draft.sumAssured !== '' && !NUMBER.test(draft.sumAssured)) errors.sumAssured = AppointmentMessage.number;
  if (draft.annualPremium !== '' && !NUMBER.test(draft.annualPremium)) errors.annualPremium = AppointmentMessage.number;
  if (draft.clientDob !== '' && draft.clientDob > indiaDay(now)) errors.clientDob = AppointmentMessage.futureDob;
  if (!draft.firstPreference) errors.firstPreference = AppointmentMessage.firstPreference;
  else if (draft.firstPreference < now) errors.firstPreference = AppointmentMessage.pastPreference;
  if (draft.secondPreference && draft.secondPreference < now) errors.secondPreference = AppointmentMessage.pastPreference;
  const detailProblem = additionalDetailsError(draft.additionalDetails);
  if (detailProblem) errors.additionalDetails = detailProblem;
  return errors;
}

/**
 * Whether the submit may send. Spec 2 §5 blocks on name, email, primary mobile and gender; the
 * server refuses the other rules' breaches too, so the form blocks on every one of them.
 */
export function canSubmitAppointment(errors: AppointmentErrors): boolean {
  return Object.keys(errors).length === 0;
}
