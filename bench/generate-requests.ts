/**
 * Loads 1,000,000 lab appointment requests (about 3 status-history rows each) into a fresh
 * PostgreSQL database for the desk benchmark: `npm run bench:desk -- --generate`, or alone
 * `node --import tsx bench/generate-requests.ts [count]`.
 *
 * Drops and recreates the bench database (bench-db.ts), migrates it, seeds the demo organisations
 * and users, then replaces the demo requests with generated ones, all in SQL (INSERT ... SELECT
 * FROM generate_series), with the secondary indexes dropped during the load and rebuilt after.
 */
import { CORPORATES, PROVIDERS } from '../adapters/server/seed/organisations.ts';
import { BUILDINGS, CONTRACTS, FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, LOCALITIES, PACKAGES_BY_CONTRACT } from '../adapters/server/seed/reference-data.ts';
import { LAB_TABS, LabTab } from '../core/appointments/tabs.ts';
import { indiaDay, startOfIndiaDay } from '../core/shared/india-time.ts';
import { BENCH_DB } from './bench-db.ts';
import { dropIndexes, freshBenchDatabase, rebuildIndexes, step } from './bench-load.ts';

const FIRST_ID = 10_000_001;

/** A weighted pool as a flat array: [[22, 3], [23, 1]] -> [22, 22, 22, 23]. */
const pool = (weights: [number, number][]) => weights.flatMap(([value, n]) => Array<number>(n).fill(value));

/** Statuses by where the visit date lies: ahead, in the last two days, or older. Every status id appears. */
const FUTURE = pool([[22, 40], [30, 3], [147, 2], [-1, 1], [23, 25], [24, 6], [29, 3], [31, 3], [117, 1], [129, 5], [138, 3], [26, 2], [27, 2], [42, 1], [119, 1], [146, 2]]);
const RECENT = pool([[23, 10], [24, 3], [40, 8], [138, 3], [32, 20], [139, 5], [140, 5], [37, 10], [134, 5], [161, 3], [116, 3], [162, 3], [39, 6], [118, 2], [26, 2], [27, 2], [146, 2], [22, 3], [48, 5], [33, 2]]);
const PAST = pool([[48, 30], [37, 8], [134, 4], [161, 3], [33, 4], [32, 6], [139, 2], [140, 3], [116, 3], [162, 3], [39, 7], [118, 2], [26, 3], [27, 3], [42, 2], [119, 2], [120, 2], [0, 1], [146, 4], [121, 2], [122, 2], [123, 1], [126, 2], [127, 1], [128, 1], [130, 1], [131, 2], [23, 2], [22, 1], [29, 1], [31, 1], [117, 1], [40, 1]]);
/** Mostly no priority; a few urgent, HNI and SHNI customers. */
const PRIORITY = pool([[0, 78], [1, 8], [2, 6], [3, 3], [4, 2], [5, 1], [6, 1], [7, 1]]);
/** The four Apollo branches get 76 % of the requests, the standalone lab 24 %. */
const LAB_IDS = [101, 102, 103, 104, 110];
const PROVIDER = pool([[101, 22], [102, 20], [103, 18], [104, 16], [110, 24]]);
const CONTRACT = pool([[CONTRACTS.PPMC.id, 40], [CONTRACTS.ESALES.id, 25], [CONTRACTS.CORPORATE_AHC.id, 25], [CONTRACTS.PRE_EMPLOYMENT.id, 10]]);
const SOURCE_TYPE = Object.fromEntries(Object.values(CONTRACTS).map((c) => [c.id, c.sourceType]));
const HOME_ONLY = [138, 139];
const cityOf = (providerId: number) => PROVIDERS.find((p) => p.id === providerId)!.city;

/** Journey length by the tab of the final status: New 1; Confirmed, Cancelled, Rejected 3; Documents Pending, Partial, Not Attended 4; the rest 5. */
const tabStatuses = (...tabs: LabTab[]) => tabs.flatMap((t) => [...LAB_TABS[t].statusIds]);
const ONE_STEP = tabStatuses(LabTab.NEW_APPOINTMENTS);
const THREE_STEPS = tabStatuses(LabTab.CONFIRMED_APPOINTMENTS, LabTab.CANCELLED, LabTab.REJECTED);
const FOUR_STEPS = tabStatuses(LabTab.DOCUMENT_PENDING, LabTab.PARTIAL_DOCUMENTS_SUBMITTED, LabTab.NOT_ATTENDED);

/**
 * One row per request from generate_series, in three layers: the innermost draws the random
 * choices once per row (OFFSET 0 keeps the layers from being merged, so each random() is
 * evaluated once), the middle one derives what depends on them (status from the visit date, name
 * from gender), the outer one builds the columns. Visits fall in India working hours (07:00-19:00,
 * 15-minute slots), 90 days either side of today. Parameters: see `requestParams`.
 */
