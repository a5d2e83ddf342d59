import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '../store/db.ts';

const HOUR = 3_600_000;

/** One status of a fixture request's history; `at` in hours from the test clock's now. */
interface Step {
  status: number;
  at: number;
  by: string;
  remarks?: string;
  reports?: Record<string, string>;
  bills?: Record<string, string>;
}

/** One fixture request for the history and insurer-list tests. */
interface InsurerFixtureRequest {
  id: number;
  provider: number;
  corporate: number;
  contract: number;
  name: string;
  phone: string;
  email: string;
  employeeId: string;
  maid?: string;
  dob?: string | null;
  dnd?: boolean;
  homeVisit?: boolean;
  clientLocation?: string;
  agent?: { name: string; mobile: string; code: string };
  fileSourceId: number;
  /** Hours from now to the appointment. */
  visit: number;
  priority?: number;
  additionals?: Record<string, string>;
  history: Step[];
}

/**
 * Requests of the fixture world (fixture.ts) with their histories: what the lab desk would have
 * recorded as they moved. Insurer 300 owns corporates 301/302, insurer 400 owns 401; labs 101/102
 * are branches of 100, 200 is another lab. The DND customers' numbers appear in remarks too, so a
 * test can see that masking reaches every field.
 */
export const INSURER_REQUESTS = {
  /** Insurer 300, lab 101, DND; reports submitted but not yet QC approved. */
  submittedDnd: {
    id: 30000001, provider: 101, corporate: 301, contract: 9782, name: 'Deepa Nair', phone: '9876543210', email: 'deepa.nair@mail.test',
    employeeId: 'ACM001', maid: 'MA000000001', dob: '1990-05-10', dnd: true, fileSourceId: 1000042, visit: -30, priority: 2,
    additionals: { ProposalNumber: 'PRP000000001', alternateMobile: '9123412345' },
    history: [
      { status: 22, at: -100, by: 'EDW File', remarks: 'Case received from insurer (EDW file)' },
      { status: 23, at: -80, by: 'Fx Tester', remarks: 'Confirmed; customer asked to call 9876543210 before the visit' },
      { status: 32, at: -29, by: 'Fx Tester', remarks: 'Attended' },
      { status: 37, at: -20, by: 'Fx Tester', remarks: 'Reports uploaded', reports: { 'fx1-r1': 'Blood report.pdf' }, bills: { 'fx1-b1': 'Invoice.pdf' } },
    ],
  },
  /** Insurer 300, lab 102, e-sales home visit, QC approved: reports released. */
  approved: {
    id: 30000002, provider: 102, corporate: 302, contract: 4625, name: 'Vivek Anand', phone: '9811122233', email: 'vivek.anand@mail.test',
    employeeId: 'GLX002', maid: 'MA000000002', dob: '0001-01-01', homeVisit: true, clientLocation: 'Globex HQ, Pune',
    agent: { name: 'Agent Fx', mobile: '9800000099', code: 'AG-1' }, fileSourceId: 1000017, visit: -60,
    history: [
      { status: 22, at: -150, by: 'Fx Insureradmin', remarks: 'Booked through e-sales' },
      { status: 23, at: -140, by: 'Fx Tester', remarks: 'Confirmed' },
      { status: 32, at: -59, by: 'Fx Tester', remarks: '' },
      { status: 37, at: -50, by: 'Fx Tester', remarks: 'Uploaded', reports: { 'fx2-r1': 'ECG.pdf' } },
      { status: 48, at: -10, by: 'QC Team', remarks: 'Approved' },
    ],
  },
  /** Insurer 300 but lab 200: the insurer sees it, lab 100's tree does not. */
  otherLab: {
    id: 30000003, provider: 200, corporate: 301, contract: 3104, name: 'Kamala Devi', phone: '9700011122', email: 'kamala@mail.test',
    employeeId: 'ACM003', fileSourceId: 1000017, visit: 48,
    history: [{ status: 22, at: -5, by: 'Fx Insureradmin', remarks: 'Appointment requested by insurer' }],
  },
  /** Insurer 400 (another insurer), lab 101, DND. */
  otherInsurer: {
    id: 30000004, provider: 101, corporate: 401, contract: 9782, name: 'Ravi Teja', phone: '9600012345', email: 'ravi.teja@mail.test',
    employeeId: 'INI004', dnd: true, fileSourceId: 1000042, visit: -2,
    history: [
      { status: 22, at: -50, by: 'EDW File' },
      { status: 23, at: -40, by: 'Fx Tester', remarks: 'Confirmed' },
    ],
  },
} satisfies Record<string, InsurerFixtureRequest>;

/** The fixture's request ids by name. */
export const INSURER_REQUEST_IDS = Object.fromEntries(Object.entries(INSURER_REQUESTS).map(([k, r]) => [k, r.id])) as Record<keyof typeof INSURER_REQUESTS, number>;

/** The stored files behind the fixture's attachments (fx9-r9 is attached nowhere). */
export const INSURER_FILES = [
  { id: 'fx1-r1', requestId: 30000001, name: 'Blood report.pdf', type: 'Report' },
  { id: 'fx1-b1', requestId: 30000001, name: 'Invoice.pdf', type: 'Bill' },
  { id: 'fx2-r1', requestId: 30000002, name: 'ECG.pdf', type: 'Report' },
] as const;

