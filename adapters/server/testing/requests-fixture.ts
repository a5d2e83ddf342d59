import type { Db } from '../store/db.ts';
import { PATHS } from '../seed/journeys.ts';
import type { StatusId } from '../../../core/appointments/status-catalogue.ts';

const HOUR = 3_600_000;

/** One fixture request; times are hours relative to the test clock's now. */
interface FixtureRequest {
  provider: number;
  status: StatusId;
  name: string;
  /** Hours from now to the appointment (negative: past). */
  visit: number;
  /** Hours from now to creation (negative). */
  created?: number;
  /** Hours from now to the last change (negative). */
  modified?: number;
  contract?: number;
  category?: string;
  packages?: number[];
  phone?: string;
  email?: string;
  employeeId?: string;
  priority?: number;
  dnd?: boolean;
  homeVisit?: boolean;
  remarks?: string;
  service?: 'LABS' | 'OFFLINE_CONSULTS';
  dob?: string | null;
}

/**
 * Requests for lab-desk tests, keyed by what a test calls them. Providers: 101 and 102 are the
 * branches of 100 (which holds one request itself), 200 is another lab. Dates sit where the tab
 * defaults look (New: the next 30 days; the other tabs: the previous 7 days), with a few outside.
 */
const REQUESTS = {
  new1: { provider: 101, status: 22, name: 'Asha Rao', visit: 48, created: -2, phone: '9876500001', email: 'Asha.Rao@mail.test', employeeId: 'EMP001' },
  new2: { provider: 101, status: 22, name: 'Priya Sharma', visit: 120, created: -20, phone: '9123456789', email: 'priya.s@mail.test', priority: 2, dnd: true, homeVisit: true, employeeId: 'EMP002' },
  new3: { provider: 101, status: 30, name: 'Rahul Verma', visit: 24, created: -1, priority: 1 },
  new4: { provider: 101, status: 147, name: 'Kiran Priyadarshini', visit: 240, created: -3, priority: 7 },
  newFar: { provider: 101, status: 22, name: 'Far Future', visit: 40 * 24, created: -1 },
  conf1: { provider: 101, status: 23, name: 'Meena Iyer', visit: -6, created: -72, modified: -48 },
  conf2: { provider: 101, status: 40, name: 'Suresh Kumar', visit: -2, created: -72, modified: -3 },
  conf3: { provider: 101, status: 40, name: 'Anil Kapoor', visit: -30, created: -96, modified: -31 },
  conf4: { provider: 101, status: 24, name: 'Farah Ali', visit: -72, created: -120, modified: -100 },
  docs1: { provider: 101, status: 32, name: 'Gita Menon', visit: -48, modified: -30, contract: 3104, category: 'Health Check', packages: [1] },
  docs2: { provider: 101, status: 32, name: 'Harish Rao', visit: -50, modified: -2, contract: 9782, category: 'PPMC', packages: [13] },
  docs3: { provider: 101, status: 33, name: 'Isha Gupta', visit: -60, modified: -5, contract: 4625, category: 'PPMC', packages: [13], remarks: 'ECG not legible' },
  docs4: { provider: 101, status: 32, name: 'Jatin Shah', visit: -26, modified: -25, contract: 5286, category: 'Health Check', packages: [1] },
  part1: { provider: 101, status: 116, name: 'Kavya Reddy', visit: -40, modified: -20, contract: 4625, category: 'PPMC', packages: [13] },
  part2: { provider: 101, status: 162, name: 'Lokesh Jain', visit: -44, modified: -10, contract: 9782, category: 'PPMC', packages: [13] },
  sub1: { provider: 101, status: 37, name: 'Mohan Das', visit: -70, modified: -8 },
  sub2: { provider: 101, status: 134, name: 'Nisha Paul', visit: -80, modified: -9 },
  sub3: { provider: 101, status: 161, name: 'Om Prakash', visit: -90, modified: -11 },
  settled1: { provider: 101, status: 48, name: 'Pooja Bhat', visit: -100, modified: -12 },
  canc1: { provider: 101, status: 26, name: 'Qasim Mirza', visit: -20, modified: -30 },
  canc2: { provider: 101, status: 119, name: 'Ritu Singh', visit: -22, modified: -31 },
  rej1: { provider: 101, status: 146, name: 'Sameer Joshi', visit: -24, modified: -40 },
  na1: { provider: 101, status: 39, name: 'Tara Devi', visit: -28, modified: -20 },
  oldConf: { provider: 101, status: 23, name: 'Old Confirmed', visit: -24 * 20, created: -24 * 25, modified: -24 * 21 },
  new5: { provider: 102, status: 22, name: 'Deepa Nair', visit: 72, created: -4, phone: '9000012345', email: 'deepa@mail.test', employeeId: 'EMP005' },
  conf5: { provider: 102, status: 40, name: 'Uday Rao', visit: -24, created: -48, modified: -25 },
  docs5: { provider: 102, status: 32, name: 'Vani Rao', visit: -30, modified: -26 },
  new6: { provider: 100, status: 22, name: 'Zara Khan', visit: 96, created: -5, dob: '0001-01-01' },
  other1: { provider: 200, status: 22, name: 'Priya Other', visit: 48, created: -2, phone: '9876500001', email: 'asha.rao@mail.test', employeeId: 'EMP001' },
  other2: { provider: 200, status: 40, name: 'Other Awaited', visit: -3, created: -48 },
  consult1: { provider: 101, status: 22, name: 'Consult Patient', visit: 30, created: -2, service: 'OFFLINE_CONSULTS', contract: 6150 },
} satisfies Record<string, FixtureRequest>;

