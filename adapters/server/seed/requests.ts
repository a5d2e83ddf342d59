import { VisitType } from '../../../core/appointments/visit-type.ts';
/**
 * Generates the demo appointment requests and their histories, deterministically from a PRNG and
 * `now`. Nothing here touches the database.
 */
import { ALL_STATUS_IDS, StatusId } from '../../../core/appointments/status-catalogue.ts';
import { LAB_TABS } from '../../../core/appointments/tabs.ts';
import { addDays, indiaDay, startOfIndiaDay } from '../../../core/shared/india-time.ts';
import { DEMO } from './demo-ids.ts';
import { AFTER_VISIT, buildJourney, type HistoryStep, type JourneyActors } from './journeys.ts';
import { CORPORATES, DOCTORS, INSURERS, USERS } from './organisations.ts';
import type { Prng } from './prng.ts';
import { fileId } from '../files/file-id.ts';
import {
  ADD_ON_PACKAGES, BUILDINGS, CONTRACTS, FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, LOCALITIES, PACKAGES,
  PACKAGES_BY_CONTRACT,
} from './reference-data.ts';

/** One request row with its history, in the table's terms. */
export interface RequestRow {
  id: number;
  service: 'LABS' | 'OFFLINE_CONSULTS';
  providerId: number;
  corporateId: number;
  contractId: number;
  productType: number;
  employeeId: string;
  maid: string | null;
  patientName: string;
  dob: string | null;
  gender: 'M' | 'F';
  phone: string;
  email: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  pinCode: string;
  clientLocation: string;
  packageIds: number[];
  packageName: string;
  testCategory: string;
  visitType: VisitType;
  fulfillmentDate: Date;
  firstAppointmentDate: Date;
  statusId: StatusId;
  priorityId: number;
  isDnd: boolean;
  isPaid: boolean;
  amount: number;
  remarks: string;
  source: string;
  sourceType: string;
  fileSourceId: number;
  agentName: string | null;
  agentMobile: string | null;
  agentCode: string | null;
  doctorId: number | null;
  providerRescheduleCount: number;
  maxRescheduleCount: number | null;
  cancellationReason: string | null;
  additionals: Record<string, string>;
  createdByUserId: number | null;
  createdOn: Date;
  modifiedOn: Date;
  history: HistoryStep[];
}

/** How many requests the demo holds. */
export const LAB_REQUEST_COUNT = 5000;
export const OFFLINE_REQUEST_COUNT = 300;
/** The EDW file source (history page reads 'EDW File'); other requests came by API. */
export const EDW_FILE_SOURCE_ID = 1000042;
const API_SOURCE_ID = 1000017;

const S = StatusId;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const LAB_PROVIDERS: readonly (readonly [number, number])[] = [
  [DEMO.childProviders.bengaluru, 22],
  [DEMO.childProviders.mumbai, 20],
  [DEMO.childProviders.hyderabad, 18],
  [DEMO.childProviders.pune, 16],
  [DEMO.standaloneLabId, 24],
];
const PROVIDER_CITY: Readonly<Record<number, string>> = {
  101: 'Bengaluru', 102: 'Mumbai', 103: 'Hyderabad', 104: 'Pune', 110: 'Chennai', 120: 'Bengaluru',
};
const CORPORATE_WEIGHTS = CORPORATES.map((c) => [c, c.insurerId === DEMO.insurerId ? 14 : 10] as const);
type Contract = (typeof CONTRACTS)[keyof typeof CONTRACTS];
const CONTRACT_WEIGHTS: readonly (readonly [Contract, number])[] = [
  [CONTRACTS.PPMC, 40], [CONTRACTS.ESALES, 25], [CONTRACTS.CORPORATE_AHC, 25], [CONTRACTS.PRE_EMPLOYMENT, 10],
];
/** Mostly no priority; a few urgent, HNI and SHNI customers. */
const PRIORITY_WEIGHTS = [[0, 78], [1, 8], [2, 6], [3, 3], [4, 1.5], [5, 1.5], [6, 1], [7, 1]] as const;