/** The bytes of a fixture file: a tiny PDF naming it, so a test can tell the files apart. */
export const fixtureFileBytes = (id: string) => Buffer.from(`%PDF-1.4\n% fixture file ${id}\n%%EOF\n`);

/** Writes the fixture files' bytes under a files folder (the server's filesDir). */
export async function writeInsurerFiles(filesDir: string): Promise<void> {
  for (const f of INSURER_FILES) {
    const path = join(filesDir, 'fx', `${f.id}.pdf`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, fixtureFileBytes(f.id));
  }
}

/** Loads the requests, their histories, a correspondence and the notifications sent for them. */
export async function loadInsurerFixture(db: Db, now: Date): Promise<void> {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  for (const r of Object.values(INSURER_REQUESTS) as InsurerFixtureRequest[]) {
    const last = r.history[r.history.length - 1];
    await db.query(
      `INSERT INTO appointment_request (id, provider_id, corporate_id, contract_id, product_type, employee_id, maid, patient_name, dob, gender,
         phone, email, address_line1, city, pin_code, client_location, package_ids, package_name, test_category, visit_type, fulfillment_date,
         first_appointment_date, status_id, priority_id, is_dnd, remarks, source, source_type, file_source_id, agent_name, agent_mobile, agent_code,
         additionals, created_on, modified_on)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, 'F', $9, $10, '4 Lake View', 'Bengaluru', '560001', $11, '{1}', 'Full Body Checkup',
         'Health Check', $12, $13, $13, $14, $15, $16, $17, 'Fixture Insurance', $18, $19, $20, $21, $22, $23, $24, $25)`,
      [
        r.id, r.provider, r.corporate, r.contract, r.employeeId, r.maid ?? null, r.name, r.dob ?? null, r.phone, r.email, r.clientLocation ?? '',
        r.homeVisit ? 'Home_Visit' : 'Appointment', at(r.visit), last.status, r.priority ?? 0, r.dnd ?? false, last.remarks ?? '',
        r.contract === 4625 ? 'Esales' : 'PPMC', r.fileSourceId, r.agent?.name ?? null, r.agent?.mobile ?? null, r.agent?.code ?? null,
        JSON.stringify(r.additionals ?? {}), at(r.history[0].at), at(last.at),
      ],
    );
    for (const s of r.history) {
      const attachments = { ...(s.reports ? { reports: s.reports } : {}), ...(s.bills ? { bills: s.bills } : {}) };
      await db.query(
        'INSERT INTO request_status_history (request_id, status_id, actor_name, at, remarks, attachments) VALUES ($1, $2, $3, $4, $5, $6)',
        [r.id, s.status, s.by, at(s.at), s.remarks ?? '', JSON.stringify(attachments)],
      );
    }
  }
  for (const f of INSURER_FILES) {
    await db.query(
      `INSERT INTO file (id, file_name, file_type, content_type, size_bytes, sha256, storage_path, provider_id, uploaded_by, request_id, created_on)
       VALUES ($1, $2, $3, 'application/pdf', $4, 'fixture', $5, 101, 1, $6, $7)`,
      [f.id, f.name, f.type, fixtureFileBytes(f.id).length, `fx/${f.id}.pdf`, f.requestId, at(-20)],
    );
  }
  const dnd = INSURER_REQUESTS.submittedDnd;
  await db.query(
    `INSERT INTO correspondence (request_id, request_flow_id, correspondence_type, correspondence_type_value, call_type, call_type_value,
       call_status, call_status_value, work_status, comment, rc_blob, created_on, attach_files)
     VALUES ($1, (SELECT id FROM request_status_history WHERE request_id = $1 AND status_id = 23), 153, 'Call', 1, 'Outbound', 73,
       'Call back later', 'Open', $2, $3, $4, $5)`,
    [dnd.id, `Customer on ${dnd.phone} asked for a callback`, JSON.stringify({ uicnumber: 'UIC1', callbackdate: '2026-11-23' }), at(-70),
      JSON.stringify({ correspondencereports: { 'fx1-c1': 'Call notes.pdf' } })],
  );
  const notify = (requestId: number, statusId: number, channel: string, recipient: string, body: string, hours: number) =>
    db.query(
      `INSERT INTO outbox (channel, recipient, subject, body, purpose, request_id, created_on, is_delivered, status, status_id)
       VALUES ($1, $2, 'Your appointment', $3, 'statusNotification', $4, $5, true, 'Logged', $6)`,
      [channel, recipient, body, requestId, at(hours), statusId],
    );
  await notify(dnd.id, 22, 'SMS', dnd.phone, `Dear Deepa, your appointment is booked. Queries: reply to this SMS from ${dnd.phone}.`, -99);
  await notify(dnd.id, 23, 'Email', dnd.email, `Dear Deepa, your appointment is confirmed. We will call you on ${dnd.phone}.`, -79);
  await notify(INSURER_REQUESTS.otherInsurer.id, 23, 'SMS', INSURER_REQUESTS.otherInsurer.phone, 'Your appointment is confirmed.', -39);
  // A one-time code for the same request id must never show in its history.
  await db.query(
    `INSERT INTO outbox (channel, recipient, body, purpose, request_id, created_on) VALUES ('Email', 'x@fixture.example', 'Code 12345', 'otp', $1, $2)`,
    [dnd.id, at(-1)],
  );
}
