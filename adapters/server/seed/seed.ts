/**
 * Fills an empty database with the demo data: organisations, users (password Demo@1234), doctors,
 * packages, about 5,000 lab requests and 300 offline consults with their histories and some call
 * correspondence, and 3,000 e-sales cases, all dated relative to `now` and generated from fixed
 * PRNG seeds.
 */
import { SCHEMA_LOCK } from '../store/migrate.ts';
import { fileId } from '../files/file-id.ts';
import { AuditAction } from '../../../core/audit/audit-action.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Db } from '../store/db.ts';
import { insertBookingData } from './booking-places.ts';
import { insertBulkReference } from './bulk-reference.ts';
import { bulkInsert, type Column } from './bulk-insert.ts';
import { DEMO } from './demo-ids.ts';
import type { HistoryStep } from './journeys.ts';
import { CORPORATES, DOCTORS, INSURERS, PROVIDERS, USERS, doctorJson } from './organisations.ts';
import { accessLevelOf } from '../../../core/spoc/spoc-roles.ts';
import { Prng } from './prng.ts';
import { PACKAGES } from './reference-data.ts';
import { insertRetailCatalogue } from './retail-catalogue.ts';
import { generateRequests, type RequestRow } from './requests.ts';
import { generateEsalesCases, generateRequestCorrespondence, type CorrespondenceSeedRow, type EsalesCaseRow } from './esales-cases.ts';

/** The PRNG seed of the demo data; change it and every generated name and date changes. */
export const DEMO_SEED = 20_240_531;
/**
 * The e-sales cases and the seeded correspondence draw from PRNGs of their own, so adding them
 * left every request generated before them as it was.
 */
const ESALES_SEED = 20_261_123;
const CORRESPONDENCE_SEED = 20_261_124;

/** What the seed wrote. */
export interface SeedSummary {
  providers: number;
  insurers: number;
  corporates: number;
  users: number;
  packages: number;
  doctors: number;
  labRequests: number;
  offlineRequests: number;
  historyRows: number;
  esalesCases: number;
  correspondences: number;
  /** Distinct status ids among the requests. */
  statusIds: number;
}

/** Thrown when the database already holds users: the seed never mixes with real data. */
export class DatabaseNotEmptyError extends Error {
  constructor() {
    super('The database already holds data (app_user is not empty); the demo seed only fills an empty database.');
    this.name = 'DatabaseNotEmptyError';
  }
}

/** Whether the database holds no users, the seed's test for "empty". */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM app_user) AS empty');
  return rows[0].empty;
}

const REQUEST_COLUMNS: readonly Column<RequestRow>[] = [
  { name: 'id', type: 'bigint', value: (r) => r.id },
  { name: 'service', type: 'text', value: (r) => r.service },
  { name: 'provider_id', type: 'integer', value: (r) => r.providerId },
  { name: 'corporate_id', type: 'integer', value: (r) => r.corporateId },
  { name: 'contract_id', type: 'integer', value: (r) => r.contractId },
  { name: 'product_type', type: 'integer', value: (r) => r.productType },
  { name: 'employee_id', type: 'text', value: (r) => r.employeeId },
  { name: 'maid', type: 'text', value: (r) => r.maid },
  { name: 'patient_name', type: 'text', value: (r) => r.patientName },
  { name: 'dob', type: 'date', value: (r) => r.dob },
  { name: 'gender', type: 'text', value: (r) => r.gender },
  { name: 'phone', type: 'text', value: (r) => r.phone },
  { name: 'email', type: 'text', value: (r) => r.email },
  { name: 'address_line1', type: 'text', value: (r) => r.addressLine1 },
  { name: 'address_line2', type: 'text', value: (r) => r.addressLine2 },
  { name: 'city', type: 'text', value: (r) => r.city },
  { name: 'pin_code', type: 'text', value: (r) => r.pinCode },
  { name: 'client_location', type: 'text', value: (r) => r.clientLocation },
  { name: 'package_ids', type: 'integer[]', value: (r) => r.packageIds },
  { name: 'package_name', type: 'text', value: (r) => r.packageName },
  { name: 'test_category', type: 'text', value: (r) => r.testCategory },
  { name: 'visit_type', type: 'text', value: (r) => r.visitType },
  { name: 'fulfillment_date', type: 'timestamptz', value: (r) => r.fulfillmentDate },
  { name: 'first_appointment_date', type: 'timestamptz', value: (r) => r.firstAppointmentDate },
  { name: 'status_id', type: 'integer', value: (r) => r.statusId },
  { name: 'priority_id', type: 'smallint', value: (r) => r.priorityId },
  { name: 'is_dnd', type: 'boolean', value: (r) => r.isDnd },
  { name: 'is_paid', type: 'boolean', value: (r) => r.isPaid },
  { name: 'amount', type: 'numeric', value: (r) => r.amount },
  { name: 'remarks', type: 'text', value: (r) => r.remarks },
  { name: 'source', type: 'text', value: (r) => r.source },
  { name: 'source_type', type: 'text', value: (r) => r.sourceType },
  { name: 'file_source_id', type: 'integer', value: (r) => r.fileSourceId },
  { name: 'agent_name', type: 'text', value: (r) => r.agentName },
  { name: 'agent_mobile', type: 'text', value: (r) => r.agentMobile },
  { name: 'agent_code', type: 'text', value: (r) => r.agentCode },
  { name: 'doctor_id', type: 'integer', value: (r) => r.doctorId },
  { name: 'provider_reschedule_count', type: 'integer', value: (r) => r.providerRescheduleCount },
  { name: 'max_reschedule_count', type: 'integer', value: (r) => r.maxRescheduleCount },
  { name: 'cancellation_reason', type: 'text', value: (r) => r.cancellationReason },
  { name: 'additionals', type: 'jsonb', value: (r) => r.additionals },
  { name: 'created_by_user_id', type: 'integer', value: (r) => r.createdByUserId },
  { name: 'created_on', type: 'timestamptz', value: (r) => r.createdOn },
  { name: 'modified_on', type: 'timestamptz', value: (r) => r.modifiedOn },
];

