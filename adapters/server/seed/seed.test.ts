import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFiles } from './demo-files.ts';
import { ESALES_STATUS_GROUP_IDS } from '../../../core/esales/case-status.ts';
import { ALL_STATUS_IDS } from '../../../core/appointments/status-catalogue.ts';
import { LAB_TABS, LAB_TAB_ORDER, LabTab } from '../../../core/appointments/tabs.ts';
import { CHART_USER_NAMES } from '../../../core/session/chart-users.ts';
import { ROLE_IDS, type RoleName } from '../../../core/session/roles.ts';
import { addDays, endOfIndiaDay, indiaDay, startOfIndiaDay } from '../../../core/shared/india-time.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import type { Db } from '../store/db.ts';
import { openDb } from '../store/open.ts';
import { DEMO } from './demo-ids.ts';
import { Prng } from './prng.ts';
import { generateRequests } from './requests.ts';
import { DEMO_SEED, DatabaseNotEmptyError, isEmpty, seedDemoData, type SeedSummary } from './seed.ts';
import { accessLevelOf, spocFeatures } from '../../../core/spoc/spoc-roles.ts';

// A fixed "now" (11:00 India time), so the windows below are the ones the seed aimed at.
const NOW = new Date('2026-03-15T05:30:00Z');
const TODAY = indiaDay(NOW);
const DAY = 86_400_000;

/**
 * The narrowest reading of each tab's default window: New between tomorrow and +29 days, the
 * others between -6 and -1 days (India time), so the test holds whichever way the presets are cut.
 */
function defaultWindow(tab: LabTab): [Date, Date] {
  return tab === LabTab.NEW_APPOINTMENTS
    ? [startOfIndiaDay(addDays(TODAY, 1)), endOfIndiaDay(addDays(TODAY, 29))]
    : [startOfIndiaDay(addDays(TODAY, -6)), endOfIndiaDay(addDays(TODAY, -1))];
}

