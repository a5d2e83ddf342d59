import assert from 'node:assert/strict';
import { QcStatus } from '../../../core/doctors/doctor-catalogue.ts';
import { emptyProfile, type DoctorProfile, type ProfileField } from '../../../core/doctors/doctor-profile.ts';
import { DEFAULT_MB_PERCENT, feeSplit } from '../../../core/doctors/fee-split.ts';
import { governmentIdErrors, mcIdErrors, type McIdItem } from '../../../core/doctors/id-patterns.ts';
import { profileErrors } from '../../../core/doctors/profile-rules.ts';
import { failedRemarkErrors, mayMoveTo, maySaveDraft, primaryLabel, remarkCounts, statusAfterSave, type QcRemark } from '../../../core/doctors/qc.ts';
import { addDays } from '../../../core/shared/india-time.ts';
import type { PortalWorld } from '../world.ts';

/** The day the scenarios run on (India time). */
const TODAY = '2026-11-23';

interface DoctorState {
  profile: DoctorProfile;
  idMessage?: string;
  mbPercent: number;
  fee?: number;
  status: QcStatus | null;
  remarks: QcRemark[];
}

const states = new WeakMap<PortalWorld, DoctorState>();
function state(world: PortalWorld): DoctorState {
  let s = states.get(world);
  if (!s) states.set(world, (s = { profile: emptyProfile(7), mbPercent: DEFAULT_MB_PERCENT, status: null, remarks: [] }));
  return s;
}

/** The profile fields as the scenarios name them. */
const FIELDS: Record<string, { key: keyof DoctorProfile; wire: ProfileField }> = {
  'first name': { key: 'firstName', wire: 'doctorFirstName' },
  'last name': { key: 'lastName', wire: 'doctorLastName' },
  description: { key: 'description', wire: 'doctorDescription' },
  'practice start date': { key: 'practiceStartDate', wire: 'doctorPracticeStartDate' },
  'consultation fee': { key: 'customerFee', wire: 'customerFee' },
  gender: { key: 'gender', wire: 'gender' },
  speciality: { key: 'specialization', wire: 'doctorSpecialization' },
  photo: { key: 'image', wire: 'doctorImageUrl' },
};

/** Words a table uses for values hard to write in a cell. */
function valueOf(text: string): string {
  if (text === '300 letters') return 'x'.repeat(300);
  if (text === 'three spaces') return '   ';
  if (text === 'tomorrow') return addDays(TODAY, 1);
  return text;
}

export function startCompleteProfile(world: PortalWorld): void {
  state(world).profile = {
    ...emptyProfile(7), firstName: 'Asha', lastName: 'Verma', gender: 'female', specialization: 'Dentist', image: 'f-photo',
    practiceStartDate: '2015-01-01', qualifications: [{ qualification: 'BDS', category: 'Graduation' }], languages: ['English'], customerFee: '750',
  };
}

export function setField(world: PortalWorld, field: string, value: string): void {
  const f = FIELDS[field];
  assert.ok(f, `unknown field ${field}`);
  state(world).profile = { ...state(world).profile, [f.key]: valueOf(value) };
}

const errorsOf = (world: PortalWorld) => profileErrors(state(world).profile, { isMasterProvider: false, today: TODAY });

export function profileReads(world: PortalWorld, message: string, field: string): void {
  assert.equal(errorsOf(world)[FIELDS[field]!.wire]?.trim(), message);
}

export function profileHasNoProblem(world: PortalWorld): void {
  assert.deepEqual(errorsOf(world), {});
}

export function addGovernmentId(world: PortalWorld, idName: string, idNumber: string): void {
  state(world).idMessage = Object.values(governmentIdErrors({ idName, idNumber }))[0] ?? 'no problem';
}

export function holdNationalMcId(world: PortalWorld, idNumber: string): void {
  state(world).profile = { ...state(world).profile, mciIds: [{ idName: 'India', idNumber }] };
}

export function addMcId(world: PortalWorld, idName: string, idNumber: string): void {
  const item: McIdItem = { idName, idNumber };
  const items = [...state(world).profile.mciIds, item];
  state(world).idMessage = Object.values(mcIdErrors(item, items, items.length - 1))[0] ?? 'no problem';
}

export function idReads(world: PortalWorld, message: string): void {
  assert.equal(state(world).idMessage, message);
}

export function setMbPercent(world: PortalWorld, percent: string): void {
  state(world).mbPercent = percent === 'default' ? DEFAULT_MB_PERCENT : Number(percent);
}

export function setFee(world: PortalWorld, fee: number): void {
  state(world).fee = fee;
}

export function splitIs(world: PortalWorld, mb: number, clinic: number): void {
  const s = state(world);
  assert.deepEqual(feeSplit(s.fee!, s.mbPercent), { customerFee: s.fee, mbFee: mb, providerFee: clinic });
}

export function doctorIn(world: PortalWorld, status: string): void {
  state(world).status = status === 'a new one' ? null : (status as QcStatus);
}

export function mainButtonReads(world: PortalWorld, label: string): void {
  assert.equal(primaryLabel(state(world).status).trim(), label);
}

export function saveDraftIs(world: PortalWorld, offered: string): void {
  assert.equal(maySaveDraft(state(world).status, true), offered === 'offered');
}

export function backToDraftIs(world: PortalWorld, allowed: string): void {
  assert.equal(mayMoveTo(state(world).status, QcStatus.Draft), allowed === 'allowed');
}

export function submitMovesToInProgress(): void {
  assert.equal(statusAfterSave('submitToQc'), QcStatus.InProgress);
  assert.equal(statusAfterSave('saveAndProceed'), QcStatus.Draft);
}

export function failedWith(world: PortalWorld, rows: Record<string, string>[]): void {
  state(world).remarks = rows.map((r) => ({ field: r.field!, status: r.status!, remark: r.remark || null }));
}

export function fieldsRead(world: PortalWorld, rows: Record<string, string>[]): void {
  assert.deepEqual(failedRemarkErrors(state(world).remarks), Object.fromEntries(rows.map((r) => [r.field, r.message])));
}

export function tooltipCounts(world: PortalWorld, error: number, warning: number, failed: number): void {
  assert.deepEqual(remarkCounts(state(world).remarks), { error, warning, failed });
}