const ESALES_CASE_COLUMNS: readonly Column<EsalesCaseRow>[] = [
  { name: 'id', type: 'bigint', value: (c) => c.id },
  { name: 'equote', type: 'text', value: (c) => c.equote },
  { name: 'corporate_id', type: 'integer', value: (c) => c.corporateId },
  { name: 'customer_name', type: 'text', value: (c) => c.customerName },
  { name: 'phone', type: 'text', value: (c) => c.phone },
  { name: 'email', type: 'text', value: (c) => c.email },
  { name: 'member_id', type: 'text', value: (c) => c.memberId },
  { name: 'application_no', type: 'text', value: (c) => c.applicationNo },
  { name: 'request_json', type: 'jsonb', value: (c) => c.requestJson },
  { name: 'error', type: 'text', value: (c) => c.error },
  { name: 'is_dnd', type: 'boolean', value: (c) => c.isDnd },
  { name: 'is_dnd_customer', type: 'boolean', value: (c) => c.isDndCustomer },
  { name: 'order_id', type: 'bigint', value: (c) => c.orderId },
  { name: 'request_id', type: 'bigint', value: (c) => c.requestId },
  { name: 'created_on', type: 'timestamptz', value: (c) => c.createdOn },
];

const CORRESPONDENCE_COLUMNS: readonly Column<CorrespondenceSeedRow>[] = [
  { name: 'request_id', type: 'bigint', value: (c) => c.requestId },
  { name: 'correspondence_type', type: 'integer', value: () => 153 },
  { name: 'correspondence_type_value', type: 'text', value: () => 'Call' },
  { name: 'call_type', type: 'integer', value: (c) => c.callType },
  { name: 'call_type_value', type: 'text', value: (c) => c.callTypeValue },
  { name: 'call_status', type: 'integer', value: (c) => c.callStatus },
  { name: 'call_status_value', type: 'text', value: (c) => c.callStatusValue },
  { name: 'work_status', type: 'text', value: (c) => c.workStatus },
  { name: 'comment', type: 'text', value: (c) => c.comment },
  { name: 'rc_blob', type: 'jsonb', value: (c) => c.rcBlob },
  { name: 'created_by', type: 'integer', value: (c) => c.createdBy },
  { name: 'created_on', type: 'timestamptz', value: (c) => c.createdOn },
];

type HistoryRow = HistoryStep & { requestId: number };
const HISTORY_COLUMNS: readonly Column<HistoryRow>[] = [
  { name: 'request_id', type: 'bigint', value: (h) => h.requestId },
  { name: 'status_id', type: 'integer', value: (h) => h.statusId },
  { name: 'actor_user_id', type: 'integer', value: (h) => h.actorUserId },
  { name: 'actor_name', type: 'text', value: (h) => h.actorName },
  { name: 'at', type: 'timestamptz', value: (h) => h.at },
  { name: 'remarks', type: 'text', value: (h) => h.remarks },
  { name: 'feedback', type: 'text', value: (h) => h.feedback },
  { name: 'attachments', type: 'jsonb', value: (h) => h.attachments },
];