const INSERT_REQUESTS = `
INSERT INTO appointment_request (id, service, provider_id, corporate_id, contract_id, product_type, employee_id, maid,
  patient_name, dob, gender, phone, email, address_line1, address_line2, city, pin_code, client_location,
  package_ids, package_name, test_category, visit_type, fulfillment_date, first_appointment_date, status_id,
  priority_id, is_dnd, is_paid, amount, remarks, source, source_type, file_source_id, created_on, modified_on)
SELECT y.id, 'LABS', provider_id, corporate_id, contract_id, contract_id, employee_id, maid,
  first_name || ' ' || last_name, dob, gender, phone,
  lower(first_name) || '.' || lower(replace(last_name, '''', '')) || (y.id % 97) || '@mail.bench.example',
  building, loc ->> 'area', city, loc ->> 'pin', city, ARRAY[pk.id], pk.name, pk.test_category,
  CASE WHEN home OR status_id = ANY($13::int[]) THEN 'Home_Visit' ELSE 'Appointment' END,
  fulfillment_date, fulfillment_date, status_id, priority_id, is_dnd, is_paid, pk.price,
  CASE WHEN y.id % 11 = 0 THEN 'Fasting sample required' ELSE '' END,
  CASE WHEN file_source THEN 'EDW' ELSE 'API' END, $14::jsonb ->> contract_id::text,
  CASE WHEN file_source THEN 1000042 ELSE 1000017 END, created_on,
  CASE WHEN status_id = 22 THEN created_on
       ELSE created_on + (least($1::timestamptz, fulfillment_date + interval '2 days') - created_on) * (0.2 + 0.8 * r_mod) END
FROM (
  SELECT x.*,
    CASE WHEN fulfillment_date > $1::timestamptz THEN ($5::int[])[1 + floor(r_status * cardinality($5::int[]))::int]
         WHEN fulfillment_date > $1::timestamptz - interval '2 days' THEN ($6::int[])[1 + floor(r_status * cardinality($6::int[]))::int]
         ELSE ($7::int[])[1 + floor(r_status * cardinality($7::int[]))::int] END AS status_id,
    least(fulfillment_date, $1::timestamptz) - interval '1 hour' - r_created * interval '14 days' AS created_on,
    ($12::jsonb -> provider_id::text) -> floor(r_loc * jsonb_array_length($12::jsonb -> provider_id::text))::int AS loc,
    (($15::jsonb -> contract_id::text) ->> floor(r_pkg * jsonb_array_length($15::jsonb -> contract_id::text))::int)::int AS package_id,
    $21::jsonb ->> provider_id::text AS city,
    ($19::int[])[corp] AS corporate_id,
    ($20::text[])[corp] || lpad(floor(random() * 1e6)::int::text, 6, '0') AS employee_id,
    CASE WHEN gender = 'F' THEN ($9::text[])[1 + floor(random() * cardinality($9::text[]))::int]
         ELSE ($10::text[])[1 + floor(random() * cardinality($10::text[]))::int] END AS first_name,
    ($11::text[])[1 + floor(random() * cardinality($11::text[]))::int] AS last_name
  FROM (
    SELECT g AS id, random() AS r_status, random() AS r_created, random() AS r_mod, random() AS r_loc, random() AS r_pkg,
      ($3::int[])[1 + floor(random() * cardinality($3::int[]))::int] AS provider_id,
      ($4::int[])[1 + floor(random() * cardinality($4::int[]))::int] AS contract_id,
      ($8::int[])[1 + floor(random() * cardinality($8::int[]))::int] AS priority_id,
      1 + floor(random() * cardinality($19::int[]))::int AS corp,
      CASE WHEN random() < 0.5 THEN 'F' ELSE 'M' END AS gender,
      CASE WHEN random() < 0.5 THEN 'MA' || lpad(floor(random() * 1e9)::bigint::text, 9, '0') END AS maid,
      date '1955-01-01' + floor(random() * 365 * 48)::int AS dob,
      (6 + floor(random() * 4))::text || lpad(floor(random() * 1e9)::bigint::text, 9, '0') AS phone,
      floor(random() * 200 + 1)::int || ', ' || ($16::text[])[1 + floor(random() * cardinality($16::text[]))::int] AS building,
      $2::timestamptz + make_interval(days => floor(random() * 181)::int - 90, mins => 420 + 15 * floor(random() * 48)::int) AS fulfillment_date,
      random() < 0.05 AS is_dnd, random() < 0.6 AS is_paid, random() < 0.4 AS home, random() < 0.3 AS file_source
    FROM generate_series($17::bigint, $18::bigint) g
    OFFSET 0
  ) x
  OFFSET 0
) y
JOIN package pk ON pk.id = y.package_id`;

