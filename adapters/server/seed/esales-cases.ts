/**
 * Generates the demo e-sales cases (013_esales_cases.sql) and the call correspondence logged on
 * demo appointment requests, deterministically from a PRNG and `now`. Nothing here touches the
 * database. Some cases led to a request: those take the request's customer, so the queue, the
 * request's history and the charts tell one story.
 */
import { ESALES_STATUS_GROUP_IDS, esalesStatusGroup } from '../../../core/esales/case-status.ts';
import { addDays, indiaDay, startOfIndiaDay } from '../../../core/shared/india-time.ts';
import { DEMO } from './demo-ids.ts';
import { CORPORATES, USERS } from './organisations.ts';
import type { Prng } from './prng.ts';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES } from './reference-data.ts';
import type { RequestRow } from './requests.ts';

/** How many cases the demo holds, and how far back they go. */
export const ESALES_CASE_COUNT = 3000;
export const ESALES_CASE_DAYS = 180;
/** Case ids start here (the id sequence of 013_esales_cases.sql). */
export const FIRST_ESALES_CASE_ID = 70_000_001;
/** Converted cases per status group and insurer: enough for every chart bucket. */
const CONVERTED_PER_GROUP = 40;

/** The state of each demo city (requestJSON carries both). */
export const STATE_OF_CITY: Readonly<Record<string, string>> = {
  Bengaluru: 'Karnataka',
  Mumbai: 'Maharashtra',
  Hyderabad: 'Telangana',
  Pune: 'Maharashtra',
  Chennai: 'Tamil Nadu',
};

/** Why the insurer's system could not place a case by itself; shown with the case. */
export const CASE_ERRORS = [
  'Pincode not serviceable',
  'Package not mapped to the corporate',
  'Customer not reachable on the given number',
  'Invalid date of birth in the proposal',
] as const;

/** One case row in the table's terms. */
export interface EsalesCaseRow {
  id: number;
  equote: string;
  corporateId: number;
  customerName: string;
  phone: string;
  email: string;
  memberId: string;
  applicationNo: string;
  requestJson: { city: string; state: string; memberId: string; applicationNo: string; isHNI: boolean; isSHNI: boolean };
  error: string;
  isDnd: boolean;
  isDndCustomer: boolean;
  orderId: number | null;
  requestId: number | null;
  createdOn: Date;
}

const HOUR = 3_600_000;
const CITIES = Object.keys(STATE_OF_CITY);
const CORPORATE_WEIGHTS = CORPORATES.map((c) => [c, c.insurerId === DEMO.insurerId ? 6 : 2] as const);

/** A mobile number as the leads carry it. */
const mobile = (rng: Prng) => `${rng.pick(['9', '8', '7'])}${rng.digits(9)}`;

/** An instant during India working hours (08:00-20:00) on the day `daysAgo` before today. */
function workingHour(rng: Prng, now: Date, daysAgo: number): Date {
  const day = startOfIndiaDay(addDays(indiaDay(now), -daysAgo)).getTime();
  const at = new Date(day + rng.int(8 * 60, 20 * 60 - 1) * 60_000);
  return at.getTime() <= now.getTime() ? at : new Date(now.getTime() - rng.int(1, 90) * 60_000);
}

/** A lead no one has booked yet (or one that failed): a made-up customer of a corporate. */
function openCase(rng: Prng, now: Date): Omit<EsalesCaseRow, 'id'> {
  const corporate = rng.weighted(CORPORATE_WEIGHTS);
  const female = rng.chance(0.48);
  const first = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
  const last = rng.pick(LAST_NAMES);
  const city = rng.pick(CITIES);
  const memberId = `${corporate.prefix}M${rng.digits(6)}`;
  const applicationNo = `AP${rng.digits(9)}`;
  const priority = rng.next();
  const isDnd = rng.chance(0.08);
  return {
    equote: `EQ${rng.digits(8)}`,
    corporateId: corporate.id,
    customerName: `${first} ${last}`,
    phone: mobile(rng),
    email: rng.chance(0.9) ? `${first}.${last}${rng.int(1, 99)}@mail.demo.example`.toLowerCase().replace(/[^a-z0-9.@]/g, '') : '',
    memberId,
    applicationNo,
    requestJson: { city, state: STATE_OF_CITY[city], memberId, applicationNo, isHNI: priority < 0.06, isSHNI: priority > 0.97 },
    error: rng.chance(0.12) ? rng.pick(CASE_ERRORS) : '',
    isDnd,
    isDndCustomer: isDnd,
    orderId: null,
    requestId: null,
    createdOn: workingHour(rng, now, rng.int(0, ESALES_CASE_DAYS - 1)),
  };
}