async function insertOrganisations(tx: Db, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 400 * 86_400_000);
  await bulkInsert(tx, 'provider', [
    { name: 'id', type: 'integer', value: (p) => p.id },
    { name: 'name', type: 'text', value: (p) => p.name },
    { name: 'address', type: 'text', value: (p) => p.address },
    { name: 'city', type: 'text', value: (p) => p.city },
    { name: 'parent_id', type: 'integer', value: (p) => p.parentId },
    { name: 'services', type: 'text[]', value: (p) => p.services },
    { name: 'grade', type: 'text', value: (p) => p.grade },
    { name: 'create_order', type: 'boolean', value: (p) => p.createOrder === true },
    { name: 'created_on', type: 'timestamptz', value: () => since },
  ], PROVIDERS);
  await bulkInsert(tx, 'insurer', [
    { name: 'id', type: 'integer', value: (i) => i.id },
    { name: 'name', type: 'text', value: (i) => i.name },
    { name: 'address', type: 'text', value: (i) => i.address },
  ], INSURERS);
  await bulkInsert(tx, 'corporate', [
    { name: 'id', type: 'integer', value: (c) => c.id },
    { name: 'insurer_id', type: 'integer', value: (c) => c.insurerId },
    { name: 'name', type: 'text', value: (c) => c.name },
  ], CORPORATES);
}

async function insertUsers(tx: Db, now: Date, hashes: readonly string[]): Promise<void> {
  const createdOn = new Date(now.getTime() - 180 * 86_400_000);
  const rows = USERS.map((u, i) => ({ u, demo: DEMO.users[u.key], hash: hashes[i] }));
  await bulkInsert(tx, 'app_user', [
    { name: 'id', type: 'integer', value: (r) => r.demo.id },
    { name: 'user_name', type: 'text', value: (r) => r.demo.userName },
    { name: 'password_hash', type: 'text', value: (r) => r.hash },
    { name: 'first_name', type: 'text', value: (r) => r.u.firstName },
    { name: 'last_name', type: 'text', value: (r) => r.u.lastName },
    { name: 'email', type: 'text', value: (r) => `${r.demo.userName}@demo.example` },
    { name: 'phone', type: 'text', value: (r) => r.u.phone },
    { name: 'role_name', type: 'text', value: (r) => r.demo.roleName },
    { name: 'role_id', type: 'integer', value: (r) => r.demo.roleId },
    { name: 'provider_id', type: 'integer', value: (r) => r.u.providerId },
    { name: 'insurer_id', type: 'integer', value: (r) => r.u.insurerId },
    { name: 'agent_id', type: 'text', value: (r) => r.u.agentId },
    { name: 'features', type: 'text[]', value: (r) => r.u.features },
    { name: 'otp_required', type: 'boolean', value: () => true },
    { name: 'created_on', type: 'timestamptz', value: () => createdOn },
    { name: 'spoc_roles', type: 'text[]', value: (r) => r.u.spoc?.roles ?? [] },
    { name: 'read_only', type: 'boolean', value: (r) => (r.u.spoc ? accessLevelOf(r.u.spoc.roles) === 'viewer' : false) },
    { name: 'notify', type: 'jsonb', value: (r) => r.u.spoc?.notify ?? {} },
    { name: 'whatsapp_no', type: 'text', value: (r) => r.u.spoc?.whatsapp ?? null },
    { name: 'created_by', type: 'text', value: (r) => (r.u.spoc ? DEMO.users.clinicAdmin.userName : null) },
  ], rows);
}

