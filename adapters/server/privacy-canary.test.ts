import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from './http/contract-types.ts';
import { allOperations } from './operations.ts';
import { addChartUser } from './testing/chart-user.ts';
import { FIXTURE } from './testing/fixture.ts';
import { BOOKING, loadBookingFixture } from './testing/booking-fixture.ts';
import { AFFILIATE, loadAffiliateFixture } from './testing/affiliate-fixture.ts';
import { INSURER_REQUESTS, loadInsurerFixture, writeInsurerFiles } from './testing/insurer-fixture.ts';
import { multipartForm } from './testing/multipart-form.ts';
import { filledWorkbook } from './testing/bulk-workbooks.ts';
import { ContractKind } from '../../core/appointments/contracts.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from './testing/test-server.ts';
import { PHOTO_PNG } from './testing/images.ts';
import { IMPACT_FX, loadImpactFixture } from './doctors/impact-fixture.ts';

/**
 * Canary values on do-not-disturb customers: their numbers, addresses, and numbers and addresses
 * typed into every kind of free text. None may appear in any answer of any operation, in any export
 * or in the server log, whoever asks and however. A number's first six and last six digits are
 * canaries too: either shows a hidden digit (six, not five, so that random digits in tokens and
 * response times do not match by chance).
 */
const CANARY = {
  phone: '9988776655',
  alternate: '9911223344',
  typed: '9090807060',
  resendTo: '9070605040',
  email: 'canary.dnd@privacy.example',
  typedEmail: 'typed.canary@privacy.example',
} as const;
const FORBIDDEN = [
  ...Object.values(CANARY),
  '99887 76655',
  ...[CANARY.phone, CANARY.alternate, CANARY.typed, CANARY.resendTo].flatMap((n) => [n.slice(0, 6), n.slice(-6)]),
  'canary.dnd',
  'typed.canary',
];

/** Two DND requests of lab 101 and corporate 301 (lab dcadmin and insurer 300 both see them). */
const DND_IDS = [7700001, 7700002] as const;
/** A do-not-disturb e-sales case of corporate 301, with the canaries in its contacts, its error and its lead's additionals. */
const ESALES_CANARY_ID = 77000001;
const U = FIXTURE.users;
const HOUR = 3_600_000;

async function seedCanaries(s: TestServer): Promise<void> {
  const now = s.clock.now();
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  for (const [i, id] of DND_IDS.entries()) {
    await s.db.query(
      `INSERT INTO appointment_request (id, provider_id, corporate_id, contract_id, product_type, employee_id, maid, patient_name, dob, gender,
         phone, email, address_line1, address_line2, city, pin_code, client_location, package_ids, package_name, test_category, visit_type,
         fulfillment_date, first_appointment_date, status_id, priority_id, is_dnd, remarks, cancellation_reason, source, source_type,
         file_source_id, agent_name, agent_mobile, agent_code, additionals, created_on, modified_on)
       VALUES ($1, 101, 301, 4625, 4625, $2, 'MA-CANARY', 'Canary Customer', '1985-01-01', 'F', $3, $4, $5, $6, 'Bengaluru', '560001', $7,
         '{1}', 'Full Body Checkup', 'Health Check', 'Home_Visit', $8, $8, 22, 0, true, $9, $10, 'Fixture Insurance', 'Esales',
         1000042, 'Agent Fx', '9800000099', 'AG-1', $11, $12, $12)`,
      [
        id, `CAN00${i}`, CANARY.phone, CANARY.email, `Flat 2, ring ${CANARY.typed}`, `c/o ${CANARY.typedEmail}`, `Gate desk, call ${CANARY.alternate}`,
        at(24 + i), `Customer asked to call +91 99887 76655 or ${CANARY.typed}; mail ${CANARY.email}`, `Call back on ${CANARY.alternate}`,
        JSON.stringify({ alternateMobile: CANARY.alternate, insurerRemark: `Reach on ${CANARY.typed} or ${CANARY.typedEmail}` }), at(-5),
      ],
    );
    await s.db.query(
      `INSERT INTO request_status_history (request_id, status_id, actor_name, at, remarks) VALUES ($1, 22, 'EDW File', $2, $3)`,
      [id, at(-5), `Booked; customer on ${CANARY.phone}, ${CANARY.email}`],
    );
    await s.db.query(
      `INSERT INTO correspondence (request_id, correspondence_type, correspondence_type_value, call_type, call_type_value, call_status,
         call_status_value, work_status, comment, rc_blob, created_on)
       VALUES ($1, 153, 'Call', 1, 'Outbound', 73, 'Call back later', 'Open', $2, $3, $4)`,
      [id, `Spoke to ${CANARY.alternate}; wants mail at ${CANARY.typedEmail}`, JSON.stringify({ uicnumber: 'UIC1', callbackNumber: CANARY.typed }), at(-4)],
    );
    const message = (channel: string, recipient: string, subject: string, body: string) =>
      s.db.query(
        `INSERT INTO outbox (channel, recipient, subject, body, purpose, request_id, created_on, is_delivered, status, status_id)
         VALUES ($1, $2, $3, $4, 'statusNotification', $5, $6, true, 'Logged', 22)`,
        [channel, recipient, subject, body, id, at(-3)],
      );
    await message('SMS', CANARY.phone, 'Booked', `We will call you on ${CANARY.phone} or ${CANARY.alternate}.`);
    await message('Email', CANARY.email, `Booking for ${CANARY.email}`, `Dear customer (${CANARY.email}), we will call ${CANARY.phone}.`);
  }
  // A do-not-disturb e-sales case of the same customer, with the numbers in its lead's additionals too.
  await s.db.query(
    `INSERT INTO esales_case (id, equote, corporate_id, customer_name, phone, email, member_id, application_no, request_json, error, is_dnd, is_dnd_customer, created_on)
     VALUES ($1, 'EQ-CANARY', 301, 'Canary Customer', $2, $3, 'CAN-M1', 'AP-CANARY', $4, $5, true, true, $6)`,
    [
      ESALES_CANARY_ID, CANARY.phone, CANARY.email,
      JSON.stringify({ city: 'Bengaluru', state: 'Karnataka', additionals: { alternateMobile: CANARY.alternate, note: `call ${CANARY.typed}`, insurerRemark: `Reach on ${CANARY.typed} or ${CANARY.typedEmail}` } }),
      `Lead rejected: call ${CANARY.typed}`, at(-6),
    ],
  );
}

