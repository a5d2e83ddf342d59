import { NATIONAL_MCI_NAME } from './doctor-catalogue.ts';
import { DoctorMessage as M } from './doctor-messages.ts';

/** ID proof types of a government ID (spec 3 §3.2). */
export const GOVERNMENT_ID_TYPES = ['Aadhar Card', 'Pan Card', 'Passport', "Driver's License", 'Other'] as const;
export type GovernmentIdType = (typeof GOVERNMENT_ID_TYPES)[number];

/** The number pattern and message of each ID type (spec 3 §5.2). */
const ID_NUMBER_RULES: Record<GovernmentIdType, { pattern: RegExp; message: string }> = {
  'Aadhar Card': { pattern: /^[0-9]{12}$/, message: M.aadhar },
  'Pan Card': { pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/, message: M.pan },
  Passport: { pattern: /^[A-Z0-9]{8,9}$/, message: M.passport },
  "Driver's License": { pattern: /^[A-Z0-9]{15}$/, message: M.drivingLicense },
  Other: { pattern: /^[A-Za-z0-9]{1,25}$/, message: M.invalidInput },
};

const ALNUM = /^[A-Za-z0-9]*$/;

/** A government ID as the form and the server read it. */
export interface GovernmentIdItem {
  id?: number | null;
  idName: string;
  idNumber: string;
  other?: string | null;
  uploadedImages?: readonly string[];
  isActive?: boolean;
}

/** The errors of one government ID by field (idName, other, idNumber); empty when valid. */
export function governmentIdErrors(item: GovernmentIdItem): Partial<Record<'idName' | 'other' | 'idNumber', string>> {
  const errors: Partial<Record<'idName' | 'other' | 'idNumber', string>> = {};
  if (!item.idName) errors.idName = M.mandatoryLower;
  else if (!(GOVERNMENT_ID_TYPES as readonly string[]).includes(item.idName)) errors.idName = M.idType;
  if (item.idName === 'Other') {
    const other = item.other ?? '';
    if (!other) errors.other = M.mandatoryLower;
    else if (!ALNUM.test(other)) errors.other = M.otherIdChars;
    // The spec enforces 25 under the message that names 12.
    else if (other.length > 25) errors.other = M.max12;
  }
  const number = item.idNumber;
  if (!number) errors.idNumber = M.mandatoryLower;
  else if (!ALNUM.test(number)) errors.idNumber = M.invalidInput;
  else {
    const rule = ID_NUMBER_RULES[item.idName as GovernmentIdType];
    if (rule && !rule.pattern.test(number)) errors.idNumber = rule.message;
  }
  return errors;
}

/** The ID types offered for a new or edited item: every type except those already active, save the one edited. */
export function offeredIdTypes(items: readonly GovernmentIdItem[], editedIndex: number | null): GovernmentIdType[] {
  const taken = new Set(items.filter((it, i) => i !== editedIndex && it.isActive !== false).map((it) => it.idName));
  return GOVERNMENT_ID_TYPES.filter((t) => !taken.has(t));
}

/**
 * Whether the active ID at `index` holds a type another active ID already holds. The form never
 * offers such a type (spec 3 §5.2), so the server refuses it too rather than store two.
 */
export function repeatsIdType(items: readonly GovernmentIdItem[], index: number): boolean {
  const item = items[index];
  if (!item || item.isActive === false || !(GOVERNMENT_ID_TYPES as readonly string[]).includes(item.idName)) return false;
  return !offeredIdTypes(items, index).includes(item.idName as GovernmentIdType);
}

/** An MCI registration: national (idName India) or a state. */
export interface McIdItem {
  id?: number | null;
  idName: string;
  idNumber: string;
  uploadedImages?: readonly string[];
  isActive?: boolean;
}

/** Whether an MCI ID is the national one. */
export const isNationalMcId = (item: McIdItem) => item.idName === NATIONAL_MCI_NAME;

/** The errors of one MCI ID among the list (`index` is its place, null for a new one). */
export function mcIdErrors(item: McIdItem, items: readonly McIdItem[], index: number | null): Partial<Record<'idName' | 'idNumber', string>> {
  const errors: Partial<Record<'idName' | 'idNumber', string>> = {};
  if (!item.idName) errors.idName = M.mandatoryLower;
  else if (isNationalMcId(item) && item.isActive !== false && items.some((it, i) => i !== index && it.isActive !== false && isNationalMcId(it))) {
    errors.idName = M.nationalExists;
  }
  const n = item.idNumber;
  if (!n) errors.idNumber = M.mandatoryLower;
  else if (!ALNUM.test(n)) errors.idNumber = M.invalidInput;
  else if (n.length < 6) errors.idNumber = M.min6;
  else if (n.length > 12) errors.idNumber = M.max12;
  return errors;
}

/** An award: a name and its images. */
export interface AwardItem {
  id?: number | null;
  name: string;
  uploadedImages?: readonly string[];
  isActive?: boolean;
}

/** The error of an award's name, if any. */
export function awardError(item: AwardItem): string | undefined {
  return item.name.trim() ? undefined : M.mandatoryField;
}
