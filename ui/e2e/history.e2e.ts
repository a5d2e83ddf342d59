import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labStatusText } from '../../core/appointments/display-status.ts';
import { insurerLabel } from '../../core/appointments/insurer-labels.ts';
import { isStatusId } from '../../core/appointments/status-catalogue.ts';
import { indiaDateTimeText } from '../../core/history/report-request.ts';
import { timelineRemarks } from '../../core/history/timeline.ts';
import { formatIndiaDateTime, formatIndiaDay } from '../../core/shared/india-time.ts';
import { maskContactNumber, maskEmail } from '../../core/privacy/masks.ts';
import { DEMO } from '../../adapters/server/seed/demo-ids.ts';
import { apiAs } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { csvRecords } from './support/lab-desk.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';

// A minimal PDF: the upload call reads the type from the first bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const REMARKS = { confirm: 'Slot confirmed with the customer on call', attended: 'Samples collected at the centre', submit: 'Blood report uploaded for QC' };

/** The timeline as the page shows it: status headings and their remarks lines. */
async function shownTimeline(page: Page) {
  const timeline = page.getByRole('list', { name: 'Status history' });
  await timeline.waitFor();
  return {
    titles: await timeline.getByRole('heading', { level: 3 }).allTextContents(),
    remarks: (await timeline.getByTestId('status-remarks').allTextContents()).map((r) => r.replace(/^Remarks: /, '')),
  };
}

