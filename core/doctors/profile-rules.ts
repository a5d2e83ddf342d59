import { isCalendarDate } from './calendar-date.ts';
import type { DoctorProfile, ProfileField } from './doctor-profile.ts';
import { DoctorMessage as M } from './doctor-messages.ts';
import { awardError, governmentIdErrors, mcIdErrors, repeatsIdType } from './id-patterns.ts';

/** Description is checked as under this many characters (spec 3 §9; its message says 150 words). */
export const DESCRIPTION_LIMIT = 300;
/** The consultation fee must be above 0 and under this (spec 3 §9). */
export const FEE_LIMIT = 10000;

const NAME_CHARS = /^[A-Za-z. ]*$/;

/** A first or last name's error: letters, dots and spaces only; a required name of only spaces is empty. */
export function nameError(value: string, required: boolean): string | undefined {
  if (!NAME_CHARS.test(value)) return M.nameChars;
  if (required && value.trim() === '') return M.nameEmpty;
  return undefined;
}

/** The description's error: it must stay under 300 characters. */
export function descriptionError(value: string): string | undefined {
  return value.length >= DESCRIPTION_LIMIT ? M.description : undefined;
}

/** The practice start date's error: required, a real date, not after today (YYYY-MM-DD, India time). */
export function practiceStartDateError(value: string, today: string): string | undefined {
  if (value === '') return M.mandatory;
  if (!isCalendarDate(value)) return M.startDateInvalid;
  return value > today ? M.startDateFuture : undefined;
}

/** The fee's error: required, digits only, above 0 and under 10000. */
export function feeError(value: string): string | undefined {
  if (value === '') return M.mandatory;
  if (!/^[0-9]+$/.test(value)) return M.invalidInput;
  const fee = Number(value);
  return fee > 0 && fee < FEE_LIMIT ? undefined : M.invalidInput;
}

/** What the profile rules need besides the profile. */
export interface ProfileCheck {
  /** A master provider's user must choose a branch. */
  isMasterProvider: boolean;
  /** Today in India time, YYYY-MM-DD. */
  today: string;
}

type Errors = Partial<Record<ProfileField, string>>;

/** Whether any item of an ID or award list has an error. */
function listErrors(p: DoctorProfile): Errors {
  const errors: Errors = {};
  if (p.mciIds.some((m, i) => m.isActive !== false && Object.keys(mcIdErrors(m, p.mciIds, i)).length > 0)) errors.mciIds = M.invalidInput;
  if (p.governmentIds.some((g) => g.isActive !== false && Object.keys(governmentIdErrors(g)).length > 0)) errors.governmentIds = M.invalidInput;
  else if (p.governmentIds.some((_, i) => repeatsIdType(p.governmentIds, i))) errors.governmentIds = M.idType;
  if (p.awards.some((a) => a.isActive !== false && awardError(a))) errors.doctorAwards = M.mandatoryField;
  return errors;
}

/**
 * The errors a filled value may carry whatever the QC step (the format of names, description,
 * date, fee and list items). An empty optional value is no error here.
 */
export function formatErrors(p: DoctorProfile, check: ProfileCheck): Errors {
  const errors: Errors = { ...listErrors(p) };
  const first = nameError(p.firstName, true);
  if (first) errors.doctorFirstName = first;
  const last = nameError(p.lastName, false);
  if (last) errors.doctorLastName = last;
  const description = descriptionError(p.description);
  if (description) errors.doctorDescription = description;
  if (p.practiceStartDate !== '') {
    const date = practiceStartDateError(p.practiceStartDate, check.today);
    if (date) errors.doctorPracticeStartDate = date;
  }
  if (p.customerFee !== '') {
    const fee = feeError(p.customerFee);
    if (fee) errors.customerFee = fee;
  }
  return errors;
}

/** Every error of a profile submitted to QC (spec 3 §5.2): the formats plus every required field. */
export function profileErrors(p: DoctorProfile, check: ProfileCheck): Errors {
  const errors = formatErrors(p, check);
  if (check.isMasterProvider && p.providerId === null) errors.providerId = M.mandatory;
  if (!p.image) errors.doctorImageUrl = M.mandatory;
  if (!p.gender) errors.gender = M.mandatory;
  if (!p.specialization) errors.doctorSpecialization = M.mandatory;
  if (p.qualifications.length === 0) errors.doctorQualification = M.mandatory;
  if (p.languages.length === 0) errors.doctorLanguages = M.mandatory;
  const date = practiceStartDateError(p.practiceStartDate, check.today);
  if (date) errors.doctorPracticeStartDate = date;
  const fee = feeError(p.customerFee);
  if (fee) errors.customerFee = fee;
  return errors;
}

/**
 * Whether a draft may be saved (spec 3 §5.2, §4.2): the first name, the provider and the gender
 * must pass, and the speciality be chosen; otherwise "Mandatory Feilds Missing/ Incorect Details Filled".
 */
export function draftError(p: DoctorProfile, check: ProfileCheck): string | undefined {
  const formats = formatErrors(p, check);
  if (formats.doctorFirstName || !p.gender || !p.specialization || (check.isMasterProvider && p.providerId === null)) return M.draftMissing;
  return undefined;
}
