import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { INSURER_REQUESTS as R, loadInsurerFixture } from '../testing/insurer-fixture.ts';

const U = FIXTURE.users;
const PAGE = { pageNumber: 1, recordsPerPage: 10 };

describe.each(TEST_ENGINES)("the insurer's All Appointments on %s", (engine) => {
  let s: TestServer;
  let insurer: string;
  let agent: string;
  let lab: string;
  let otherInsurer: string;
  const list = (body: Record<string, unknown>, token = insurer) =>
    s.call('POST', '/api/insurance/appointments/', { body: { paginationBasedDetail: PAGE, fetchByDate: false, ...body }, token });
  const ids = async (body: Record<string, unknown>, token = insurer) =>
    (await list(body, token)).json().activerequests.appointmentList.map((a: { customerDetails: { requestID: number } }) => a.customerDetails.requestID);

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadInsurerFixture(s.db, s.clock.now());
    [insurer, agent, lab, otherInsurer] = await Promise.all([U.insureradmin.userName, U.insureragent.userName, U.dcadmin.userName, U.otherInsurer.userName].map((u) => s.signIn(u)));
  });
  afterAll(() => s.close());

  it("lists only the insurer's corporates, FulfillmentDate descending by default", async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    expect(res.json().activerequests.totalActiveRequest).toBe(3);
    expect(await ids({})).toEqual([R.otherLab.id, R.submittedDnd.id, R.approved.id]);
    expect(await ids({}, otherInsurer)).toEqual([R.otherInsurer.id]);
    expect(await ids({ corporateIDs: [302] })).toEqual([R.approved.id]);
    expect((await list({ corporateIDs: [301, 401] })).statusCode).toBe(403);
    expect((await list({}, lab)).statusCode).toBe(403);
  });

  it('shows an agent only the bookings under the agent code', async () => {
    expect(await ids({}, agent)).toEqual([R.approved.id]);
    expect((await list({ agentId: 'AG-2' }, agent)).statusCode).toBe(403);
    expect((await list({ roleId: 9211 })).statusCode).toBe(403);
    expect((await list({ roleId: 9207, userId: U.insureradmin.id })).statusCode).toBe(200);
  });

  it('answers the insurer columns with insurer labels, India-time display dates and the source', async () => {
    const [other, dnd, approved] = (await list({})).json().activerequests.appointmentList;
    expect(dnd.customerDetails).toEqual({
      requestID: R.submittedDnd.id, empId: 'ACM001', email: 'de********@mail.test', phonePrimary: '98765*****', name: 'Deepa Nair',
      corporateName: 'Acme Ltd', corporateId: 301, maid: 'MA000000001', gender: 'F', age: 36,
    });
    expect(dnd.labeling).toEqual({
      currentStatusId: 37, currentStatusText: 'Report Uploaded', priority: 'HNI',
      formattedfulfillmentDate: 'Nov 21 2026, 06:00 AM', createdOn: 'Nov 18 2026, 08:00 AM',
    });
    expect(dnd.appointmentDetails).toMatchObject({
      productName: 'Full Body Checkup', visitType: 'Appointment', providerName: 'Fixture Diagnostics Indiranagar', providerId: 101, dcCity: 'Bengaluru',
      source: 'EDW File', sourceName: 'Fixture Insurance', additionals: { DND: true, DNDCustomer: true, sourceType: 'PPMC', alternateMobile: '91234*****' },
    });
    expect(approved.labeling.currentStatusText).toBe('Reports Verified');
    expect(approved.customerDetails.age).toBeNull();
    expect(approved.appointmentDetails.source).toBe('API');
    expect(other.labeling.currentStatusText).toBe('Appointment Created');
  });

  it('never lets a DND number or address into the response, and finds it only by its visible digits', async () => {
    const res = await list({});
    expect(res.body).not.toContain(R.submittedDnd.phone);
    expect(res.body).not.toContain(R.submittedDnd.email);
    expect(res.body).not.toContain(R.submittedDnd.additionals.alternateMobile);
    expect(res.body).toContain(R.approved.phone);
    expect((await list({ mobileNo: R.submittedDnd.phone })).json().activerequests.totalActiveRequest).toBe(0);
    const found = await list({ mobileNo: R.submittedDnd.phone.slice(0, 5) });
    expect(found.json().activerequests.totalActiveRequest).toBe(1);
    expect(found.body).not.toContain(R.submittedDnd.phone);
    expect((await list({}, otherInsurer)).body).not.toContain(R.otherInsurer.phone);
  });

  it('filters by India days of the appointment, both ends inclusive', async () => {
    const range = (from: string | null, to: string | null) => ids({ fetchByDate: true, fromDateOfAppointment: from, toDateOfAppointment: to });
    // approved is at 00:00 India time on 20 Nov, submittedDnd at 06:00 on 21 Nov, otherLab at 12:00 on 24 Nov.
    expect(await range('2026-11-20', '2026-11-21')).toEqual([R.submittedDnd.id, R.approved.id]);
    expect(await range('2026-11-21', '2026-11-21')).toEqual([R.submittedDnd.id]);
    expect(await range(null, '2026-11-19')).toEqual([]);
    expect(await range('2026-11-22', null)).toEqual([R.otherLab.id]);
    expect(await ids({ fetchByDate: false, fromDateOfAppointment: '2026-11-22', toDateOfAppointment: '2026-11-22' })).toHaveLength(3);
    const backwards = await list({ fetchByDate: true, fromDateOfAppointment: '2026-11-22', toDateOfAppointment: '2026-11-20' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errorMessage).toContain('fromDateOfAppointment');
  });

  it('searches by request id, member id, application no, name and contact number, whatever the dates', async () => {
    const far = { fetchByDate: true, fromDateOfAppointment: '2030-01-01', toDateOfAppointment: '2030-01-31' };
    expect(await ids({ ...far, requestID: R.approved.id })).toEqual([R.approved.id]);
    expect(await ids({ ...far, employeeID: 'ACM003' })).toEqual([R.otherLab.id]);
    expect(await ids({ ...far, MAID: 'MA000000001' })).toEqual([R.submittedDnd.id]);
    expect(await ids({ ...far, patientName: 'vivek' })).toEqual([R.approved.id]);
    expect(await ids({ ...far, mobileNo: '98111' })).toEqual([R.approved.id]);
    expect(await ids({ requestID: R.otherInsurer.id })).toEqual([]);
    expect(await ids({ patientName: '%%%' })).toEqual([]);
  });

  it('sorts by the asked field and pages by 10, or 100 for export', async () => {
    expect(await ids({ sortDetails: { sortByField: 'FulfillmentDate', isDescending: false } })).toEqual([R.approved.id, R.submittedDnd.id, R.otherLab.id]);
    expect(await ids({ sortDetails: { sortByField: 'CreatedDate', isDescending: true } })).toEqual([R.otherLab.id, R.submittedDnd.id, R.approved.id]);
    expect(await ids({ sortDetails: { sortByField: 'Priority', isDescending: true } })).toEqual([R.submittedDnd.id, R.otherLab.id, R.approved.id]);
    const page2 = await list({ paginationBasedDetail: { pageNumber: 2, recordsPerPage: 2 } });
    expect(page2.json().activerequests).toMatchObject({ totalActiveRequest: 3, isSuccess: true });
    expect(page2.json().activerequests.appointmentList).toHaveLength(1);
    expect(await ids({ paginationBasedDetail: { pageNumber: 1, recordsPerPage: 1 }, isExportData: true })).toHaveLength(3);
  });

  it('exports every row the list selects as AppointmentData.csv, each as the list shows it, and audits it', async () => {
    const exportCsv = (body: Record<string, unknown>, token = insurer) =>
      s.call('POST', '/api/insurance/exportAppointments', { body: { paginationBasedDetail: { pageNumber: 2, recordsPerPage: 1 }, fetchByDate: false, ...body }, token });
    const res = await exportCsv({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="AppointmentData.csv"; filename*=UTF-8''AppointmentData.csv`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFRequest Id,Employee Id,Customer Name,Corporate Name,Email,Contact No.,Status,Package Details,Appointment Date & Time,Created On,Application No,Provider Name,City,Visit Type,Priority,Source,Remarks',
    );
    // Every row, whatever the paging, in the list's order; the last line ends with CRLF.
    expect(lines.slice(1, -1).map((l) => Number(l.split(',')[0]))).toEqual([R.otherLab.id, R.submittedDnd.id, R.approved.id]);
    expect(lines.at(-1)).toBe('');
    expect(lines[2]).toBe(
      `${R.submittedDnd.id},ACM001,Deepa Nair,Acme Ltd,de********@mail.test,98765*****,Report Uploaded,Full Body Checkup,"Nov 21 2026, 06:00 AM","Nov 18 2026, 08:00 AM",MA000000001,Fixture Diagnostics Indiranagar,Bengaluru,Center Visit,HNI,EDW File,Reports uploaded`,
    );
    expect(res.body).not.toContain(R.submittedDnd.phone);

    const [audit] = await s.db.query<{ actor_user_id: number; subject: string; details: string }>(
      "SELECT actor_user_id, subject, details FROM audit_event WHERE action = 'RequestsExported' ORDER BY day DESC, seq DESC LIMIT 1",
    );
    expect({ ...audit, details: JSON.parse(audit.details) }).toEqual({
      actor_user_id: U.insureradmin.id,
      subject: 'exportInsurerAppointments',
      details: { filter: expect.objectContaining({ fetchByDate: false }), rows: 3, rowsAtLeast: false },
    });

    const csvIds = async (body: Record<string, unknown>, token = insurer) =>
      (await exportCsv(body, token)).body.split('\r\n').slice(1, -1).map((l) => Number(l.split(',')[0]));
    expect(await csvIds({ sortDetails: { sortByField: 'FulfillmentDate', isDescending: false } })).toEqual([R.approved.id, R.submittedDnd.id, R.otherLab.id]);
    expect(await csvIds({ patientName: 'vivek' })).toEqual([R.approved.id]);
    expect(await csvIds({}, agent)).toEqual([R.approved.id]);
    expect(await csvIds({}, otherInsurer)).toEqual([R.otherInsurer.id]);
    expect((await exportCsv({ corporateIDs: [301, 401] })).statusCode).toBe(403);
    expect((await exportCsv({}, lab)).statusCode).toBe(403);
    expect((await exportCsv({ isEsales: true })).json().errorMessage).toBe('body/isEsales: the e-sales queue exports through exportEsalesQueue');
  });

  it('refuses malformed bodies naming the field', async () => {
    const noPaging = await s.call('POST', '/api/insurance/appointments/', { body: {}, token: insurer });
    expect(noPaging.statusCode).toBe(400);
    expect(noPaging.json().errorMessage).toContain('paginationBasedDetail');
    const tooMany = await list({ paginationBasedDetail: { pageNumber: 1, recordsPerPage: 101 } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errorMessage).toContain('recordsPerPage');
    expect((await list({ mobileNo: '98-11' })).json().errorMessage).toContain('mobileNo');
  });

  it('counts a name search to 1,000 and says so; every other total stays exact', async () => {
    await s.db.query(
      `INSERT INTO appointment_request (id, service, provider_id, corporate_id, contract_id, patient_name, gender, visit_type, fulfillment_date, status_id, created_on, modified_on)
       SELECT 800000 + n, 'LABS', 101, 301, 3104, 'Karthik Common ' || n, 'M', 'Appointment', $1, 23, $1, $1 FROM generate_series(1, 1001) n`,
      [s.clock.now()],
    );
    const named = (await list({ patientName: 'karthik' })).json().activerequests;
    expect([named.totalActiveRequest, named.isTotalCapped, named.appointmentList.length]).toEqual([1000, true, 10]);
    const all = (await list({})).json().activerequests;
    expect([all.totalActiveRequest, all.isTotalCapped]).toEqual([1004, false]);
  });
});

