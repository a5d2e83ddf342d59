import { nameError } from '../doctors/profile-rules.ts';
import { isDigitsOnly, isEmailLike } from '../shared/validation.ts';
import { topicsMissingChannel, type CommsTopic } from './spoc-comms.ts';
import { specialtiesRequired, type SpocForm } from './spoc-form.ts';
import { SpocMessage as M } from './spoc-messages.ts';
import { SPOC_SERVICES, type SpocService } from './spoc-roles.ts';

/** Phone and WhatsApp numbers have 10 digits when filled (spec 3 §9; shown with +91). */
export const PHONE_LENGTH = 10;

/** The fields a SPOC form error can sit on. */
export type SpocField =
  | 'providerName'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'whatsAppNumber'
  | 'accessLevel'
  | 'selectedServices'
  | 'commsSelection'
  | `departments.${SpocService}`
  | `comms.${CommsTopic}`;

export type SpocFormErrors = Partial<Record<SpocField, string>>;

/** A first or last name: mandatory, letters, '.' and spaces, not only spaces (spec 3 §5.5). */
export function spocNameError(value: string): string | undefined {
  return value === '' ? M.mandatory : nameError(value, true);
}

/** The e-mail: mandatory and of the usual address pattern. */
export function spocEmailError(value: string): string | undefined {
  if (value.trim() === '') return M.mandatory;
  return isEmailLike(value) ? undefined : M.email;
}

/** A phone-like number: optional, digits only, exactly 10 when filled; the two fields differ in one letter's case. */
export function phoneError(value: string, invalidLength: string): string | undefined {
  if (!isDigitsOnly(value)) return M.invalidInput;
  return value === '' || value.length === PHONE_LENGTH ? undefined : invalidLength;
}

/** A chosen service's departments: an access level must come first, then at least one department. */
export function departmentsError(form: Pick<SpocForm, 'accessLevel' | 'departments'>, service: SpocService): string | undefined {
  if (form.accessLevel === null) return M.accessLevelFirst;
  return form.departments[service].length === 0 ? M.mandatory : undefined;
}

/** What the rules need besides the form. */
export interface SpocFormCheck {
  /** A master provider's user must choose a branch. */
  isMasterProvider: boolean;
}

/** Every error of a SPOC form (spec 3 §5.5); an empty object means it may be saved. */
export function spocFormErrors(form: SpocForm, check: SpocFormCheck): SpocFormErrors {
  const e: SpocFormErrors = {};
  const set = (field: SpocField, message: string | undefined) => {
    if (message) e[field] = message;
  };
  if (check.isMasterProvider && form.branchId === null) set('providerName', M.mandatory);
  set('firstName', spocNameError(form.firstName));
  set('lastName', spocNameError(form.lastName));
  set('email', spocEmailError(form.email));
  set('phoneNumber', phoneError(form.phoneNumber, M.phone));
  set('whatsAppNumber', phoneError(form.whatsAppNumber, M.whatsApp));
  if (form.accessLevel === null) set('accessLevel', M.mandatory);
  if (!specialtiesRequired(form)) set('selectedServices', M.mandatory);
  for (const service of SPOC_SERVICES) if (form.services[service]) set(`departments.${service}`, departmentsError(form, service));
  if (form.comms.selection === null) set('commsSelection', M.mandatory);
  for (const topic of topicsMissingChannel(form.comms)) set(`comms.${topic}`, M.oneChannel);
  return e;
}
