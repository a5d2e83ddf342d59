import assert from 'node:assert/strict';
import { QcStatus } from '../../../core/doctors/doctor-catalogue.ts';
import { emptyProfile, type DoctorProfile, type ProfileField } from '../../../core/doctors/doctor-profile.ts';
import { DEFAULT_MB_PERCENT, feeSplit } from '../../../core/doctors/fee-split.ts';
import { governmentIdErrors, mcIdErrors, offeredIdTypes, type McIdItem } from '../../../core/doctors/id-patterns.ts';
import { profileErrors } from '../../../core/doctors/profile-rules.ts';
import { failedRemarkErrors, mayMoveTo, maySaveDraft, primaryLabel, remarkCounts, statusAfterSave, type QcRemark } from '../../../core/doctors/qc.ts';
import { addDays } from '../../../core/shared/india-time.ts';
import type { HttpDoctors, SaveAnswer } from '../abilities/http-doctors.ts';
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
  /** The http profile: the server, the scenario's stored doctor, and the last ID the person added. */
  http?: HttpDoctors;
  doctorId?: number;
  addedId?: Partial<DoctorProfile>;
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
  'government IDs': { key: 'governmentIds', wire: 'governmentIds' },
};

/** Words a table uses for values hard to write in a cell. */
function valueOf(text: string): string {
  if (text === '300 letters') return 'x'.repeat(300);
  if (text === 'three spaces') return '   ';
  if (text === 'tomorrow') return addDays(TODAY, 1);
  return text;
}

/** The server of the http profile (opened once per scenario); undefined in the domain profile. */
async function server(world: PortalWorld): Promise<HttpDoctors | undefined> {
  if (world.ability !== 'http') return undefined;
  const s = state(world);
  s.http ??= await (await import('../abilities/http-doctors.ts')).HttpDoctors.open();
  return s.http;
}

/** A profile every rule accepts, with a photo uploaded through the signed flow when over HTTP. */
async function completeProfile(world: PortalWorld): Promise<DoctorProfile> {
  return {
    ...emptyProfile(7), firstName: 'Asha', lastName: 'Verma', gender: 'female', specialization: 'Dentist', image: (await server(world))?.photo ?? 'f-photo',
    practiceStartDate: '2015-01-01', qualifications: [{ qualification: 'BDS', category: 'Graduation' }], languages: ['English'], customerFee: '750',
  };
}

/**
 * Asserts the server's answer: saved, or refused (400) for that field: by the core rule in the
 * form's words ("field: message"), or earlier by the contract, whose words name the field's path.
 */
function assertAnswer(answer: SaveAnswer, expected: { saved: true } | { refused: ProfileField | 'mciIds'; message: string }): void {
  if ('saved' in expected) {
    assert.ok('saved' in answer, `the server refused: ${'text' in answer ? answer.text : ''}`);
    return;
  }
  assert.ok('refused' in answer, `the server saved what the form refuses ("${expected.message}")`);
  assert.equal(answer.refused, 400);
  const byCore = answer.text === `${expected.refused}: ${expected.message}`;
  const byContract = new RegExp(`^body/doctors/0(/priceDetails)?/${expected.refused}\\b|required property '${expected.refused}'`).test(answer.text);
  assert.ok(byCore || byContract, `the server said "${answer.text}", not "${expected.refused}: ${expected.message}"`);
}

export async function startCompleteProfile(world: PortalWorld): Promise<void> {
  state(world).profile = await completeProfile(world);
}

export function setField(world: PortalWorld, field: string, value: string): void {
  const f = FIELDS[field];
  assert.ok(f, `unknown field ${field}`);
  state(world).profile = { ...state(world).profile, [f.key]: valueOf(value) };
}

const errorsOf = (world: PortalWorld) => profileErrors(state(world).profile, { isMasterProvider: false, today: TODAY });

export async function profileReads(world: PortalWorld, message: string, field: string): Promise<void> {
  const wire = FIELDS[field]!.wire;
  assert.equal(errorsOf(world)[wire]?.trim(), message);
  const http = await server(world);
  if (http) assertAnswer(await http.save(state(world).profile, QcStatus.InProgress), { refused: wire, message });
}

export async function profileHasNoProblem(world: PortalWorld): Promise<void> {
  assert.deepEqual(errorsOf(world), {});
  const http = await server(world);
  if (!http) return;
  const answer = await http.save(state(world).profile, QcStatus.InProgress);
  assertAnswer(answer, { saved: true });
  if ('saved' in answer) assert.equal(await http.storedStatus(answer.saved), QcStatus.InProgress);
}

export function addGovernmentId(world: PortalWorld, idName: string, idNumber: string): void {
  state(world).idMessage = Object.values(governmentIdErrors({ idName, idNumber }))[0] ?? 'no problem';
  state(world).addedId = { governmentIds: [{ idName, idNumber }] };
}

/** Adds an active government ID to the profile as sent, whatever the form would offer. */
export function holdGovernmentId(world: PortalWorld, idName: string, idNumber: string): void {
  const profile = state(world).profile;
  state(world).profile = { ...profile, governmentIds: [...profile.governmentIds, { idName, idNumber }] };
}

export function offeredIdTypesAre(world: PortalWorld, types: string[]): void {
  assert.deepEqual(offeredIdTypes(state(world).profile.governmentIds, null), types);
}

