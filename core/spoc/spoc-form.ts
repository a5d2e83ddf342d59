import { digitsOnly } from '../shared/validation.ts';
import { commsOf, NO_COMMS, type CommsChoice } from './spoc-comms.ts';
import type { SpocRecord } from './spoc-record.ts';
import { accessLevelOf, spocCoverage, type AccessLevel, type SpocService } from './spoc-roles.ts';

/** The SPOC add/edit form's values (spec 3 §2.7), named for what they mean rather than the legacy field names. */
export interface SpocForm {
  /** Both set: an update; otherwise a create (spec 3 §4.3). */
  userName: string | null;
  userId: number | null;
  /** providerName: the chosen branch of a master provider (its entity id), else null. */
  branchId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  whatsAppNumber: string;
  sameAsContact: boolean;
  accessLevel: AccessLevel | null;
  /** selectOPDActive (InClinic, ofc) and selectLabsActive (Labs). */
  services: Readonly<Record<SpocService, boolean>>;
  /** OFCspecicality and labsSpecicality: the chosen departments per service. */
  departments: Readonly<Record<SpocService, readonly string[]>>;
  comms: CommsChoice;
  isActive: boolean;
}

/** A new SPOC: empty, active, no service or channel chosen. */
export const EMPTY_SPOC_FORM: SpocForm = {
  userName: null,
  userId: null,
  branchId: null,
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  whatsAppNumber: '',
  sameAsContact: false,
  accessLevel: null,
  services: { ofc: false, labs: false },
  departments: { ofc: [], labs: [] },
  comms: NO_COMMS,
  isActive: true,
};

/** Whether saving updates an existing SPOC: userName and userId both present (spec 3 §4.3). */
export function isUpdate(form: Pick<SpocForm, 'userName' | 'userId'>): boolean {
  return form.userName !== null && form.userName !== '' && form.userId !== null;
}

/** "Same as contact number?": ticking copies the contact number to WhatsApp, unticking clears it (spec 3 §4.3). */
export function setSameAsContact(form: SpocForm, on: boolean): SpocForm {
  return { ...form, sameAsContact: on, whatsAppNumber: on ? form.phoneNumber : '' };
}

/** The contact number; while "Same as contact number?" is ticked the WhatsApp number follows it. */
export function setPhoneNumber(form: SpocForm, value: string): SpocForm {
  return { ...form, phoneNumber: value, whatsAppNumber: form.sameAsContact ? value : form.whatsAppNumber };
}

/** Toggling InClinic or Labs clears that service's chosen departments (spec 3 §4.3). */
export function toggleService(form: SpocForm, service: SpocService, on: boolean): SpocForm {
  return { ...form, services: { ...form.services, [service]: on }, departments: { ...form.departments, [service]: [] } };
}

/** The Specialty section is required while at least one service is on (spec 3 §4.3). */
export function specialtiesRequired(form: Pick<SpocForm, 'services'>): boolean {
  return form.services.ofc || form.services.labs;
}

/** A stored SPOC read into the form: the level by precedence, services and departments from its roles. */
export function formOf(spoc: SpocRecord, isMasterProvider: boolean): SpocForm {
  const { services, departments } = spocCoverage(spoc.roleNames);
  const phone = digitsOnly(spoc.mobileNo ?? '');
  const whatsApp = digitsOnly(spoc.whatsAppNumber ?? '');
  return {
    userName: spoc.userName,
    userId: spoc.userId,
    branchId: isMasterProvider ? spoc.entityId : null,
    firstName: spoc.firstName,
    lastName: spoc.lastName,
    email: spoc.email,
    phoneNumber: phone,
    whatsAppNumber: whatsApp,
    sameAsContact: phone !== '' && phone === whatsApp,
    accessLevel: accessLevelOf(spoc.roleNames) ?? null,
    services: { ofc: services.includes('ofc'), labs: services.includes('labs') },
    departments,
    comms: commsOf(spoc.notifications),
    isActive: spoc.isActive,
  };
}