/** A fixture request's key. */
export type FixtureRequestKey = keyof typeof REQUESTS;

/** The ids of the fixture requests, by key (from 500001 in the order above). */
export const FX_REQUEST: Readonly<Record<FixtureRequestKey, number>> = Object.fromEntries(
  Object.keys(REQUESTS).map((key, i) => [key, 500_001 + i]),
) as Record<FixtureRequestKey, number>;

/** The fixture's request rows, for tests that compute what a list should hold. */
export const FX_REQUEST_ROWS: Readonly<Record<FixtureRequestKey, FixtureRequest>> = REQUESTS;

const PACKAGES = [
  { id: 1, name: 'Basic Health Check', category: 'Health Check', groups: [{ groupName: 'Haematology', tests: [{ name: 'Complete Blood Count' }, { name: 'ESR' }] }, { groupName: 'Urine Analysis', tests: [{ name: 'Urine Routine' }] }] },
  { id: 4, name: 'Diabetes Care Panel', category: 'Lab Test', groups: [{ groupName: 'Diabetes', tests: [{ name: 'Fasting Blood Sugar' }, { name: 'HbA1c' }] }] },
  { id: 13, name: 'PPMC Medical Examination Level 1', category: 'PPMC', groups: [{ groupName: 'Cardiac', tests: [{ name: 'ECG' }] }] },
];

/**
 * Inserts the packages and the requests above, each with a status history that follows the demo
 * journeys (creation first, the current status last), dated relative to `now`.
 */
export async function loadRequestsFixture(db: Db, now: Date): Promise<void> {
  for (const p of PACKAGES) {
    await db.query('INSERT INTO package (id, name, test_category, groups) VALUES ($1, $2, $3, $4)', [p.id, p.name, p.category, JSON.stringify(p.groups)]);
  }
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  for (const [key, raw] of Object.entries(REQUESTS) as [FixtureRequestKey, FixtureRequest][]) {
    const r = raw;
    const id = FX_REQUEST[key];
    const created = at(r.created ?? Math.min(r.visit, 0) - 48);
    const modified = at(r.modified ?? r.created ?? Math.min(r.visit, 0) - 48);
    const packages = r.packages ?? [1];
    await db.query(
      `INSERT INTO appointment_request (id, service, provider_id, corporate_id, contract_id, product_type, employee_id, patient_name, dob, gender,
         phone, email, address_line1, city, package_ids, package_name, test_category, visit_type, fulfillment_date, status_id, priority_id,
         is_dnd, remarks, created_on, modified_on)
       VALUES ($1, $2, $3, 301, $4, $4, $5, $6, $7, 'F', $8, $9, '1 Test Street', 'Bengaluru', $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
      [
        id, r.service ?? 'LABS', r.provider, r.contract ?? 3104, r.employeeId ?? `EMP${id}`, r.name, r.dob === undefined ? '1990-05-17' : r.dob,
        r.phone ?? `98${String(id).padStart(8, '0')}`, r.email ?? `p${id}@mail.test`, packages,
        PACKAGES.filter((p) => packages.includes(p.id)).map((p) => p.name).join(', '), r.category ?? 'Health Check',
        r.homeVisit ? 'Home_Visit' : 'Appointment', at(r.visit), r.status, r.priority ?? 0, r.dnd ?? false, r.remarks ?? '', created, modified,
      ],
    );
    const path = PATHS[r.status];
    for (const [i, status] of path.entries()) {
      const when = path.length === 1 ? created : new Date(created.getTime() + ((modified.getTime() - created.getTime()) * i) / (path.length - 1));
      await db.query(
        `INSERT INTO request_status_history (request_id, status_id, actor_name, at, remarks) VALUES ($1, $2, $3, $4, $5)`,
        [id, status, i === 0 ? 'EDW File' : 'Ops Team', when, i === path.length - 1 ? (r.remarks ?? '') : ''],
      );
    }
  }
}