export function holdNationalMcId(world: PortalWorld, idNumber: string): void {
  state(world).profile = { ...state(world).profile, mciIds: [{ idName: 'India', idNumber }] };
}

export function addMcId(world: PortalWorld, idName: string, idNumber: string): void {
  const item: McIdItem = { idName, idNumber };
  const items = [...state(world).profile.mciIds, item];
  state(world).idMessage = Object.values(mcIdErrors(item, items, items.length - 1))[0] ?? 'no problem';
  state(world).addedId = { mciIds: items };
}

/** The dialog's message; over HTTP, the server also keeps or refuses (as Invalid Input for the list) the profile holding that ID. */
export async function idReads(world: PortalWorld, message: string): Promise<void> {
  assert.equal(state(world).idMessage, message);
  const http = await server(world);
  if (!http) return;
  const added = state(world).addedId!;
  const answer = await http.save({ ...state(world).profile, ...added }, QcStatus.Draft);
  assertAnswer(answer, message === 'no problem' ? { saved: true } : { refused: 'mciIds' in added ? 'mciIds' : 'governmentIds', message: 'Invalid Input' });
}

export async function setMbPercent(world: PortalWorld, percent: string): Promise<void> {
  state(world).mbPercent = percent === 'default' ? DEFAULT_MB_PERCENT : Number(percent);
  const http = await server(world);
  if (http) assert.equal(await http.setMbPercent(percent === 'default' ? null : Number(percent)), state(world).mbPercent);
}

export function setFee(world: PortalWorld, fee: number): void {
  state(world).fee = fee;
}

/** The form's split; over HTTP, also what the server stores for a draft with that fee. */
export async function splitIs(world: PortalWorld, mb: number, clinic: number): Promise<void> {
  const s = state(world);
  assert.deepEqual(feeSplit(s.fee!, s.mbPercent), { customerFee: s.fee, mbFee: mb, providerFee: clinic });
  const http = await server(world);
  if (!http) return;
  const answer = await http.save({ ...(await completeProfile(world)), customerFee: String(s.fee) }, QcStatus.Draft);
  assertAnswer(answer, { saved: true });
  if ('saved' in answer) assert.deepEqual(await http.storedSplit(answer.saved), { mbFee: mb, providerFee: clinic });
}

export async function doctorIn(world: PortalWorld, status: string): Promise<void> {
  const s = state(world);
  s.status = status === 'a new one' ? null : (status as QcStatus);
  const http = await server(world);
  if (http && s.status) s.doctorId = await http.doctorIn(s.status);
}

export function mainButtonReads(world: PortalWorld, label: string): void {
  assert.equal(primaryLabel(state(world).status).trim(), label);
}

export function saveDraftIs(world: PortalWorld, offered: string): void {
  assert.equal(maySaveDraft(state(world).status, true), offered === 'offered');
}

/** The rule; over HTTP, a Draft save of that doctor is stored, or refused (409) leaving its status. */
export async function backToDraftIs(world: PortalWorld, allowed: string): Promise<void> {
  const s = state(world);
  assert.equal(mayMoveTo(s.status, QcStatus.Draft), allowed === 'allowed');
  const http = await server(world);
  if (!http) return;
  const answer = await http.save(await completeProfile(world), QcStatus.Draft, s.doctorId ?? null);
  if (allowed === 'allowed') assertAnswer(answer, { saved: true });
  else {
    assert.deepEqual(answer, { refused: 409, text: 'A doctor submitted to QC cannot be saved as a draft' });
    assert.equal(await http.storedStatus(s.doctorId!), s.status);
  }
}

/** The rule; over HTTP, Save & Proceed stores a Draft and Submit to QC then stores InProgress. */
export async function submitMovesToInProgress(world: PortalWorld): Promise<void> {
  assert.equal(statusAfterSave('submitToQc'), QcStatus.InProgress);
  assert.equal(statusAfterSave('saveAndProceed'), QcStatus.Draft);
  const http = await server(world);
  if (!http) return;
  const profile = await completeProfile(world);
  const draft = await http.save(profile, statusAfterSave('saveAndProceed'));
  assert.ok('saved' in draft);
  assert.equal(await http.storedStatus(draft.saved), QcStatus.Draft);
  assertAnswer(await http.save(profile, statusAfterSave('submitToQc'), draft.saved), { saved: true });
  assert.equal(await http.storedStatus(draft.saved), QcStatus.InProgress);
}

/** The remarks QC left; over HTTP, as the editor reads them back from a stored doctor. */
export async function failedWith(world: PortalWorld, rows: Record<string, string>[]): Promise<void> {
  const remarks = rows.map((r) => ({ field: r.field!, status: r.status!, remark: r.remark || null }));
  const http = await server(world);
  state(world).remarks = http ? (await http.details(await http.doctorIn(QcStatus.Failed, remarks))).qcRemarks : remarks;
}

export function fieldsRead(world: PortalWorld, rows: Record<string, string>[]): void {
  assert.deepEqual(failedRemarkErrors(state(world).remarks), Object.fromEntries(rows.map((r) => [r.field, r.message])));
}

export function tooltipCounts(world: PortalWorld, error: number, warning: number, failed: number): void {
  assert.deepEqual(remarkCounts(state(world).remarks), { error, warning, failed });
}