async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) AS q`, params);
  return rows[0].n;
}

/** Checks that hold on any engine once the seed has run. */
async function expectConsistentHistories(db: Db): Promise<void> {
  const [row] = await db.query<Record<string, number>>(`
    WITH first AS (SELECT DISTINCT ON (request_id) request_id, status_id, at FROM request_status_history ORDER BY request_id, at, id),
         last AS (SELECT DISTINCT ON (request_id) request_id, status_id, at FROM request_status_history ORDER BY request_id, at DESC, id DESC)
    SELECT count(*)::int AS requests,
           count(*) FILTER (WHERE l.status_id <> r.status_id)::int AS last_differs,
           count(*) FILTER (WHERE f.status_id NOT IN (22, -1))::int AS odd_first,
           count(*) FILTER (WHERE f.at <> r.created_on)::int AS first_not_creation,
           count(*) FILTER (WHERE l.at <> r.modified_on)::int AS modified_not_last,
           count(*) FILTER (WHERE r.created_on >= r.fulfillment_date)::int AS created_after_visit,
           count(*) FILTER (WHERE l.at > $1::timestamptz)::int AS history_in_future
    FROM appointment_request r JOIN first f ON f.request_id = r.id JOIN last l ON l.request_id = r.id`, [NOW.toISOString()]);
  expect(row).toEqual({
    requests: 5300,
    last_differs: 0,
    odd_first: 0,
    first_not_creation: 0,
    modified_not_last: 0,
    created_after_visit: 0,
    history_in_future: 0,
  });
}

describe('demo seed on PGlite', () => {
  let db: Db;
  let summary: SeedSummary;

  beforeAll(async () => {
    db = await openDb({});
    summary = await seedDemoData(db, NOW);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  // How fast it seeds is measured by `npm run bench:embedded`, not here: a timed test fails on a busy machine.
  it('fills an empty database and reports what it wrote', async () => {
    expect(summary).toEqual({
      providers: 8,
      insurers: 2,
      corporates: 8,
      users: 14,
      packages: 15,
      doctors: 10,
      labRequests: 5000,
      offlineRequests: 300,
      historyRows: expect.any(Number),
      esalesCases: 3000,
      correspondences: expect.any(Number),
      statusIds: ALL_STATUS_IDS.length,
    });
    expect(await count(db, 'SELECT 1 FROM correspondence')).toBe(summary.correspondences);
    expect(await count(db, 'SELECT 1 FROM request_status_history')).toBe(summary.historyRows);
    expect(await isEmpty(db)).toBe(false);
  });

  it('fills the e-sales queue of both insurers over six months, some converted in every status group', async () => {
    const [c] = await db.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE k.insurer_id = $1)::int AS first, count(*) FILTER (WHERE k.insurer_id <> $1)::int AS second,
              count(*) FILTER (WHERE e.error <> '')::int AS errors, count(*) FILTER (WHERE e.is_dnd)::int AS dnd,
              count(*) FILTER (WHERE e.created_on < $2::timestamptz - interval '181 days' OR e.created_on > $2)::int AS outside
         FROM esales_case e JOIN corporate k ON k.id = e.corporate_id`,
      [DEMO.insurerId, NOW],
    );
    expect(c.first).toBeGreaterThan(2000);
    expect(c.second).toBeGreaterThan(300);
    expect(c.errors).toBeGreaterThan(100);
    expect(c.dnd).toBeGreaterThan(100);
    expect(c.outside).toBe(0);
    // Each converted case belongs to its request's corporate and customer, with an order id.
    const mismatched = await count(db, `SELECT 1 FROM esales_case e JOIN appointment_request r ON r.id = e.request_id
      WHERE r.corporate_id <> e.corporate_id OR r.patient_name <> e.customer_name OR e.order_id IS NULL`);
    expect(mismatched).toBe(0);
    for (const [group, ids] of Object.entries(ESALES_STATUS_GROUP_IDS)) {
      const n = await count(db, `SELECT 1 FROM esales_case e JOIN appointment_request r ON r.id = e.request_id JOIN corporate k ON k.id = e.corporate_id
        WHERE k.insurer_id = $1 AND r.status_id = ANY($2::int[])`, [DEMO.insurerId, ids]);
      expect(n, group).toBeGreaterThan(0);
    }
  });

  it('logs call correspondence on demo requests, QC-approved consults with a qualified doctor among them', async () => {
    const [c] = await db.query<Record<string, number>>(
      `SELECT count(DISTINCT request_id)::int AS requests, count(*) FILTER (WHERE rc_blob ? 'callbackdate')::int AS callbacks,
              count(*) FILTER (WHERE c.created_on < r.created_on)::int AS before_request
         FROM correspondence c JOIN appointment_request r ON r.id = c.request_id`,
    );
    expect(c.requests).toBeGreaterThan(500);
    expect(c.callbacks).toBeGreaterThan(50);
    expect(c.before_request).toBe(0);
    const qcApprovedWithDoctor = await count(db, `SELECT DISTINCT c.request_id FROM correspondence c JOIN appointment_request r ON r.id = c.request_id
      JOIN doctor d ON d.id = r.doctor_id WHERE r.status_id = 48 AND jsonb_array_length(d.qualifications) > 0`);
    expect(qcApprovedWithDoctor).toBeGreaterThan(5);
  });

  it('offers the tele-underwriting contract with packages for every corporate, and an agent with an assigned contract', async () => {
    const contracts = await db.query<{ id: number; name: string }>('SELECT id, name FROM contract WHERE bulk ORDER BY id');
    expect(contracts).toContainEqual({ id: 7311, name: 'Tele-Underwriting' });
    const packages = await db.query<{ corporate_id: number; n: number }>(
      'SELECT c.id AS corporate_id, count(*)::int AS n FROM tele_package t JOIN corporate c ON c.entity_relation_id = t.entity_relation_id WHERE t.contract_id = 7311 GROUP BY c.id ORDER BY c.id',
    );
    expect(packages.map((p) => p.corporate_id)).toEqual([...DEMO.corporateIds, ...DEMO.secondInsurerCorporateIds]);
    expect(await db.query('SELECT entity_relation_id FROM corporate WHERE id = 201')).toEqual([{ entity_relation_id: 800201 }]);
    expect(await db.query('SELECT user_name, assigned_contracts FROM app_user WHERE cardinality(assigned_contracts) > 0')).toEqual([
      { user_name: 'insureragent', assigned_contracts: [4625] },
    ]);
  });

  it('holds every status id of the catalogue', async () => {
    const rows = await db.query<{ status_id: number }>(`SELECT DISTINCT status_id FROM appointment_request WHERE service = 'LABS'`);
    expect(rows.map((r) => r.status_id).sort((a, b) => a - b)).toEqual([...ALL_STATUS_IDS].sort((a, b) => a - b));
  });

  it('shows rows on every lab tab of the parent provider and of the standalone lab, in the default window', async () => {
    const children = (await db.query<{ id: number }>('SELECT id FROM provider WHERE parent_id = $1 ORDER BY id', [DEMO.parentProviderId])).map((r) => r.id);
    expect(children).toEqual(DEMO.childProviderIds);
    for (const providers of [children, [DEMO.standaloneLabId]]) {
      for (const tab of LAB_TAB_ORDER) {
        const [from, to] = defaultWindow(tab);
        const n = await count(
          db,
          `SELECT 1 FROM appointment_request WHERE provider_id = ANY($1::int[]) AND service = 'LABS'
             AND status_id = ANY($2::int[]) AND fulfillment_date >= $3 AND fulfillment_date < $4`,
          [providers, LAB_TABS[tab].statusIds, from.toISOString(), to.toISOString()],
        );
        expect(n, `${tab} for providers ${providers.join(',')}`).toBeGreaterThan(0);
      }
    }
  });

  it('has a user for every role, scoped to one organisation', async () => {
    const users = await db.query<{ user_name: string; role_name: string; role_id: number; provider_id: number | null; insurer_id: number | null; features: string[]; otp_required: boolean; email: string; phone: string }>(
      'SELECT user_name, role_name, role_id, provider_id, insurer_id, features, otp_required, email, phone FROM app_user ORDER BY id',
    );
    for (const [role, ids] of Object.entries(ROLE_IDS) as [RoleName, readonly number[]][]) {
      expect(users.some((u) => u.role_name === role && ids.includes(u.role_id)), `a ${role} user`).toBe(true);
    }
    for (const u of users) {
      const roleIds = ROLE_IDS[u.role_name as RoleName];
      expect(roleIds, `role of ${u.user_name}`).toBeDefined();
      expect(roleIds).toContain(u.role_id);
      expect(u.otp_required).toBe(true);
      expect(u.email).toBe(`${u.user_name}@demo.example`);
      expect(u.phone).toMatch(/^\d{10}$/);
    }
    const byName = Object.fromEntries(users.map((u) => [u.user_name, u]));
    expect(byName.insurercallcentre.role_name).toBe('insurercallCentre');
    expect(byName.dcadmin).toMatchObject({ role_id: 5432, provider_id: DEMO.parentProviderId, features: ['VIEW_LABS', 'RESET_PASSWORD'] });
    expect(byName.dcoperations).toMatchObject({ role_id: 5433, provider_id: DEMO.childProviders.bengaluru, features: ['VIEW_LABS'] });
    expect(byName['other.insurer']).toMatchObject({ role_id: 9207, insurer_id: DEMO.secondInsurerId });
    expect(byName['clinic.viewer'].features).toEqual(['VIEW_OFFLINE']);
    expect(byName['clinic.admin'].features).toHaveLength(9);
    expect(CHART_USER_NAMES).toContain(DEMO.users.insurerCharts.userName);
    for (const key of Object.keys(DEMO.users) as (keyof typeof DEMO.users)[]) {
      expect(byName[DEMO.users[key].userName], key).toMatchObject({ role_name: DEMO.users[key].roleName, role_id: DEMO.users[key].roleId });
    }
    const [agent] = await db.query<{ agent_id: string }>('SELECT agent_id FROM app_user WHERE id = $1', [DEMO.users.insureragent.id]);
    expect(agent.agent_id).toBe(DEMO.agentId);
  });

  it('lets every demo user sign in with Demo@1234 and nothing else', async () => {
    const users = await db.query<{ user_name: string; password_hash: string }>('SELECT user_name, password_hash FROM app_user');
    for (const u of users) expect(await verifyPassword(u.password_hash, 'Demo@1234'), u.user_name).toBe(true);
    expect(await verifyPassword(users[0].password_hash, 'demo@1234')).toBe(false);
  });

  it('refuses to seed a second time and leaves the data alone', async () => {
    await expect(seedDemoData(db, NOW)).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    expect(await count(db, 'SELECT 1 FROM appointment_request')).toBe(5300);
    expect(await count(db, 'SELECT 1 FROM app_user')).toBe(14);
  });

  it('keeps every history consistent with its request', async () => {
    await expectConsistentHistories(db);
    const unordered = await count(
      db,
      `SELECT 1 FROM (SELECT at, lag(at) OVER (PARTITION BY request_id ORDER BY id) AS prev FROM request_status_history) h WHERE at < prev`,
    );
    expect(unordered).toBe(0);
  });

  it('spreads requests like real traffic', async () => {
    const [r] = await db.query<Record<string, number>>(`
      SELECT min(fulfillment_date) AS min_date, max(fulfillment_date) AS max_date,
             avg(is_dnd::int)::float AS dnd, count(DISTINCT priority_id)::int AS priorities,
             avg((priority_id = 0)::int)::float AS no_priority,
             count(*) FILTER (WHERE dob = '0001-01-01')::int AS placeholder_dobs,
             count(*) FILTER (WHERE visit_type = 'Home_Visit')::int AS home,
             count(*) FILTER (WHERE visit_type = 'Appointment')::int AS centre,
             count(*) FILTER (WHERE contract_id = 9782)::int AS ppmc,
             count(*) FILTER (WHERE contract_id = 4625)::int AS esales,
             count(DISTINCT array_to_string(package_ids, ','))::int AS package_mixes
      FROM appointment_request WHERE service = 'LABS'`);
    expect(new Date(r.min_date).getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 61 * DAY);
    expect(new Date(r.max_date).getTime()).toBeLessThanOrEqual(NOW.getTime() + 46 * DAY);
    expect(r.dnd).toBeGreaterThan(0.05);
    expect(r.dnd).toBeLessThan(0.11);
    expect(r.priorities).toBe(8);
    expect(r.no_priority).toBeGreaterThan(0.7);
    expect(r.placeholder_dobs).toBeGreaterThan(0);
    expect(r.home).toBeGreaterThan(500);
    expect(r.centre).toBeGreaterThan(500);
    expect(r.ppmc).toBeGreaterThan(500);
    expect(r.esales).toBeGreaterThan(500);
    expect(r.package_mixes).toBeGreaterThan(10);
    const secondInsurer = await count(
      db,
      'SELECT 1 FROM appointment_request r JOIN corporate c ON c.id = r.corporate_id WHERE c.insurer_id = $1',
      [DEMO.secondInsurerId],
    );
    expect(secondInsurer).toBeGreaterThan(500);
    expect(await count(db, 'SELECT 1 FROM appointment_request WHERE agent_code = $1', [DEMO.agentId])).toBeGreaterThan(0);
  });

  it('gives the clinic SPOCs whose features are exactly what their roles grant', async () => {
    const spocs = await db.query<{ user_name: string; features: string[]; spoc_roles: string[]; read_only: boolean }>(
      'SELECT user_name, features, spoc_roles, read_only FROM app_user WHERE cardinality(spoc_roles) > 0 ORDER BY id',
    );
    expect(spocs.map((s) => s.user_name)).toEqual(['clinic.admin', 'clinic.viewer', 'clinic.desk']);
    for (const s of spocs) {
      expect([...s.features].sort(), s.user_name).toEqual([...spocFeatures(s.spoc_roles)].sort());
      expect(s.read_only, s.user_name).toBe(accessLevelOf(s.spoc_roles) === 'viewer');
    }
  });

  it('gives the clinic about 300 consults with its active doctors', async () => {
    const rows = await db.query<{ provider_id: number; doctor_id: number; n: number }>(
      `SELECT provider_id, doctor_id, count(*)::int AS n FROM appointment_request WHERE service = 'OFFLINE_CONSULTS' GROUP BY 1, 2 ORDER BY 2`,
    );
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(300);
    expect(new Set(rows.map((r) => r.provider_id))).toEqual(new Set([DEMO.clinicProviderId]));
    expect(rows.map((r) => r.doctor_id)).toEqual(DEMO.consultingDoctorIds);
    const doctors = await db.query<{ id: number; is_active: boolean; qc_status: string; slots: unknown[] }>('SELECT id, is_active, qc_status, slots FROM doctor ORDER BY id');
    expect(doctors.map((d) => d.id)).toEqual(DEMO.doctorIds);
    expect(doctors.filter((d) => d.is_active && d.qc_status === 'Passed').map((d) => d.id)).toEqual(DEMO.activeDoctorIds);
    for (const d of doctors.filter((x) => x.is_active)) expect(d.slots.length, `slots of ${d.id}`).toBeGreaterThan(0);
  });

  it('gives Create Order its allow-listed provider and user, and packages of both categories to sell', async () => {
    const allowed = await db.query<{ user_name: string }>('SELECT u.user_name FROM app_user u JOIN provider p ON p.id = u.provider_id WHERE p.create_order ORDER BY 1');
    expect(allowed.map((u) => u.user_name)).toEqual([DEMO.users.affiliateOrders.userName]);
    const sold = await db.query<{ category: string; cities: number }>(
      `SELECT p.test_category AS category, count(DISTINCT rpc.city_id)::int AS cities FROM retail_package_city rpc JOIN package p ON p.id = rpc.package_id
        GROUP BY p.test_category ORDER BY 1`,
    );
    expect(sold.map((r) => r.category)).toEqual(['Health Check', 'Lab Test']);
    for (const r of sold) expect(r.cities, r.category).toBeGreaterThan(1);
    expect(await count(db, 'SELECT 1 FROM retail_customer')).toBe(3);
  });

  it('hands out new request ids after the seeded ones', async () => {
    const [{ next }] = await db.query<{ next: number }>(`SELECT nextval('appointment_request_id_seq')::int AS next`);
    expect(next).toBe(DEMO.firstRequestId + 5300);
  });

  it('stores a real PDF for every report and bill its histories name, and a real photo for every doctor', async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'seed-files-'));
    try {
      const stored = await seedDemoFiles(db, filesDir, DEMO.users.dcadmin.id);
      const [named] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM request_status_history h,
           LATERAL (SELECT key FROM jsonb_each_text(COALESCE(h.attachments->'reports', '{}'))
                    UNION ALL SELECT key FROM jsonb_each_text(COALESCE(h.attachments->'bills', '{}'))) a`,
      );
      expect(stored).toBeGreaterThan(0);
      expect(stored).toBe(named.n + DEMO.doctorIds.length);
      const files = await db.query<{ storage_path: string; size_bytes: number; content_type: string }>('SELECT DISTINCT storage_path, size_bytes, content_type FROM file');
      for (const f of files) {
        const bytes = readFileSync(join(filesDir, f.storage_path));
        expect(bytes.subarray(0, 5).toString('latin1')).toBe(f.content_type === 'image/png' ? '\x89PNG\r' : '%PDF-');
        expect(bytes.length).toBe(f.size_bytes);
      }
      // Every demo doctor's photo is such a file, of the doctor's own provider.
      const photos = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM doctor d JOIN file f ON f.id = d.image_url AND f.provider_id = d.provider_id AND f.content_type = 'image/png'`,
      );
      expect(photos[0]!.n).toBe(DEMO.doctorIds.length);
    } finally {
      rmSync(filesDir, { recursive: true, force: true });
    }
  });

  it('gives seeded files random ids that cannot be derived from the demo data', () => {
    const fileIds = (rows: ReturnType<typeof generateRequests>) =>
      new Set(rows.flatMap((r) => r.history.flatMap((h) => [...Object.keys(h.attachments.reports ?? {}), ...Object.keys(h.attachments.bills ?? {})])));
    const first = fileIds(generateRequests(new Prng(DEMO_SEED), NOW));
    const second = fileIds(generateRequests(new Prng(DEMO_SEED), NOW));
    expect(first.size).toBeGreaterThan(1000);
    for (const id of first) expect(id).toMatch(/^f[A-Za-z0-9_-]{24}$/);
    expect([...first].filter((id) => second.has(id))).toEqual([]);
  });

  it('is deterministic for a given now', () => {
    const project = (rows: ReturnType<typeof generateRequests>) => rows.slice(0, 50).map((r) => [r.id, r.patientName, r.statusId, r.fulfillmentDate.toISOString(), r.history.length]);
    expect(project(generateRequests(new Prng(DEMO_SEED), NOW))).toEqual(project(generateRequests(new Prng(DEMO_SEED), NOW)));
  });
});

// The same migration and seed on a real PostgreSQL, in a throw-away database.
describe.runIf(Boolean(process.env.DATABASE_URL_TEST))('demo seed on PostgreSQL', () => {
  const adminUrl = process.env.DATABASE_URL_TEST ?? '';
  const name = `seed_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  let db: Db | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    db = await openDb({ databaseUrl: url.toString() });
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('accepts the migration and the seed', async () => {
    const summary = await seedDemoData(db!, NOW);
    expect(summary.labRequests).toBe(5000);
    expect(summary.statusIds).toBe(ALL_STATUS_IDS.length);
    await expectConsistentHistories(db!);
    await expect(seedDemoData(db!, NOW)).rejects.toBeInstanceOf(DatabaseNotEmptyError);
  }, 60_000);
});
