import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../adapters/server/seed/demo-ids.ts';
import { BOOKED_STATUSES } from '../../core/doctors/impact-rule.ts';
import { indiaClock, isFreeAt, worksAt, type DoctorCalendar } from '../../core/doctors/impact-calendar.ts';
import { activeHolidayDays } from '../../core/doctors/holiday-list.ts';
import { daysInRange } from '../../core/doctors/holiday-rules.ts';
import { indiaDay } from '../../core/shared/india-time.ts';
import { seriousViolations } from './support/axe.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';

interface DoctorRow { id: number; name: string; slots: DoctorCalendar['slots']; holidays: DoctorCalendar['holidays'] }
interface ConsultRow { id: string; doctor_id: number; fulfillment_date: Date }

/** Picks a day `ahead` days from today on a day field's calendar, with the keyboard. */
async function pickDay(page: Page, label: string, ahead: number): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Choose ${label.toLowerCase()}`) }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: `Choose ${label.toLowerCase()}` }).getByRole('grid').first().waitFor();
  for (let i = 0; i < ahead; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('textbox', { name: label }).inputValue()).not.toBe('');
}

describe('a doctor\'s schedule and holidays, and a holiday that hits a booked appointment', () => {
  let portal: Portal;
  let doctor: DoctorRow;
  let colleague: DoctorRow;
  let consultId: number;
  let holiday: string;
  let ahead: number;

  beforeAll(async () => {
    portal = await startPortal();
    const db = portal.server.db;
    const now = new Date();
    const doctors = await db.query<DoctorRow>(
      `SELECT id, trim(prefix || ' ' || first_name || ' ' || last_name) AS name, slots, holidays FROM doctor WHERE provider_id = $1 AND is_active ORDER BY id`,
      [DEMO.clinicProviderId],
    );
    const consults = await db.query<ConsultRow>(
      `SELECT id, doctor_id, fulfillment_date FROM appointment_request
        WHERE provider_id = $1 AND service = 'OFFLINE_CONSULTS' AND status_id = ANY($2::int[]) AND fulfillment_date > $3 ORDER BY fulfillment_date, id`,
      [DEMO.clinicProviderId, BOOKED_STATUSES, new Date(now.getTime() + 86_400_000)],
    );
    const booked = (id: number) => consults.filter((c) => c.doctor_id === id).map((c) => new Date(c.fulfillment_date));
    // A booked consult inside its doctor's hours on a day that is no holiday yet, with a colleague free then.
    for (const c of consults) {
      const at = new Date(c.fulfillment_date);
      const own = doctors.find((d) => d.id === c.doctor_id);
      if (!own || !worksAt(own, at) || activeHolidayDays(own.holidays).includes(indiaClock(at).day)) continue;
      const free = doctors.find((d) => d.id !== own.id && isFreeAt(d, booked(d.id), at));
      if (!free) continue;
      doctor = own;
      colleague = free;
      consultId = Number(c.id);
      holiday = indiaClock(at).day;
      break;
    }
    expect(consultId, 'the demo data has a booked consult a colleague could take').toBeDefined();
    ahead = daysInRange(indiaDay(now), holiday) - 1;
  });
  afterAll(() => portal?.close());

  it('clinic.admin edits a schedule: the rules speak, the Customer View shows the slots, Save keeps it', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'clinic.admin');
    await page.goto(portal.url(`/offlineConsults/DoctorManagements/Schedule?drId=${doctor.id}`));
    await page.getByRole('heading', { name: doctor.name }).waitFor();
    const sunday = page.getByRole('group', { name: 'Sunday', exact: true });
    await sunday.getByText('Unavailable').waitFor();
    await page.getByRole('button', { name: 'Add duration on Sunday' }).click();
    const duration = page.getByRole('group', { name: 'Sunday duration 1' });
    await duration.getByRole('combobox', { name: 'From' }).selectOption({ label: '10:00 AM' });
    await duration.getByRole('combobox', { name: 'To' }).selectOption({ label: '09:00 AM' });
    await duration.getByRole('textbox', { name: 'Number of bookings' }).fill('101');
    await duration.getByRole('textbox', { name: 'Average slot time (min)' }).fill('20');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await duration.getByText('Start time must be lesser than End Time').waitFor();
    await duration.getByText('Must be less than 100').waitFor();
    await duration.getByRole('combobox', { name: 'To' }).selectOption({ label: '11:00 AM' });
    await duration.getByRole('textbox', { name: 'Number of bookings' }).fill('3');
    await page.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Sunday' });
    const preview = page.getByRole('list', { name: 'Slots customers see' });
    expect(await preview.getByRole('listitem').allTextContents()).toEqual(['10:00 AM - 10:20 AM', '10:20 AM - 10:40 AM', '10:40 AM - 11:00 AM']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Schedule Saved Successfully').waitFor();
    const [row] = await portal.server.db.query<{ slots: { dayOfWeek: number; startTime: number; endTime: number; split: number; slots: number; isActive: boolean }[] }>('SELECT slots FROM doctor WHERE id = $1', [doctor.id]);
    expect(row!.slots.filter((s) => s.dayOfWeek === 0 && s.isActive).map((s) => [s.startTime, s.endTime, s.split, s.slots])).toEqual([[600, 660, 20, 3]]);
    await context.close();
  });

  it('adds a holiday that hits a booked appointment, reassigns it, and its history shows the new doctor', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'clinic.admin');
    await page.goto(portal.url(`/offlineConsults/DoctorManagements/Holidays?drId=${doctor.id}`));
    await page.getByRole('heading', { name: doctor.name }).waitFor();
    await pickDay(page, 'Start date', ahead);
    await pickDay(page, 'End date', 0);
    await page.getByRole('button', { name: 'Add Holiday' }).click();
    const day = Number(holiday.slice(8, 10));
    await page.getByRole('region', { name: 'Holidays of the next six months' }).getByText(new RegExp(`^${day} \\w{3}`)).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/booked appointments? falls? on these days/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing is written before the confirmation.
    const [before] = await portal.server.db.query<{ holidays: { date: string; isActive: boolean }[] }>('SELECT holidays FROM doctor WHERE id = $1', [doctor.id]);
    expect(before!.holidays.some((h) => h.date === holiday && h.isActive)).toBe(false);
    await dialog.getByRole('combobox', { name: `What happens to request ${consultId}` }).selectOption({ label: 'Reassign to another doctor' });
    await dialog.getByRole('combobox', { name: `Doctor for request ${consultId}` }).selectOption({ label: colleague.name });
    await dialog.getByRole('button', { name: 'Confirm and save' }).click();
    await page.getByText('Holidays Saved Successfully').waitFor();
    const [after] = await portal.server.db.query<{ doctor_id: number }>('SELECT doctor_id FROM appointment_request WHERE id = $1', [consultId]);
    expect(after!.doctor_id).toBe(colleague.id);

    await page.goto(portal.url(`/dcadmin/appointments/${consultId}/history`));
    await page.getByText(`Doctor changed from ${doctor.name} to ${colleague.name}: doctor unavailable`).waitFor();
    await context.close();
  });

  it('fits a 390 px screen', async () => {
    const { context, page } = await portal.newPage({ width: 390, height: 844 });
    await signIn(portal, page, 'clinic.admin');
    await page.goto(portal.url(`/offlineConsults/DoctorManagements/Schedule?drId=${doctor.id}`));
    await page.getByRole('heading', { name: 'Customer View' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(portal.url(`/offlineConsults/DoctorManagements/Holidays?drId=${doctor.id}`));
    await page.getByRole('button', { name: 'Add Holiday' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