/** Statuses of requests whose visit is still ahead. */
const FUTURE_POOL: readonly (readonly [StatusId, number])[] = [
  [S.NewAppointmentRequest, 40], [S.ConfirmedByMedicalCenter, 25], [S.ConfirmedByOps, 6], [S.RescheduledByCentre, 3],
  [S.RescheduledByOps, 3], [S.RescheduledByUser, 3], [S.RescheduledByOthers, 1], [S.SystemConfirmed, 5],
  [S.HomeSampleCollectionAwaited, 3], [S.RoutedToProvider, 2], [S.Wip, 1], [S.CancelledByMedicalCenter, 2],
  [S.CancelledByOps, 2], [S.Cancelled, 1], [S.CancelledByInsurer, 1], [S.RejectedByProvider, 2],
];
/** Statuses of requests visited in the last two days: mostly in progress. */
const RECENT_POOL: readonly (readonly [StatusId, number])[] = [
  [S.ConfirmedByMedicalCenter, 10], [S.ConfirmedByOps, 3], [S.CustomerAwaitedAtDc, 8], [S.HomeSampleCollectionAwaited, 3],
  [S.Attended, 20], [S.HomeSampleCollected, 5], [S.ReportProcessPending, 5], [S.InfoSubmitted, 10],
  [S.DigitizationPending, 5], [S.BranchApprovalPending, 3], [S.PartiallyAttended, 3], [S.PartialReportUploaded, 3],
  [S.NotAttended, 6], [S.NotAttendedByOthers, 2], [S.CancelledByMedicalCenter, 2], [S.CancelledByOps, 2],
  [S.RejectedByProvider, 2], [S.NewAppointmentRequest, 3], [S.QcApproved, 5],
];
/** Statuses of older visits: mostly settled. */
const PAST_POOL: readonly (readonly [StatusId, number])[] = [
  [S.QcApproved, 30], [S.InfoSubmitted, 8], [S.DigitizationPending, 4], [S.BranchApprovalPending, 3],
  [S.InformationAwaited, 4], [S.Attended, 6], [S.HomeSampleCollected, 2], [S.ReportProcessPending, 3],
  [S.PartiallyAttended, 3], [S.PartialReportUploaded, 3], [S.NotAttended, 7], [S.NotAttendedByOthers, 2],
  [S.CancelledByMedicalCenter, 3], [S.CancelledByOps, 3], [S.Cancelled, 2], [S.CancelledByInsurer, 2],
  [S.ClosedByInsurer, 2], [S.WipClosedByInsurer, 1], [S.RejectedByProvider, 4], [S.TuCompleted, 2],
  [S.TuScheduled, 2], [S.TuInfoAwaited, 1], [S.FitWithRecommendation, 2], [S.FitnessOnHold, 1],
  [S.TemporaryUnfit, 1], [S.NonWorkable, 1], [S.Workable, 2], [S.ConfirmedByMedicalCenter, 2],
  [S.NewAppointmentRequest, 1], [S.RescheduledByCentre, 1], [S.RescheduledByUser, 1], [S.RescheduledByOthers, 1],
];
const OFFLINE_FUTURE_POOL: readonly (readonly [StatusId, number])[] = [
  [S.NewAppointmentRequest, 45], [S.ConfirmedByMedicalCenter, 35], [S.ConfirmedByOps, 5], [S.RescheduledByCentre, 5],
  [S.RescheduledByUser, 4], [S.CancelledByMedicalCenter, 3], [S.CancelledByOps, 2], [S.RejectedByProvider, 1],
];
const OFFLINE_PAST_POOL: readonly (readonly [StatusId, number])[] = [
  [S.QcApproved, 30], [S.InfoSubmitted, 15], [S.Attended, 15], [S.InformationAwaited, 4], [S.NotAttended, 10],
  [S.ConfirmedByMedicalCenter, 8], [S.CustomerAwaitedAtDc, 5], [S.CancelledByMedicalCenter, 5],
  [S.CancelledByOps, 3], [S.Cancelled, 2], [S.RejectedByProvider, 3],
];
const HOME_ONLY = new Set<StatusId>([S.HomeSampleCollectionAwaited, S.HomeSampleCollected]);
const RESCHEDULED = new Set<StatusId>([S.RescheduledByCentre, S.RescheduledByOps, S.RescheduledByUser, S.RescheduledByOthers]);
const CANCELLED = new Set<StatusId>([S.CancelledByMedicalCenter, S.CancelledByOps, S.Cancelled, S.RejectedByProvider]);

const userByKey = Object.fromEntries(USERS.map((u) => [u.key, u]));
const person = (key: keyof typeof DEMO.users) => ({ id: DEMO.users[key].id, name: `${userByKey[key].firstName} ${userByKey[key].lastName}` });
const insurerName = (id: number) => INSURERS.find((i) => i.id === id)!.name;
const packageById = new Map(PACKAGES.map((p) => [p.id, p]));