describe('request history, communication history and the insurer list, on a request worked in the lab desk', () => {
  let portal: Portal;
  let requestId: number;
  let phone: string;
  let email: string;
  let reportId: string;

  const history = async () =>
    portal.server.db.query<{ status_id: number; remarks: string }>('SELECT status_id, remarks FROM request_status_history WHERE request_id = $1 ORDER BY at, id', [requestId]);

  beforeAll(async () => {
    portal = await startPortal();
    // A new corporate lab request of the Bharat Shield insurer at one of dcadmin's branches, for a
    // do-not-disturb customer: Submit is its upload action (not branch approval).
    const [row] = await portal.server.db.query<{ id: string; phone: string; email: string }>(
      `SELECT r.id, r.phone, r.email FROM appointment_request r JOIN corporate c ON c.id = r.corporate_id
        WHERE c.insurer_id = $1 AND r.status_id = 22 AND r.provider_id = ANY($2::int[]) AND r.visit_type = 'Appointment'
          AND r.service = 'LABS' AND r.contract_id = 3104 AND r.is_dnd AND length(r.phone) > 5 AND r.dob IS NOT NULL ORDER BY r.id LIMIT 1`,
      [DEMO.insurerId, DEMO.childProviderIds],
    );
    requestId = Number(row.id);
    phone = row.phone;
    email = row.email;

    // The lab desk's three steps, through its calls as dcadmin.
    const lab = await apiAs(portal, 'dcadmin');
    const update = async (item: object) => {
      const res = await lab.call<{ success: boolean; error: string | null }>('POST', '/api/medibuddyCentral/updateRequests', {
        userId: DEMO.users.dcadmin.id, services: 'LABS', providerId: DEMO.parentProviderId, requestUpdateData: [{ requestId, ...item }],
      });
      expect(res.body.error).toBeNull();
    };
    await update({ action: 'Confirm', remarks: REMARKS.confirm });
    await update({ action: 'Attended', remarks: REMARKS.attended, userFeedback: 'Satisfied' });
    const form = new FormData();
    form.append('fileName', 'Blood report.pdf');
    form.append('fileType', 'Report');
    form.append('appId', '10007');
    form.append('contractType', '3104');
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'Blood report.pdf');
    const uploaded = await lab.call<{ success: boolean; data: Record<string, string> }>('POST', '/api/medibuddyCentral/uploadFile', form);
    expect(uploaded.body.success).toBe(true);
    reportId = Object.keys(uploaded.body.data)[0];
    await update({ action: 'Submit', remarks: REMARKS.submit, attachFiles: { reports: { [reportId]: 'Blood report.pdf' } } });
  });
  afterAll(() => portal?.close());

  it('shows the lab that exact timeline with remarks, and its report opens by a signed URL', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'dcadmin');
    await page.goto(portal.url(`/dcadmin/appointments/${requestId}/history`));
    await page.getByRole('heading', { name: `Request ${requestId}` }).waitFor();
    const recorded = await history();
    const shown = await shownTimeline(page);
    expect(shown.titles).toEqual(recorded.map((h) => (isStatusId(h.status_id) ? labStatusText(h.status_id) : String(h.status_id))));
    expect(shown.titles.slice(-3)).toEqual(['Confirmed by Medical Center', 'Attended', 'Info submitted']);
    expect(shown.remarks).toEqual(recorded.map((h) => timelineRemarks(h.remarks)));
    expect(shown.remarks.slice(-3)).toEqual([REMARKS.confirm, REMARKS.attended, REMARKS.submit]);
    expect(await page.getByText('DO NOT DISTURB').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Client Onsite Location' }).count()).toBe(0);

    // Dates read as the lists write them: the date of birth without a time, the rest with one.
    const [{ dob, fulfillment_date }] = await portal.server.db.query<{ dob: string; fulfillment_date: Date }>(
      `SELECT to_char(dob, 'YYYY-MM-DD') AS dob, fulfillment_date FROM appointment_request WHERE id = $1`,
      [requestId],
    );
    const fact = (term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');
    expect(await fact('Date of Birth').textContent()).toBe(formatIndiaDay(dob));
    expect(formatIndiaDay(dob)).toMatch(/^[A-Z][a-z]{2} \d{2} \d{4}$/);
    expect(await fact('Appointment Date & Time').textContent()).toBe(formatIndiaDateTime(fulfillment_date));

    const opened = context.waitForEvent('request', (r) => r.url().includes(`/api/files/download/${reportId}`));
    await page.getByRole('button', { name: 'Download report Blood report.pdf' }).click();
    const signedUrl = (await opened).url();
    // The tab asks for a preview: shown in the browser, not saved as an attachment.
    expect(signedUrl).toMatch(/expires=\d+&signature=[0-9a-f]{64}&preview=true$/);
    const preview = await fetch(signedUrl);
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await preview.arrayBuffer())).toEqual(PDF);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows the insurer admin the same request in insurer words, without reports until QC approves them', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insureradmin');
    await page.goto(portal.url(`/insureradmin/appointments/${requestId}/history`));
    await page.getByRole('heading', { name: `Request ${requestId}` }).waitFor();
    const recorded = await history();
    const shown = await shownTimeline(page);
    expect(shown.titles).toEqual(recorded.map((h) => insurerLabel(h.status_id)));
    expect(shown.titles.slice(-3)).toEqual(['Appointment Confirmed', 'Attended', 'Report Uploaded']);
    expect(shown.remarks.slice(-3)).toEqual([REMARKS.confirm, REMARKS.attended, REMARKS.submit]);
    expect(await page.getByRole('button', { name: /^Download report/ }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Client Onsite Location' }).isVisible()).toBe(true);
    const text = await page.locator('main').innerText();
    expect(text).toContain(maskContactNumber(phone));
    expect(text).not.toContain(phone);
    expect(await seriousViolations(page)).toEqual([]);

    // QC approval happens outside the portal (the insurer's QC team); once recorded, the report is the insurer's.
    await portal.server.db.query(
      `INSERT INTO request_status_history (request_id, status_id, actor_name, at, remarks) VALUES ($1, 48, 'QC Team', now(), 'All reports verified')`,
      [requestId],
    );
    await portal.server.db.query('UPDATE appointment_request SET status_id = 48 WHERE id = $1', [requestId]);
    await page.reload();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report Blood report.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Blood report.pdf');
    expect(await readFile((await file.path())!)).toEqual(PDF);
    expect((await shownTimeline(page)).titles.at(-1)).toBe('Reports Verified');
    await context.close();
  }, 120_000);

  it('opens an e-mail as sent, resends to an offered recipient and shows why a resend is refused', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insureradmin');
    await page.goto(portal.url(`/insureradmin/appointments/${requestId}/history`));
    const emails = await portal.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE request_id = $1 AND channel = 'Email' AND purpose IN ('statusNotification', 'resend')`,
      [requestId],
    );
    expect(emails[0].n).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Email: ${emails[0].n} ${emails[0].n === 1 ? 'message' : 'messages'}, open communication history` }).click();
    const dialog = page.getByRole('dialog', { name: 'Communication History' });
    await dialog.getByRole('list', { name: 'Messages sent' }).waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(emails[0].n);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'View e-mail' }).first().click();
    const body = page.frameLocator('iframe[title="E-mail body"]').locator('body');
    await expect.poll(() => body.innerText()).toContain(String(requestId));
    await page.getByRole('dialog', { name: /^E-mail to / }).getByRole('button', { name: 'Close' }).click();

    // The resend dialog offers the recipients the server accepts: the DND customer's e-mail, masked
    // in the browser and in the raw answer; the server resolves the chosen entry to the address.
    const [customer] = await portal.server.db.query<{ email: string }>('SELECT email FROM appointment_request WHERE id = $1', [requestId]);
    const offered = page.waitForResponse((r) => r.url().endsWith('/api/insurance/resendRecipients'));
    await dialog.getByRole('button', { name: 'Resend' }).first().click();
    const resend = page.getByRole('dialog', { name: 'Resend Email' });
    const raw = await (await offered).text();
    expect(raw).not.toContain(customer.email);
    const choices = resend.getByRole('radiogroup', { name: 'Send to' });
    const own = choices.getByRole('radio', { name: `${maskEmail(customer.email)} (customer)` });
    await own.waitFor();
    expect(await own.isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await resend.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText('Message sent again').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('listitem').count()).toBe(emails[0].n + 1);
    // The customer asked not to be disturbed: the recipient shows masked in the history.
    expect(await dialog.getByRole('listitem').first().getByText(`To: ${maskEmail(customer.email)}`, { exact: true }).isVisible()).toBe(true);
    const lastMessage = async () =>
      (await portal.server.db.query<{ id: number; recipient: string; purpose: string }>(
        `SELECT id::int AS id, recipient, purpose FROM outbox WHERE request_id = $1 ORDER BY id DESC LIMIT 1`,
        [requestId],
      ))[0];
    const sent = await lastMessage();
    expect(sent).toMatchObject({ recipient: customer.email, purpose: 'resend' });

    // Four more resends within the hour (as if sent from other tabs) reach the limit of 5: the next
    // is refused, and the dialog says why, beside the spec's 'Unable to send' toast.
    await portal.server.db.query(`INSERT INTO resend_attempt (request_id, at) SELECT $1, now() FROM generate_series(1, 4)`, [requestId]);
    await dialog.getByRole('button', { name: 'Resend' }).first().click();
    await own.waitFor();
    await resend.getByRole('button', { name: 'Send' }).click();
    const reason = resend.getByRole('alert');
    await expect.poll(() => reason.textContent()).toMatch(/^Resend limit reached: at most 5 resends of a request an hour\. Try again in (59|60) min$/);
    expect(await page.getByText('Unable to send').isVisible()).toBe(true);
    // Nothing more was sent.
    expect(await lastMessage()).toEqual(sent);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('masks the DND number and e-mail on the insurer list, in its raw answers and in the CSV export', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insureradmin');
    await page.getByRole('table', { name: 'All Appointments list' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/insurance/appointments/') && r.request().postDataJSON()?.requestID === requestId);
    await page.getByLabel('Search', { exact: true }).fill(String(requestId));
    await page.getByLabel('Search', { exact: true }).press('Enter');
    const raw = await (await answered).text();
    expect(raw).toContain(maskContactNumber(phone));
    expect(raw).not.toContain(phone);
    expect(raw).not.toContain(email);
    const table = page.getByRole('table', { name: 'All Appointments list' });
    await expect.poll(() => table.getByTestId('contact-number').allTextContents()).toEqual([maskContactNumber(phone)]);
    expect(await table.getByText('Reports Verified').isVisible()).toBe(true);

    // The export is the server's file of the whole search, in one call; the portal no longer pages.
    const exportCalls: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/insurance/exportAppointments')) exportCalls.push(r.postDataJSON());
      if (r.url().endsWith('/api/insurance/appointments/') && r.postDataJSON()?.isExportData) exportCalls.push('a list page');
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toBe('AppointmentData.csv');
    const bytes = await readFile((await csv.path())!, 'utf8');
    const lines = bytes.split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFRequest Id,Employee Id,Customer Name,/);
    expect(lines[1]).toContain(`${requestId},`);
    expect(lines.slice(2)).toEqual(['']);
    expect(bytes).toContain(maskContactNumber(phone));
    expect(bytes).not.toContain(phone);
    expect(exportCalls).toEqual([expect.objectContaining({ requestID: requestId })]);
    expect(bytes).toContain(maskEmail(email));
    expect(bytes).not.toContain(email);

    // The request id is a link a keyboard reaches and follows to the history.
    await table.getByRole('link', { name: `Request ${requestId}, open its history` }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/insureradmin/appointments/${requestId}/history`);
    await context.close();
  }, 120_000);

  it("exports every row of the insurer's list from the server, not one page", async () => {
    const { context, page } = await portal.newPage();
    const listed = page.waitForResponse((r) => r.url().endsWith('/api/insurance/appointments/'));
    await signIn(portal, page, 'insureradmin');
    const total = ((await (await listed).json()) as { activerequests: { totalActiveRequest: number } }).activerequests.totalActiveRequest;
    expect(total).toBeGreaterThan(10);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('AppointmentData.csv');
    const records = csvRecords(await readFile((await download.path())!, 'utf8')).filter((r) => r.some((f) => f !== ''));
    expect(records[0][0]).toBe('Request Id');
    expect(records.length - 1).toBe(total);
    await context.close();
  }, 120_000);

  it('gives the insurer admin expandable cards and Download Reports on a phone', async () => {
    const { context, page } = await portal.newPage({ width: 390, height: 844 });
    await signIn(portal, page, 'insureradmin');
    await page.goto(portal.url(`/insureradmin/appointments?searchBy=requestOrEsalesId&search=${requestId}`));
    const card = page.getByRole('list', { name: 'All Appointments list' }).getByRole('listitem', { name: `Request ${requestId}` });
    await card.getByRole('button', { name: 'Show details' }).click();
    expect(await card.getByTestId('contact-number').textContent()).toBe(maskContactNumber(phone));
    expect(await page.getByRole('button', { name: 'Download Reports' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // Its history on the phone: one column, nothing sideways, axe-clean.
    await card.getByRole('link', { name: `Request ${requestId}, open its history` }).click();
    await page.getByRole('heading', { name: `Request ${requestId}` }).waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('lets mareport download the reports QC-approved in a window as one zip', async () => {
    const { context, page } = await portal.newPage();
    expect(await signIn(portal, page, 'mareport')).toBe('/mareport/appointments');
    await page.getByRole('button', { name: 'Download Reports' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download Reports' });
    await dialog.getByRole('combobox', { name: /Contract/ }).click();
    await page.getByRole('option', { name: 'PPMC (9782)' }).click();
    const now = Date.now();
    await dialog.getByLabel(/Start time/).fill(indiaDateTimeText(new Date(now - 7 * 3_600_000)));
    await dialog.getByLabel(/End time/).fill(indiaDateTimeText(new Date(now + 3_600_000)));
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The time span must not exceed 6 hours');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(/Start time/).fill(indiaDateTimeText(new Date(now - 3_600_000)));
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const zipFile = await download;
    expect(zipFile.suggestedFilename()).toMatch(/^Reports_9782_\d{8}_\d{4}\.zip$/);
    const zip = await JSZip.loadAsync(await readFile((await zipFile.path())!));
    const entry = zip.file(`${requestId}/Blood report.pdf`);
    expect(entry).not.toBeNull();
    expect(Buffer.from(await entry!.async('uint8array'))).toEqual(PDF);
    await context.close();
  }, 120_000);
});