/** A message sent about the DND e-sales case, to its canary address. */
async function seedCanaryCase(s: TestServer): Promise<void> {
  const at = new Date(s.clock.now().getTime() - 5 * HOUR);
  await s.db.query(
    `INSERT INTO outbox (channel, recipient, subject, body, purpose, esales_case_id, created_on, is_delivered, status)
     VALUES ('Email', $1, $2, $3, 'statusNotification', $4, $5, true, 'Logged')`,
    [CANARY.email, `Lead ${CANARY.email}`, `We will call ${CANARY.phone}.`, ESALES_CANARY_ID, at],
  );
}

/** Everything an operation answered, as text a canary could hide in (zips are opened). */
async function answerText(res: LightMyRequestResponse): Promise<string> {
  if (res.headers['content-type'] !== 'application/zip' || res.statusCode !== 200) return res.body;
  const zip = await JSZip.loadAsync(res.rawPayload);
  const parts = await Promise.all(Object.values(zip.files).map(async (f) => `${f.name}\n${f.dir ? '' : await f.async('string')}`));
  return parts.join('\n');
}

describe.each(TEST_ENGINES)('the privacy canary on %s', (engine) => {
  let s: TestServer;
  let filesDir: string;
  const log: string[] = [];
  const answers: { op: OperationId; status: number; text: string }[] = [];
  const tokens: Record<'lab' | 'insurer' | 'agent' | 'mareport' | 'charts', string> = { lab: '', insurer: '', agent: '', mareport: '', charts: '' };

  /** Calls one operation and keeps its answer. */
  const call = async (op: OperationId, method: string, url: string, options: Parameters<TestServer['call']>[2] = {}) => {
    const res = await s.call(method, url, options);
    answers.push({ op, status: res.statusCode, text: await answerText(res) });
    return res;
  };

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'privacy-canary-'));
    const logger = pino({ level: 'trace' }, { write: (line: string) => void log.push(line) });
    s = await startTestServer(engine, { filesDir, publicUrl: 'http://portal.test' }, logger);
    await loadInsurerFixture(s.db, s.clock.now());
    await writeInsurerFiles(filesDir);
    await seedCanaries(s);
    await seedCanaryCase(s);
    await loadBookingFixture(s.db, s.clock.now());
    await loadAffiliateFixture(s.db, s.clock.now());
    tokens.lab = await s.signIn(U.dcadmin.userName);
    tokens.insurer = await s.signIn(U.insureradmin.userName);
    tokens.agent = await s.signIn(U.insureragent.userName);
    tokens.mareport = await s.signIn(U.mareport.userName);
    tokens.charts = await s.signIn(await addChartUser(s.db));
  }, 180_000);
  afterAll(async () => {
    await s?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('lets no canary out through any operation, export or log line', async () => {
    const { lab, insurer, agent, mareport } = tokens;
    const [dnd, other] = DND_IDS;

    // Sign-in and the session: the canary customers are not users, but every operation is asked.
    const first = (await call('authenticate', 'POST', '/api/provider/Authenticate', { body: { userName: U.dcadmin.userName, password: FIXTURE.password, applicationId: 10007 } })).json();
    await call('verifyOtp', 'POST', '/api/provider/verifyOTP', {
      body: { otp: await s.latestCode(U.dcadmin.userName), applicationId: 10007, userId: first.userId, encryptedToken: first.encryptedToken },
    });
    for (const token of [lab, insurer]) {
      await call('profileDetails', 'GET', '/api/provider/ProfileDetails', { token });
      await call('validServices', 'POST', '/api/medibuddyCentral/validServices', { body: {}, token });
      await call('userRolesFeatures', 'POST', '/api/provider/userRolesFeatures', { body: {}, token });
    }
    await call('validateToken', 'POST', '/api/provider/validateToken', { body: { applicationId: 5385, authToken: lab } });

    // The lab desk: every tab, searches that reach the canaries, the export, details and actions.
    const desk = (more: object) => ({ userId: U.dcadmin.id, services: 'LABS', providerId: 100, fetchForProviders: [], rows: 100, pageNumber: 1, startDate: '2026-10-01', endDate: '2027-01-31', ...more });
    for (let sourcePage = 1; sourcePage <= 10; sourcePage++) {
      await call('requestDetails', 'POST', '/api/medibuddyCentral/RequestDetails', { body: desk({ sourcePage }), token: lab });
    }
    const searches = [{ requestIds: [dnd, other] }, { contactNumber: '99887' }, { contactNumber: CANARY.phone }, { emailId: CANARY.email }, { patientName: 'Canary' }];
    for (const searchParam of searches) {
      const res = await call('requestDetails', 'POST', '/api/medibuddyCentral/RequestDetails', { body: desk({ sourcePage: 1, isSearch: true, searchParam }), token: lab });
      expect(res.statusCode, res.body).toBe(200);
    }
    const found = await call('requestDetails', 'POST', '/api/medibuddyCentral/RequestDetails', { body: desk({ sourcePage: 1, isSearch: true, searchParam: { requestIds: [dnd] } }), token: lab });
    expect(found.json().data.requestDetails).toHaveLength(1);
    for (const body of [desk({ sourcePage: 1 }), desk({ sourcePage: 1, isSearch: true, searchParam: { requestIds: [dnd, other] } })]) {
      const csv = await call('exportRequestDetails', 'POST', '/api/medibuddyCentral/ExportRequestDetails', { body, token: lab });
      expect(csv.body).toContain('Canary Customer');
    }
    await call('getPackageDetails', 'POST', '/api/provider/getPackageDetails', { body: { productEntityRelationIds: [1] }, token: lab });
    await call('fetchAdditionalDetails', 'POST', '/api/medibuddyCentral/fetchAdditionalDetails', {
      body: { userId: U.dcadmin.id, providerId: 100, services: 'LABS', requestIds: [dnd, other], properties: ['Reschedule_By_Provider_Count', 'Max_Reschedule_Count', 'Cancellation_Reason'] },
      token: lab,
    });
    const upload = multipartForm({ fileName: 'report.pdf', fileType: 'Report', appId: 10007, contractType: 4625 }, { name: 'report.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') });
    const uploaded = await call('uploadFile', 'POST', '/api/medibuddyCentral/uploadFile', { body: upload.body, headers: upload.headers, token: lab });
    const key = Object.keys(uploaded.json().data)[0];
    await call('previewFile', 'GET', `/api/files/${key}?preview=true`, { token: lab });
    await call('requestFlow', 'POST', '/api/provider/requestFlow', { body: { requestId: dnd }, token: lab });
    // A bulk confirm of both, undone at once: the undo's answer names requests and outcomes only.
    const together = await call('updateRequests', 'POST', '/api/medibuddyCentral/updateRequests', {
      body: {
        userId: U.dcadmin.id, services: 'LABS', providerId: 100,
        requestUpdateData: [dnd, other].map((requestId) => ({ requestId, action: 'Confirm', remarks: `Home Visit By: Doctor - confirmed on ${CANARY.typed}` })),
      },
      token: lab,
    });
    expect(together.json().undo, together.body).toBeDefined();
    await call('undoBulkUpdate', 'POST', '/api/medibuddyCentral/undoBulkUpdate', {
      body: { userId: U.dcadmin.id, services: 'LABS', providerId: 100, batchId: together.json().undo.batchId },
      token: lab,
    });
    const confirmed = await call('updateRequests', 'POST', '/api/medibuddyCentral/updateRequests', {
      body: {
        userId: U.dcadmin.id, services: 'LABS', providerId: 100,
        requestUpdateData: [{ requestId: dnd, action: 'Confirm', remarks: `Home Visit By: Doctor - confirmed on ${CANARY.typed}, ${CANARY.typedEmail}` }],
      },
      token: lab,
    });
    expect(confirmed.json().success, confirmed.body).toBe(true);
    const link = await call('downloadFile', 'GET', `/api/medibuddyCentral/downloadFile?guid=${key}&providerId=101`, { token: lab });
    await call('getSignedDownload', 'GET', link.json().signedUrl);
    // The lists again, now that the lab's remarks carry a typed number.
    await call('requestDetails', 'POST', '/api/medibuddyCentral/RequestDetails', { body: desk({ sourcePage: 2 }), token: lab });
    await call('exportRequestDetails', 'POST', '/api/medibuddyCentral/ExportRequestDetails', { body: desk({ sourcePage: 2 }), token: lab });

    // History, correspondence and messages, for the lab and the insurer alike.
    for (const token of [lab, insurer]) {
      for (const requestId of DND_IDS) {
        await call('showHistory', 'POST', '/api/insurance/showHistory', { body: { requestId }, token });
        await call('showCorrespondence', 'POST', '/api/insurance/showCorrespondence', { body: { id: requestId }, token });
        const comms = await call('communicationHistory', 'POST', '/api/insurance/communicationHistory', { body: { moduleName: 'Request', requestId }, token });
        for (const m of comms.json().communicationDetails as { id: number }[]) {
          await call('getDownloadEmail', 'GET', `/api/insurance/getDownloadEmail/v1?id=${m.id}`, { token });
        }
      }
    }
    const [sms] = await s.db.query<{ id: number }>(`SELECT id::int AS id FROM outbox WHERE request_id = $1 AND channel = 'SMS' ORDER BY id LIMIT 1`, [dnd]);
    const offered = await call('resendRecipients', 'POST', '/api/insurance/resendRecipients', { body: { requestId: dnd, emailAuditLogId: sms.id }, token: insurer });
    expect(offered.json().recipients.length, offered.body).toBeGreaterThan(0);
    const resent = await call('resendMailSms', 'POST', '/api/insurance/resendMailSMS', { body: { contractId: 4625, requestId: dnd, emailAuditLogId: sms.id, statusId: 22, mobile: CANARY.alternate }, token: insurer });
    expect(resent.json().isSuccess, resent.body).toBe(true);
    await call('communicationHistory', 'POST', '/api/insurance/communicationHistory', { body: { moduleName: 'Request', requestId: dnd }, token: insurer });

    // The insurer's list (and its isExportData pages), its search, and the agent's list.
    const insurerList = (more: object) => ({
      roleId: U.insureradmin.roleId, userId: U.insureradmin.id, corporateIDs: [], fetchByDate: false, serviceType: 'Labs', isExportData: false,
      paginationBasedDetail: { pageNumber: 1, recordsPerPage: 100 }, ...more,
    });
    for (const more of [{}, { isExportData: true }, { mobileNo: '99887' }, { mobileNo: CANARY.phone }, { requestID: dnd }, { patientName: 'Canary' }]) {
      const res = await call('insurerAppointments', 'POST', '/api/insurance/appointments/', { body: insurerList(more), token: insurer });
      expect(res.statusCode, res.body).toBe(200);
    }
    await call('insurerAppointments', 'POST', '/api/insurance/appointments/', {
      body: insurerList({ roleId: U.insureragent.roleId, userId: U.insureragent.id, agentId: 'AG-1' }), token: agent,
    });
    // The insurer's server-side export, of everything and of a search for the canary number.
    for (const more of [{}, { mobileNo: '99887' }, { requestID: dnd }]) {
      const res = await call('exportInsurerAppointments', 'POST', '/api/insurance/exportAppointments', { body: insurerList(more), token: insurer });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The e-sales queue: its page, every search kind that could reach the case, its export.
    const queue = { page: 0, start: '2026-11-01', end: '2026-11-30', dateType: 'RequestCreationDate' };
    for (const more of [{}, { id: String(ESALES_CANARY_ID) }, { searchBy: 'ContactNo', id: '99887' }, { searchBy: 'ContactNo', id: CANARY.phone }, { searchBy: 'Name', id: 'Canary' }, { id: String(dnd) }]) {
      for (const token of [insurer, agent]) {
        const res = await call('searchEsalesQueue', 'POST', '/api/insurance/searchEsalesQueue', { body: { ...queue, ...more }, token });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    for (const more of [{}, { searchBy: 'MemberId', search: 'CAN-M1' }]) {
      const res = await call('exportEsalesQueue', 'POST', '/api/insurance/exportEsalesQueue', { body: { startDate: '2026-11-01', endDate: '2026-11-30', ...more }, token: insurer });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain('99887*****');
    }

    // The charts: raw records, counts, a segment's page and its export (ids and corporate names only).
    const chartBody = { erIds: [...FIXTURE.corporateIds] };
    const chartSegment = { segment: { startDate: '2026-11-01', endDate: '2026-11-30' } };
    for (const [op, path, body] of [
      ['getTodaysEsalesCasesConversion', 'getTodaysESalesCasesConversion/raw', chartBody],
      ['getEsalesCasesConversion', 'getESalesCasesConversion/raw', { ...chartBody, startDate: '2026-11-01', endDate: '2026-11-30' }],
      ['esalesConversionDaily', 'esalesConversion/daily', chartBody],
      ['esalesConversionToday', 'esalesConversion/today', chartBody],
      ['esalesConversionCases', 'esalesConversion/cases', { ...chartBody, ...chartSegment, page: 1 }],
      ['exportEsalesConversionCases', 'esalesConversion/cases/export', { ...chartBody, ...chartSegment }],
    ] as const) {
      const res = await call(op, 'POST', `/api/charts/v1/request/generic/${path}`, { body, token: tokens.charts });
      expect(res.statusCode, res.body).toBe(200);
    }

    // The e-sales case: its lookups, a call logged with the canaries typed in, its correspondence, history and messages.
    await call('callTypeLookUp', 'POST', '/api/insurance/callTypeLookUp', { body: {}, token: agent });
    await call('callStatusLookUp', 'GET', '/api/insurance/callStatusLookUp');
    const logged = await call('addCorrespondence', 'POST', '/api/insurance/addCorrespondence', {
      body: {
        additionalInfo: { uicnumber: 'UIC-CANARY', From: 'Esales', callbackdate: '2026-12-01T00:00:00+05:30' }, From: 'Esales', uicnumber: 'UIC-CANARY',
        callStatus: 73, callType: 1, comment: `Asked to call ${CANARY.typed} or mail ${CANARY.typedEmail}`, correspondenceType: 153, requestId: ESALES_CANARY_ID, workStatus: 'workable',
      },
      token: agent,
    });
    expect(logged.statusCode, logged.body).toBe(200);
    for (const token of [agent, insurer]) {
      await call('fetchRequest', 'POST', '/api/insurance/fetchRequest', { body: { requestId: ESALES_CANARY_ID }, token });
      await call('fetchCorrespondences', 'POST', '/api/insurance/fetchCorrespondences', { body: { requestId: ESALES_CANARY_ID }, token });
      const sent = await call('communicationHistory', 'POST', '/api/insurance/communicationHistory', { body: { moduleName: 'Esales', requestId: ESALES_CANARY_ID }, token });
      for (const m of sent.json().communicationDetails as { id: number }[]) {
        await call('getDownloadEmail', 'GET', `/api/insurance/getDownloadEmail/v1?id=${m.id}`, { token });
      }
    }

    // Report files: the zips, the required documents, one file.
    const nowSeconds = Math.floor(s.clock.now().getTime() / 1000);
    await call('integrationDownloadReports', 'POST', '/api/insurance/integration/DownloadFile', {
      body: { ZipFileName: 'Reports', EntityRelationId: [301, 302], ApprovalStartTimeInUnix: nowSeconds - 12 * 3600, ApprovalEndTimeInUnix: nowSeconds - 8 * 3600 },
      token: mareport,
    });
    await call('getRequiredDocuments', 'POST', '/api/provider/getRequiredDocuments/', { body: { erId: INSURER_REQUESTS.submittedDnd.id, isHA: false }, token: insurer });
    await call('insuranceDownloadFile', 'POST', '/api/insurance/DownloadFile', { body: { fileGuid: 'fx1-b1' }, token: insurer });

    // Create Appointment: lookups, packages, centres, the duplicate check (it finds the DND canary by number) and an order.
    for (const [op, url, body] of [
      ['getAllStates', 'getAllStates', {}], ['getCities', 'getCities', { stateLookUpId: 1 }], ['getLocation', 'getLocation', { cityLookUpId: 11 }],
      ['getLookUpData', 'getLookUpData', { kind: 'state' }], ['getAllDc', 'getAllDC', { stateId: 1, cityId: 11, locationId: 111, packageIds: [BOOKING.perIds.healthCheck] }],
      ['ruleEngine', 'ruleEngine', { ruleEngineVariable: { loadRetailPackages: false } }],
    ] as const) {
      await call(op, 'POST', `/api/insurance/${url}`, { body, token: insurer });
    }
    const appointment = {
      contractId: 9782, employeeContactNo: CANARY.phone, employeeEmail: 'new.customer@mail.test', employeeId: 'CAN000', employeeName: 'Canary Customer',
      entityId: FIXTURE.insurerId, gender: 'Female', paymentMode: 'IndividualPaid', paymentState: 'Unpaid',
      orderItems: [{
        productId: BOOKING.perIds.healthCheck, employeeId: 'CAN000', firstName: 'Canary Customer', gender: 'Female', contactNum: '9812000000', emailId: 'new.customer@mail.test',
        relation: 'Self', productName: 'Fixture Health Check', productType: 9782, visitType: 'Appointment', amount: 1180,
        preferredDC: [{ firstPrefTime: new Date(s.clock.now().getTime() + 86_400_000).toISOString(), id: 101, name: 'Fixture Diagnostics Indiranagar' }],
        additionalProperties: { DND: true },
      }],
    };
    const duplicate = await call('checkDuplicateAppointment', 'POST', '/api/insurance/checkDuplicateAppointment', { body: appointment, token: insurer });
    expect(duplicate.json().duplicateRequestIds).toEqual([...DND_IDS]);
    const created = await call('createAppointment', 'POST', '/api/insurance/createAppointment', { body: appointment, token: insurer });
    expect(created.json().isSuccess, created.body).toBe(true);

    // Create Order: retail customers are nobody's DND requests; its answers must not carry any canary either.
    const affiliate = await s.signIn(AFFILIATE.user.userName);
    await call('checkUser', 'POST', '/api/affiliate/CheckUser', { body: { Phone: AFFILIATE.customer.phone, Email: AFFILIATE.customer.email }, token: affiliate });
    await call('getAvailableCities', 'POST', '/api/affiliate/GetAvailableCities', { body: { CategoryItemTypeId: 1 }, token: affiliate });
    await call('getPackages', 'POST', '/api/affiliate/GetPackages', { body: { CategoryItemTypeId: 1, city: 'Pune' }, token: affiliate });
    const retail = await call('createAffilateOrder', 'POST', '/api/provider/createAffilateOrder', {
      token: affiliate,
      body: {
        AddressLine1: '5 FC Road, Pune', DateOfBirth: '1990-05-01T00:00:00.000Z', Email: AFFILIATE.customer.email, Phone: AFFILIATE.customer.phone,
        PrefDateTime: new Date(s.clock.now().getTime() + 86_400_000).toISOString(), firstName: 'Meera Kulkarni', gender: 'F',
        packageWithContract: [{ categoryItemTypeId: 1, packageDetail: { City: 'Pune', IsPastBooking: false, packageName: 'Wellnest Full Body Checkup ₹1499', selectedPackage: AFFILIATE.packages.bodyCheck } }],
      },
    });
    expect(retail.json().isSuccess, retail.body).toBe(true);
    // Bulk case creation: its lookups, the template, a refused sheet whose bad cells hold a canary
    // (the report names row, column and reason, never the value) and a good one.
    const [acme] = await s.db.query<{ r: number }>('SELECT entity_relation_id AS r FROM corporate WHERE id = 301');
    await call('getAllContracts', 'GET', '/api/insurance/getAllContracts/', { token: agent });
    await call('getChildEntityRelation', 'GET', `/api/insurance/GetChildEntityRelation/${FIXTURE.insurerId}`, { token: agent });
    await call('getEntityDetails', 'POST', '/api/insurance/getEntityDetails', { body: { entityIds: [FIXTURE.insurerId, 301] }, token: agent });
    await call('packageEntityRelationList', 'POST', '/api/insurance/packageEntityRelationList', { body: { EntityRelationIds: [acme!.r], contractId: 7311 }, token: agent });
    await call('downloadSampleFormat', 'GET', '/api/insurance/downloadSampleFormat?contractId=4625', { token: agent });
    const bulkFields = { sourceId: 1, contractId: 4625, entityRelationId: acme!.r, entityName: 'Acme Ltd', userName: U.insureragent.userName };
    for (const bytes of [
      await filledWorkbook(ContractKind.Esales, 2, () => ({ Mobile: `${CANARY.phone}0`, Email: `${CANARY.email}.`, 'Alternate Mobile': CANARY.alternate.slice(1) })),
      await filledWorkbook(ContractKind.Esales, 2, (i) => ({ 'Unique ID': `CANARY-BULK-${i}` })),
    ]) {
      const form = multipartForm(bulkFields, { name: 'cases.xlsx', bytes, field: 'excel_file' });
      await call('uploadExcelOrders', 'POST', '/api/insurance/uploadExcelOrders', { body: form.body, headers: form.headers, token: agent });
    }

    // A doctor's calendar and the impact of a holiday on a do-not-disturb customer's consult.
    await loadImpactFixture(s.db, U.clinic.id);
    await s.db.query('UPDATE appointment_request SET phone = $2, email = $3, is_dnd = true WHERE id = $1', [IMPACT_FX.consultAt0900, CANARY.phone, CANARY.email]);
    const clinic = await s.signIn(U.clinic.userName);
    const calendar = { providerIds: [IMPACT_FX.clinicProviderId], doctorId: IMPACT_FX.doctor };
    await call('getDoctorDetails', 'POST', '/api/provider/getDoctorDetails', { body: calendar, token: clinic });
    await call('doctorScheduleImpact', 'POST', '/api/provider/doctorScheduleImpact', { body: { ...calendar, holidays: [{ date: IMPACT_FX.monday }] }, token: clinic });
    await call('onboardDoctor', 'POST', '/api/provider/onboardDoctor', { body: { providerIds: calendar.providerIds, doctors: [{ doctorId: IMPACT_FX.doctor, holidays: [{ date: IMPACT_FX.monday }] }] }, token: clinic });
    const moved = await call('applyScheduleImpact', 'POST', '/api/provider/applyScheduleImpact', {
      body: { ...calendar, decisions: [{ requestId: IMPACT_FX.consultAt0900, choice: 'Reassign', toDoctorId: IMPACT_FX.colleague }] }, token: clinic,
    });
    expect(moved.json().success, moved.body).toBe(true);

    // Doctor management (issue 13): a clinic user with every doctor feature lists, uploads a photo, saves and toggles.
    await s.db.query(`UPDATE app_user SET features = '{VIEW_OFFLINE,UPDATE_DOCTOR,UPDATE_DOCTOR_STATUS}' WHERE user_name = $1`, [U.clinic.userName]);
    const doctorAdmin = await s.signIn(U.clinic.userName);
    const png = PHOTO_PNG;
    const signed = (await call('getS3SignedUrl', 'POST', '/api/provider/getS3SignedUrl', { body: { fileName: 'dr.png', fileType: 'StaticFile', contentType: 'image/png', fileSize: png.length, appId: 9203, contractType: 10401 }, token: doctorAdmin })).json();
    await call('putSignedUpload', 'PUT', signed.signedUrl, { body: png, headers: { 'content-type': 'image/png' } });
    await call('saveFileDocument', 'PUT', '/api/provider/saveFileDocument', { body: { fileName: 'dr.png', fileType: 'StaticFile', appId: 9203, fileIdentifier: signed.fileIdentifier, signedURL: signed.signedUrl }, token: doctorAdmin });
    const doctor = { doctorFirstName: 'Canary', gender: 'female', doctorSpecialization: 'Dentist', doctorImageUrl: signed.fileIdentifier, priceDetails: { customerFee: 500 }, doctorSource: 'ProviderCentral' };
    const saved = (await call('onboardDoctor', 'POST', '/api/provider/onboardDoctor', { body: { providerIds: [200], doctors: [doctor] }, token: doctorAdmin })).json();
    const doctorId = saved.data.successEntries[0].doctorId;
    await call('doctorList', 'POST', '/api/provider/doctorList', { body: { providerIds: [200], startIndex: 0, range: 10 }, token: doctorAdmin });
    await call('getDoctorDetails', 'POST', '/api/provider/getDoctorDetails', { body: { providerIds: [200], doctorId }, token: doctorAdmin });
    await call('updateDoctorStatus', 'POST', '/api/provider/updateDoctorStatus', { body: { isActive: true, providerIds: [200], doctorIds: [doctorId] }, token: doctorAdmin });
    await call('entityRelationProperty', 'POST', '/api/provider/entityRelationProperty', { body: { providerIds: [200], entityRelationPropertyNames: ['MBCharge'] }, token: doctorAdmin });

    // The offline desk (issue 14) on the do-not-disturb consult: list, counters, export, calendar, hold and doctor choice.
    const offline = { userId: U.clinic.id, providerId: 200, services: 'OFFLINE_CONSULTS', sourcePage: 1, rows: 10, pageNumber: 1, startDate: '2026-11-01', endDate: '2026-12-31' };
    await call('requestDetails', 'POST', '/api/medibuddyCentral/RequestDetails', { body: offline, token: doctorAdmin });
    await call('exportRequestDetails', 'POST', '/api/medibuddyCentral/ExportRequestDetails', { body: offline, token: doctorAdmin });
    await call('offlineRequestHistory', 'POST', '/api/consults/requestHistory', { body: { requestId: IMPACT_FX.consultAt0900 }, token: doctorAdmin });
    await call('packageDetailsByProductIds', 'POST', '/api/consults/packageDetailsByProductIds', { body: { productIds: [1] }, token: doctorAdmin });
    await call('offlineTabCounts', 'POST', '/api/medibuddyCentral/offlineTabCounts', { body: { userId: U.clinic.id, providerId: 200 }, token: doctorAdmin });
    await call('getWapiProvidersCalendar', 'POST', '/api/medibuddyCentral/getWAPIProvidersCalendar', { body: { providerIds: [200], doctorId: IMPACT_FX.colleague, noOfDays: 14, requestIds: [IMPACT_FX.consultAt0900] }, token: doctorAdmin });
    await call('doctorsAvailableForReschedule', 'GET', `/api/consults/doctor/available-for-reschedule?requestId=${IMPACT_FX.consultAt0900}`, { token: doctorAdmin });
    const held = await call('holdSlot', 'POST', '/api/medibuddyCentral/holdSlot', { body: { requestId: IMPACT_FX.consultAt0900, doctorId: IMPACT_FX.colleague, slotStartDateTime: `${IMPACT_FX.monday} 10:00:00.000` }, token: doctorAdmin });
    expect(held.statusCode, held.body).toBe(200);
    await call('releaseSlot', 'POST', '/api/medibuddyCentral/releaseSlot', { body: { requestId: IMPACT_FX.consultAt0900 }, token: doctorAdmin });

    // SPOC management (issue 15): the clinic admin lists, creates, reads, edits and deactivates a SPOC.
    await s.db.query(`UPDATE app_user SET features = '{VIEW_OFFLINE,UPDATE_DOCTOR,VIEW_SPOC_LIST,VIEW_SPOC_DETAILS,CREATE_SPOC,EDIT_SPOC_DETAILS,UPDATE_SPOC_STATUS}', spoc_roles = '{admin,ofc/Dentist/*/admin}' WHERE user_name = $1`, [U.clinic.userName]);
    const spocAdmin = await s.signIn(U.clinic.userName);
    const roles = (await call('getRoles', 'GET', '/api/provider/getRoles?appId=10007', { token: spocAdmin })).json().roles as { id: number; name: string }[];
    const spocBody = {
      applicationId: 10007, firstName: 'Canary', lastName: 'Spoc', email: 'spoc.person@clinic.example', phoneNumber: '9812312312', entityId: 200,
      userRoles: roles.filter((r) => r.name === 'viewer' || r.name === 'ofc/Dentist/*/viewer').map((r) => r.id),
      getSpocUpdate: { Email: true, SMS: true, Whatsapp: true }, getDoctorUpdate: { Email: false, SMS: false, Whatsapp: false }, getOrderUpdate: { Email: false, SMS: false, Whatsapp: false },
    };
    const spoc = (await call('createSpocUser', 'POST', '/api/provider/CreateUser', { body: spocBody, token: spocAdmin })).json();
    await call('getSpocList', 'POST', '/api/provider/getSpocList', { body: { entityId: 200, startIndex: 0, range: 10 }, token: spocAdmin });
    await call('getSpocDetails', 'GET', `/api/provider/getSPOCDetails?userId=${spoc.userId}&userName=${spoc.userName}`, { token: spocAdmin });
    await call('updateSpocProfile', 'POST', '/api/provider/updateSpocProfile', { body: { ...spocBody, userId: spoc.userId, userName: spoc.userName }, token: spocAdmin });
    await call('updateSpocStatus', 'POST', '/api/provider/updateSpocStatus', { body: { active: false, entityId: 200, userId: spoc.userId, userName: spoc.userName }, token: spocAdmin });

    await call('saveLanguage', 'POST', '/api/provider/saveLanguage', { body: { language: 'hi' }, token: lab });

    // Passwords, and signing out last.
    await call('resetPasswordFromMenu', 'POST', '/api/provider/resetPassword', { body: { username: U.dcadmin.userName }, token: lab });
    await call('forgotPassword', 'POST', '/api/provider/forgotPassword', { body: { username: U.noOtp.userName } });
    const [reset] = await s.db.query<{ body: string }>(`SELECT body FROM outbox WHERE purpose = 'passwordReset' ORDER BY id DESC LIMIT 1`);
    const resetToken = reset.body.match(/resettoken=([A-Za-z0-9_-]+)/)![1];
    await call('resetPasswordWithToken', 'POST', '/api/password/MarketPlaceLogon/ResetPassword', { body: { newPassword: 'Canary@2026x', retypePassword: 'Canary@2026x', appID: 10007, resetToken } });
    await call('logout', 'POST', '/api/provider/logout', { body: {}, token: lab });

    // Every implemented operation was asked, and answered 200 at least once; a new one must be added above.
    const answered = new Set(answers.filter((a) => a.status === 200).map((a) => a.op));
    expect([...allOperations.keys()].filter((op) => !answered.has(op)), 'operations this test never got a 200 from').toEqual([]);

    for (const a of answers) {
      for (const canary of FORBIDDEN) expect(a.text.includes(canary), `${a.op} (${a.status}) shows "${canary}"`).toBe(false);
    }
    // The canaries were there to leak: the masked forms reached the answers.
    expect(answers.some((a) => a.text.includes('99887*****'))).toBe(true);
    expect(answers.some((a) => a.text.includes('ca********@privacy.example'))).toBe(true);

    const printed = log.join('');
    expect(printed).toContain('outbox: Email to the customer of request 7700001');
    for (const canary of FORBIDDEN) expect(printed.includes(canary), `the log shows "${canary}"`).toBe(false);
  }, 120_000);
});