function phone(rng: Prng): string {
  return String(rng.int(6, 9)) + rng.digits(9);
}

/** A patient: name, gender, date of birth (a few placeholders), contacts and address. */
function patient(rng: Prng, city: string, now: Date) {
  const gender = rng.chance(0.52) ? 'M' : 'F';
  const first = rng.pick(gender === 'M' ? FIRST_NAMES_M : FIRST_NAMES_F);
  const last = rng.pick(LAST_NAMES);
  const roll = rng.next();
  let dob: string | null;
  if (roll < 0.012) dob = '0001-01-01';
  else if (roll < 0.017) dob = null;
  else {
    const age = rng.int(18, 76);
    dob = addDays(`${now.getUTCFullYear() - age - 1}-01-01`, rng.int(0, 364));
  }
  const locality = rng.pick(LOCALITIES[city]);
  const mailName = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    gender: gender as 'M' | 'F',
    name: `${first} ${last}`,
    dob,
    phone: phone(rng),
    email: `${mailName}${rng.int(1, 99)}@mail.demo.example`,
    addressLine1: rng.chance(0.6) ? `Flat ${rng.int(1, 12)}0${rng.int(1, 8)}, ${rng.pick(BUILDINGS)}` : `No. ${rng.int(1, 240)}, ${rng.int(1, 18)}th Cross`,
    addressLine2: locality.area,
    city,
    pinCode: locality.pin,
  };
}

/** An India day `offset` days from today at `minutes` past midnight (India time). */
function atIndiaTime(now: Date, offset: number, minutes: number): Date {
  return new Date(startOfIndiaDay(addDays(indiaDay(now), offset)).getTime() + minutes * 60_000);
}

interface Draft {
  service: 'LABS' | 'OFFLINE_CONSULTS';
  providerId: number;
  statusId: StatusId;
  fulfillment: Date;
  homeVisit: boolean;
  doctorId: number | null;
}

function statusFor(rng: Prng, fulfillment: Date, now: Date, offline: boolean): StatusId {
  const ago = now.getTime() - fulfillment.getTime();
  if (ago < 0) return rng.weighted(offline ? OFFLINE_FUTURE_POOL : FUTURE_POOL);
  if (offline) return rng.weighted(OFFLINE_PAST_POOL);
  return rng.weighted(ago < 2 * DAY ? RECENT_POOL : PAST_POOL);
}

/** The lab drafts: first a guaranteed set, then random ones over -60..+45 days. */
function labDrafts(rng: Prng, now: Date): Draft[] {
  const drafts: Draft[] = [];
  // Every status at every lab, dated inside its tab's default window under any reading of the
  // presets: New between tomorrow and +29 days, the others between -6 and -1 days (India time).
  for (const providerId of [...DEMO.childProviderIds, DEMO.standaloneLabId]) {
    for (const statusId of ALL_STATUS_IDS) {
      const isNew = LAB_TABS.NEW_APPOINTMENTS.statusIds.includes(statusId);
      const offset = isNew ? rng.int(1, 29) : rng.int(-6, -1);
      const fulfillment = atIndiaTime(now, offset, rng.int(28, 72) * 15);
      drafts.push({ service: 'LABS', providerId, statusId, fulfillment, homeVisit: HOME_ONLY.has(statusId) || rng.chance(0.35), doctorId: null });
    }
  }
  while (drafts.length < LAB_REQUEST_COUNT) {
    const providerId = rng.weighted(LAB_PROVIDERS);
    const fulfillment = atIndiaTime(now, rng.int(-60, 45), rng.int(28, 72) * 15);
    const statusId = statusFor(rng, fulfillment, now, false);
    drafts.push({ service: 'LABS', providerId, statusId, fulfillment, homeVisit: HOME_ONLY.has(statusId) || rng.chance(0.35), doctorId: null });
  }
  return drafts;
}