/** The parameters of INSERT_REQUESTS for ids first..last, in $1..$21 order. */
function requestParams(now: Date, first: number, last: number): unknown[] {
  const byLab = <T>(f: (id: number) => T) => JSON.stringify(Object.fromEntries(LAB_IDS.map((id) => [id, f(id)])));
  return [
    now, startOfIndiaDay(indiaDay(now)), PROVIDER, CONTRACT, FUTURE, RECENT, PAST, PRIORITY,
    FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, byLab((id) => LOCALITIES[cityOf(id)]), HOME_ONLY,
    JSON.stringify(SOURCE_TYPE), JSON.stringify(PACKAGES_BY_CONTRACT), BUILDINGS, first, last,
    CORPORATES.map((c) => c.id), CORPORATES.map((c) => c.prefix), byLab(cityOf),
  ];
}

/**
 * The journey of each request: 22 (created, by the system), 147 (routed to the centre), 23
 * (confirmed), 32 (attended), then the final status, as many steps as the final status's tab implies; times spread evenly from
 * creation to the last modification.
 */
const INSERT_HISTORY = `
INSERT INTO request_status_history (request_id, status_id, actor_user_id, actor_name, at, remarks, feedback)
SELECT r.id,
  CASE WHEN k = n THEN r.status_id ELSE (ARRAY[22, 147, 23, 32])[k] END,
  CASE WHEN k = 1 THEN NULL ELSE 1 END,
  CASE WHEN k = 1 THEN 'System' ELSE 'Ravi Kumar' END,
  CASE WHEN n = 1 THEN r.created_on ELSE r.created_on + (r.modified_on - r.created_on) * ((k - 1)::float8 / (n - 1)) END,
  CASE WHEN k = n THEN r.remarks ELSE '' END,
  CASE WHEN k = 4 AND k < n THEN 'Satisfied' END
FROM (SELECT r.*, CASE WHEN r.status_id = ANY($1::int[]) THEN 1 WHEN r.status_id = ANY($2::int[]) THEN 3
                       WHEN r.status_id = ANY($3::int[]) THEN 4 ELSE 5 END AS n
        FROM appointment_request r) r
CROSS JOIN LATERAL generate_series(1, r.n) k`;

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 1_000_000);
  const started = Date.now();

  // 1. A fresh database with the schema and the demo organisations and users.
  const now = new Date();
  const client = await freshBenchDatabase(now);
  step(`database ${BENCH_DB}, schema and demo users`, started);

  // The demo requests go; foreign keys hold by construction, so their per-row triggers are
  // skipped during the load (as pg_restore does).
  await client.query('TRUNCATE appointment_request CASCADE');
  await client.query(`SET session_replication_role = replica`);
  // Nor a live event per generated row (028_request_changes.sql), should replica mode ever be dropped.
  await client.query(`SET portal.quiet = 'on'`);
  const indexes = await dropIndexes(client, ['appointment_request', 'request_status_history']);

  // 2. The requests, in batches of 100,000 so progress shows; then their histories.
  let t = Date.now();
  await client.query('SELECT setseed(0.2024)');
  const batch = 100_000;
  for (let first = FIRST_ID; first < FIRST_ID + count; first += batch) {
    const last = Math.min(first + batch, FIRST_ID + count) - 1;
    await client.query(INSERT_REQUESTS, requestParams(now, first, last));
    process.stdout.write(`\r  ${last - FIRST_ID + 1} requests`);
  }
  process.stdout.write('\n');
  step(`${count} requests`, t);
  t = Date.now();
  const history = await client.query(INSERT_HISTORY, [ONE_STEP, THREE_STEPS, FOUR_STEPS]);
  step(`${history.rowCount} history rows`, t);
  await client.query(`SELECT setval('appointment_request_id_seq', $1)`, [FIRST_ID + count - 1]);
  await client.query(`SET session_replication_role = origin`);
  await client.query(`RESET portal.quiet`);
  // The load ran without triggers, so the per-day tab counts (025) are made once from the table.
  t = Date.now();
  await client.query('SELECT rebuild_request_day_count()');
  step('per-day tab counts', t);

  // 3. The migrations' own index definitions, rebuilt once over the whole tables; then statistics
  // and the visibility map (index-only scans need it; autovacuum would set it later by itself).
  await rebuildIndexes(client, indexes);
  t = Date.now();
  await client.query('VACUUM (ANALYZE) appointment_request');
  await client.query('VACUUM (ANALYZE) request_status_history');
  await client.query('VACUUM (ANALYZE) request_day_count, request_corporate_day_count');
  step('VACUUM ANALYZE', t);

  const size = await client.query<{ size: string }>(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`);
  await client.end();
  step(`total (database ${size.rows[0].size})`, started);
}

await main();