async function insertCatalogue(tx: Db, now: Date): Promise<void> {
  await bulkInsert(tx, 'package', [
    { name: 'id', type: 'integer', value: (p) => p.id },
    { name: 'name', type: 'text', value: (p) => p.name },
    { name: 'test_category', type: 'text', value: (p) => p.testCategory },
    { name: 'price', type: 'numeric', value: (p) => p.price },
    { name: 'groups', type: 'jsonb', value: (p) => p.groups },
  ], PACKAGES);
  const modifiedOn = new Date(now.getTime() - 20 * 86_400_000);
  const rows = DOCTORS.map((d) => ({ d, j: doctorJson(d, now, DEMO.clinicProviderId) }));
  await bulkInsert(tx, 'doctor', [
    { name: 'id', type: 'integer', value: (r) => r.d.id },
    { name: 'provider_id', type: 'integer', value: () => DEMO.clinicProviderId },
    { name: 'prefix', type: 'text', value: (r) => r.d.prefix },
    { name: 'first_name', type: 'text', value: (r) => r.d.firstName },
    { name: 'last_name', type: 'text', value: (r) => r.d.lastName },
    { name: 'description', type: 'text', value: (r) => r.d.description },
    { name: 'gender', type: 'text', value: (r) => r.d.gender },
    { name: 'practice_start_date', type: 'date', value: (r) => r.d.practiceStartDate },
    { name: 'specialization', type: 'text', value: (r) => r.d.specialization },
    { name: 'qualifications', type: 'jsonb', value: (r) => r.d.qualifications },
    { name: 'languages', type: 'text[]', value: (r) => r.d.languages },
    { name: 'customer_fee', type: 'numeric', value: (r) => r.j.priceDetails.customerFee },
    { name: 'provider_fee', type: 'numeric', value: (r) => r.j.priceDetails.providerFee },
    { name: 'mb_fee', type: 'numeric', value: (r) => r.j.priceDetails.mbFee },
    { name: 'free_followup_days', type: 'integer', value: (r) => r.d.freeFollowupDays },
    { name: 'image_url', type: 'text', value: () => fileId() },
    { name: 'mci_ids', type: 'jsonb', value: (r) => r.j.mciIds },
    { name: 'government_ids', type: 'jsonb', value: (r) => r.j.governmentIds },
    { name: 'awards', type: 'jsonb', value: (r) => r.j.awards },
    { name: 'is_active', type: 'boolean', value: (r) => r.d.isActive },
    { name: 'qc_status', type: 'text', value: (r) => r.d.qcStatus },
    { name: 'qc_remarks', type: 'jsonb', value: (r) => r.d.qcRemarks },
    { name: 'profile_percent_complete', type: 'integer', value: (r) => r.d.percent },
    { name: 'slots', type: 'jsonb', value: (r) => r.j.slots },
    { name: 'holidays', type: 'jsonb', value: (r) => r.j.holidays },
    { name: 'created_on', type: 'timestamptz', value: () => new Date(now.getTime() - 200 * 86_400_000) },
    { name: 'modified_on', type: 'timestamptz', value: () => modifiedOn },
    { name: 'modified_by', type: 'text', value: () => 'Meera Joshi' },
  ], rows);
}

/**
 * Seeds an empty database and reports what it wrote. Everything goes in one transaction, so a
 * failure leaves the database empty. Refuses (DatabaseNotEmptyError) when users already exist.
 */
export async function seedDemoData(db: Db, now: Date): Promise<SeedSummary> {
  if (!(await isEmpty(db))) throw new DatabaseNotEmptyError();
  // Hash before the transaction: argon2 is the slow part and needs no database.
  const hashes = await Promise.all(USERS.map(() => hashPassword(DEMO.password)));
  const requests = generateRequests(new Prng(DEMO_SEED), now);
  const history: HistoryRow[] = requests.flatMap((r) => r.history.map((h) => ({ ...h, requestId: r.id })));
  const correspondences = generateRequestCorrespondence(new Prng(CORRESPONDENCE_SEED), requests);
  const cases = generateEsalesCases(new Prng(ESALES_SEED), now, requests);

  await db.transaction(async (tx) => {
    // Instances started together on one empty database seed it once: the others wait here, then
    // find it seeded (the lock is the schema's, migrate.ts).
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    if (!(await isEmpty(tx))) throw new DatabaseNotEmptyError();
    // Generated history, not anyone's change: no live events (028_request_changes.sql).
    await tx.query(`SELECT set_config('portal.quiet', 'on', true)`);
    await insertOrganisations(tx, now);
    await insertUsers(tx, now, hashes);
    await insertCatalogue(tx, now);
    await insertBookingData(tx);
    await insertRetailCatalogue(tx, now);
    await insertBulkReference(tx);
    await bulkInsert(tx, 'appointment_request', REQUEST_COLUMNS, requests);
    await bulkInsert(tx, 'request_status_history', HISTORY_COLUMNS, history, 10_000);
    await tx.query(`SELECT setval('appointment_request_id_seq', (SELECT max(id) FROM appointment_request))`);
    await bulkInsert(tx, 'correspondence', CORRESPONDENCE_COLUMNS, correspondences);
    await bulkInsert(tx, 'esales_case', ESALES_CASE_COLUMNS, cases);
    await tx.query(`SELECT setval('esales_case_id_seq', (SELECT max(id) FROM esales_case))`);
    // The trail opens with the seed as one event: generated data, not anyone's changes.
    const details = { users: USERS.length, requests: requests.length, historyRows: history.length, esalesCases: cases.length };
    await recordAudit(tx, { at: now, action: AuditAction.DemoDataSeeded, actorUserId: null, actorName: '', subject: '', details });
  });

  return {
    providers: PROVIDERS.length,
    insurers: INSURERS.length,
    corporates: CORPORATES.length,
    users: USERS.length,
    packages: PACKAGES.length,
    doctors: DOCTORS.length,
    labRequests: requests.filter((r) => r.service === 'LABS').length,
    offlineRequests: requests.filter((r) => r.service === 'OFFLINE_CONSULTS').length,
    historyRows: history.length,
    esalesCases: cases.length,
    correspondences: correspondences.length,
    statusIds: new Set(requests.map((r) => r.statusId)).size,
  };
}