/** The clinic's consults, each at a real slot of an active doctor's weekly schedule. */
function offlineDrafts(rng: Prng, now: Date): Draft[] {
  const doctors = DOCTORS.filter((d) => d.isActive && d.sessions.length > 0 && !d.joinedRecently);
  const drafts: Draft[] = [];
  while (drafts.length < OFFLINE_REQUEST_COUNT) {
    const doctor = rng.pick(doctors);
    let offset = rng.int(-45, 20);
    let dayOfWeek = new Date(Date.parse(`${addDays(indiaDay(now), offset)}T00:00:00Z`)).getUTCDay();
    let session = doctor.sessions.find((s) => s.days.includes(dayOfWeek));
    for (let tries = 0; !session && tries < 7; tries++) {
      offset += 1;
      dayOfWeek = (dayOfWeek + 1) % 7;
      session = doctor.sessions.find((s) => s.days.includes(dayOfWeek));
    }
    if (!session) continue;
    const slot = rng.int(0, Math.floor((session.end - session.start) / session.split) - 1);
    const fulfillment = atIndiaTime(now, offset, session.start + slot * session.split);
    const statusId = statusFor(rng, fulfillment, now, true);
    drafts.push({ service: 'OFFLINE_CONSULTS', providerId: DEMO.clinicProviderId, statusId, fulfillment, homeVisit: false, doctorId: doctor.id });
  }
  return drafts;
}

function providerActor(rng: Prng, providerId: number) {
  if (providerId === DEMO.childProviders.bengaluru) return rng.chance(0.7) ? person('dcoperations') : person('dcadmin');
  if (providerId === DEMO.standaloneLabId) return person('standaloneLab');
  if (providerId === DEMO.clinicProviderId) return person('clinicAdmin');
  return person('dcadmin');
}