/** The lead a request was booked from: the request's customer, a few hours before it was created. */
function convertedCase(rng: Prng, request: RequestRow, orderId: number): Omit<EsalesCaseRow, 'id'> {
  const corporate = CORPORATES.find((c) => c.id === request.corporateId)!;
  const city = request.city in STATE_OF_CITY ? request.city : rng.pick(CITIES);
  const memberId = request.employeeId;
  const applicationNo = request.maid ?? `AP${rng.digits(9)}`;
  return {
    equote: `EQ${rng.digits(8)}`,
    corporateId: corporate.id,
    customerName: request.patientName,
    phone: request.phone,
    email: request.email,
    memberId,
    applicationNo,
    requestJson: { city, state: STATE_OF_CITY[city], memberId, applicationNo, isHNI: [2, 6, 7].includes(request.priorityId), isSHNI: [3, 4, 5, 6, 7].includes(request.priorityId) },
    error: '',
    isDnd: request.isDnd,
    isDndCustomer: request.isDnd,
    orderId,
    requestId: request.id,
    createdOn: new Date(request.createdOn.getTime() - rng.int(1, 48) * HOUR),
  };
}

/**
 * The demo cases, ids ascending by creation: for each insurer and each status group of spec 2 §4,
 * up to CONVERTED_PER_GROUP requests of its corporates (created in the last six months) become
 * converted cases; the rest are open leads, some with an error, some do-not-disturb.
 */
export function generateEsalesCases(rng: Prng, now: Date, requests: readonly RequestRow[]): EsalesCaseRow[] {
  const since = now.getTime() - (ESALES_CASE_DAYS - 2) * 24 * HOUR;
  const candidates = requests.filter((r) => r.service === 'LABS' && r.createdOn.getTime() >= since && esalesStatusGroup(r.statusId));
  const converted: Omit<EsalesCaseRow, 'id'>[] = [];
  for (const insurerId of [DEMO.insurerId, DEMO.secondInsurerId]) {
    for (const ids of Object.values(ESALES_STATUS_GROUP_IDS)) {
      const inGroup = candidates.filter((r) => ids.includes(r.statusId) && CORPORATES.some((c) => c.id === r.corporateId && c.insurerId === insurerId));
      for (const r of inGroup.slice(0, CONVERTED_PER_GROUP)) converted.push(convertedCase(rng, r, 5_000_000 + r.id - DEMO.firstRequestId));
    }
  }
  const open = Array.from({ length: ESALES_CASE_COUNT - converted.length }, () => openCase(rng, now));
  const rows = [...converted, ...open].sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
  return rows.map((row, i) => ({ ...row, id: FIRST_ESALES_CASE_ID + i }));
}

/** One call correspondence on a request, in the table's terms (004_history.sql). */
export interface CorrespondenceSeedRow {
  requestId: number;
  callType: number;
  callTypeValue: string;
  callStatus: number;
  callStatusValue: string;
  workStatus: string;
  comment: string;
  rcBlob: { uicnumber: string; callbackdate?: string };
  createdBy: number;
  createdOn: Date;
}

/** Call types and statuses the demo calls use; 73 asks for a callback date (spec 2 §9). */
const CALLS = [
  { type: [1, 'Outbound'], status: [73, 'Call back later'], comment: 'Customer asked to be called back in the evening.' },
  { type: [1, 'Outbound'], status: [75, 'Appointment confirmed'], comment: 'Customer confirmed the appointment and the fasting instructions.' },
  { type: [2, 'Inbound'], status: [76, 'Query resolved'], comment: 'Customer asked where to collect the reports; told they are e-mailed.' },
  { type: [1, 'Outbound'], status: [77, 'Not reachable'], comment: 'Phone switched off; will try again tomorrow.' },
] as const;

/**
 * Call correspondence on about one in six demo requests, one to three calls each between the
 * request's creation and its last change, logged by the insurer's call centre or admin. Among them
 * are QC-approved consults, whose history card also shows the doctor's qualification (lab requests
 * have no doctor: 002_requests.sql).
 */
export function generateRequestCorrespondence(rng: Prng, requests: readonly RequestRow[]): CorrespondenceSeedRow[] {
  const callers = USERS.filter((u) => u.key === 'insurercallCentre' || u.key === 'insureradmin').map((u) => DEMO.users[u.key].id);
  const rows: CorrespondenceSeedRow[] = [];
  for (const r of requests) {
    if (!rng.chance(0.16)) continue;
    const span = Math.max(r.modifiedOn.getTime() - r.createdOn.getTime(), 60_000);
    for (let n = rng.int(1, 3); n > 0; n--) {
      const call = rng.pick(CALLS);
      const createdOn = new Date(r.createdOn.getTime() + Math.floor(rng.next() * span));
      const callback = call.status[0] === 73 ? { callbackdate: addDays(indiaDay(createdOn), 1) } : {};
      rows.push({
        requestId: r.id,
        callType: call.type[0],
        callTypeValue: call.type[1],
        callStatus: call.status[0],
        callStatusValue: call.status[1],
        workStatus: rng.chance(0.8) ? 'workable' : 'nonWorkable',
        comment: call.comment,
        rcBlob: { uicnumber: `UIC${rng.digits(6)}`, ...callback },
        createdBy: rng.pick(callers),
        createdOn,
      });
    }
  }
  return rows.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
}