/** Fills a draft into a full row with its history. */
function complete(rng: Prng, draft: Draft, now: Date, newFileId: () => string): RequestRow {
  const offline = draft.service === 'OFFLINE_CONSULTS';
  const corporate = rng.weighted(CORPORATE_WEIGHTS);
  const contract: Contract = offline ? CONTRACTS.OPD : rng.weighted(CONTRACT_WEIGHTS);
  const city = PROVIDER_CITY[draft.providerId];
  const p = patient(rng, city, now);
  const firstInsurer = corporate.insurerId === DEMO.insurerId;
  const viaEdw = !offline && rng.chance(0.55);
  // 'EDW File' or 'API' on the history page comes from file_source_id.

  // Packages: one by contract, sometimes with a lab-test add-on.
  let packageIds: number[];
  if (offline) packageIds = [DEMO.consultationPackageId];
  else {
    packageIds = [rng.pick(PACKAGES_BY_CONTRACT[contract.id])];
    if (rng.chance(0.15)) {
      const addOn = rng.pick(ADD_ON_PACKAGES);
      if (!packageIds.includes(addOn)) packageIds.push(addOn);
    }
  }
  const packages = packageIds.map((id) => packageById.get(id)!);
  const doctor = offline ? DOCTORS.find((d) => d.id === draft.doctorId)! : null;

  // Creation: before the visit and never after now; older visits were booked further ahead.
  const visit = draft.fulfillment.getTime();
  const latest = Math.min(visit - HOUR, now.getTime() - 10 * 60_000);
  const createdOn = new Date(latest - rng.int(1, 10 * 24) * HOUR - rng.int(0, 59) * 60_000);

  const insurerUser = firstInsurer ? (contract.id === CONTRACTS.ESALES.id && rng.chance(0.5) ? person('insureragent') : person('insureradmin')) : person('otherInsurer');
  const fromEsalesQueue = draft.statusId === S.Wip || draft.statusId === S.WipClosedByInsurer;
  const creator = fromEsalesQueue ? insurerUser : viaEdw ? { id: null, name: 'EDW File' } : offline ? { id: null, name: 'System' } : insurerUser;
  const actors: JourneyActors = { provider: providerActor(rng, draft.providerId), insurer: insurerUser, creator };
  const history = buildJourney(rng, draft.statusId, {
    createdOn, fulfillment: draft.fulfillment, now, homeVisit: draft.homeVisit, actors, newFileId, offline,
  });
  history[0].remarks = fromEsalesQueue ? 'From Esales'
    : offline ? history[0].remarks
    : viaEdw ? 'Case received from insurer (EDW file)'
    : contract.id === CONTRACTS.ESALES.id ? 'Booked through e-sales'
    : 'Appointment requested by insurer';
  const last = history[history.length - 1];

  const rescheduled = history.some((h) => RESCHEDULED.has(h.statusId));
  const firstAppointment = rescheduled
    ? new Date(Math.max(createdOn.getTime() + 2 * HOUR, visit - rng.int(1, 4) * DAY))
    : draft.fulfillment;

  const agentIsDemo = firstInsurer && contract.id === CONTRACTS.ESALES.id && insurerUser.id === DEMO.users.insureragent.id;
  const agentPerson = `${rng.pick(FIRST_NAMES_M)} ${rng.pick(LAST_NAMES)}`;
  const additionals: Record<string, string> = {};
  if (contract.id === CONTRACTS.PPMC.id || contract.id === CONTRACTS.ESALES.id) additionals.ProposalNumber = `PRP${rng.digits(9)}`;
  if (contract.id === CONTRACTS.CORPORATE_AHC.id) {
    additionals.hrName = `${rng.pick(FIRST_NAMES_F)} ${rng.pick(LAST_NAMES)}`;
    additionals.hrLocation = city;
    additionals.hrMobileNumber = phone(rng);
  }
  if (contract.id === CONTRACTS.PRE_EMPLOYMENT.id) additionals.CaseType = 'Pre-employment';
  if (!offline && rng.chance(0.3)) additionals.packageOrGrade = rng.pick(['Grade A', 'Grade B', 'Band 3', 'Band 5']);

  return {
    id: 0,
    service: draft.service,
    providerId: draft.providerId,
    corporateId: corporate.id,
    contractId: contract.id,
    productType: contract.id,
    employeeId: `${corporate.prefix}${rng.digits(6)}`,
    maid: contract.id === CONTRACTS.PPMC.id || contract.id === CONTRACTS.ESALES.id ? `MA${rng.digits(9)}` : null,
    patientName: p.name,
    dob: p.dob,
    gender: p.gender,
    phone: p.phone,
    email: p.email,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2,
    city: p.city,
    pinCode: p.pinCode,
    clientLocation: offline ? '' : city,
    packageIds,
    packageName: packages.map((x) => x.name).join(', '),
    testCategory: [...new Set(packages.map((x) => x.testCategory))].join(', '),
    visitType: draft.homeVisit ? VisitType.HomeVisit : VisitType.Appointment,
    fulfillmentDate: draft.fulfillment,
    firstAppointmentDate: firstAppointment,
    statusId: draft.statusId,
    priorityId: rng.weighted(PRIORITY_WEIGHTS),
    isDnd: rng.chance(0.08),
    isPaid: rng.chance(0.12),
    amount: doctor ? doctor.fee : packages.reduce((sum, x) => sum + x.price, 0),
    remarks: last.remarks,
    source: insurerName(corporate.insurerId),
    sourceType: contract.sourceType,
    fileSourceId: viaEdw ? EDW_FILE_SOURCE_ID : API_SOURCE_ID,
    agentName: contract.id === CONTRACTS.ESALES.id ? (agentIsDemo ? insurerUser.name : agentPerson) : null,
    agentMobile: contract.id === CONTRACTS.ESALES.id ? (agentIsDemo ? userByKey.insureragent.phone : phone(rng)) : null,
    agentCode: contract.id === CONTRACTS.ESALES.id ? (agentIsDemo ? DEMO.agentId : `AG-${rng.int(2000, 9999)}`) : null,
    doctorId: draft.doctorId,
    providerRescheduleCount: offline ? history.filter((h) => h.statusId === S.RescheduledByCentre).length : 0,
    maxRescheduleCount: offline ? 2 : null,
    cancellationReason: offline && CANCELLED.has(draft.statusId) ? last.remarks || 'Patient wants to cancel' : null,
    additionals,
    createdByUserId: history[0].actorUserId,
    createdOn: history[0].at,
    modifiedOn: last.at,
    history,
  };
}

/**
 * Every demo request, ordered by creation with ids ascending from DEMO.firstRequestId, as a real
 * system would have numbered them. File ids come from `newFileId`, not from the PRNG: the demo data
 * is the same for everyone, so ids derived from it could be guessed.
 */
export function generateRequests(rng: Prng, now: Date, newFileId: () => string = () => fileId()): RequestRow[] {
  const drafts = [...labDrafts(rng, now), ...offlineDrafts(rng, now)];
  const rows = drafts.map((d) => complete(rng, d, now, newFileId));
  rows.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
  rows.forEach((row, i) => {
    row.id = DEMO.firstRequestId + i;
  });
  return rows;
}

/** Whether a status can only be reached once the visit is past (used by tests). */
export function isAfterVisit(statusId: StatusId): boolean {
  return AFTER_VISIT.has(statusId);
}
