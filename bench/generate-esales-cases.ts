/**
 * Loads 1,000,000 e-sales cases into a fresh PostgreSQL database for the queue benchmark:
 * `npm run bench:esales -- --generate`, or alone `node --import tsx bench/generate-esales-cases.ts [count]`.
 *
 * Drops and recreates the e-sales bench database (esales-bench-db.ts), migrates it and seeds the
 * demo organisations, users and requests, then replaces the demo cases with generated ones in SQL
 * (INSERT ... SELECT FROM generate_series), secondary indexes dropped during the load and rebuilt
 * after. Cases spread over the last 180 days across both insurers' corporates (the demo insurer's
 * five get 80 %); 5 % are do-not-disturb, 10 % carry an error, 5 % led to a demo request.
 */
import './esales-bench-db.ts';
import { CORPORATES } from '../adapters/server/seed/organisations.ts';
import { CASE_ERRORS, STATE_OF_CITY } from '../adapters/server/seed/esales-cases.ts';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES } from '../adapters/server/seed/reference-data.ts';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { BENCH_DB } from './bench-db.ts';
import { dropIndexes, freshBenchDatabase, rebuildIndexes, step } from './bench-load.ts';

const FIRST_ID = 70_000_001;
/** The demo insurer's corporates four times over, the other insurer's once: 80 % / 20 %. */
const CORPORATE_POOL = CORPORATES.flatMap((c) => Array<number>(c.insurerId === DEMO.insurerId ? 4 : 1).fill(c.id));
const PREFIX = Object.fromEntries(CORPORATES.map((c) => [c.id, c.prefix]));
const CITIES = Object.keys(STATE_OF_CITY);

/** One case per id; the inner layer draws each random choice once (OFFSET 0 keeps it a layer). */
const INSERT_CASES = `
INSERT INTO esales_case (id, equote, corporate_id, customer_name, phone, email, member_id, application_no, request_json, error,
  is_dnd, is_dnd_customer, order_id, request_id, created_on)
SELECT x.id, 'EQ' || lpad((x.id % 100000000)::text, 8, '0'), x.corporate_id, x.first_name || ' ' || x.last_name, x.phone,
  CASE WHEN x.r_mail < 0.9 THEN lower(x.first_name) || '.' || lower(x.last_name) || (x.id % 97) || '@mail.bench.example' ELSE '' END,
  ($7::jsonb ->> x.corporate_id::text) || 'M' || lpad((x.id % 1000000)::text, 6, '0'), 'AP' || lpad(x.id::text, 9, '0'),
  jsonb_build_object('city', x.city, 'state', $8::jsonb ->> x.city, 'isHNI', x.r_priority < 0.06, 'isSHNI', x.r_priority > 0.97),
  CASE WHEN x.r_error < 0.1 THEN ($9::text[])[1 + floor(x.r_error * 10 * cardinality($9::text[]))::int] ELSE '' END,
  x.is_dnd, x.is_dnd, CASE WHEN x.request_id IS NOT NULL THEN 5000000 + x.id END, x.request_id,
  $1::timestamptz - x.r_created * interval '180 days'
FROM (
  SELECT g AS id, random() AS r_created, random() AS r_mail, random() AS r_error, random() AS r_priority,
    ($2::int[])[1 + floor(random() * cardinality($2::int[]))::int] AS corporate_id,
    CASE WHEN random() < 0.5 THEN ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int]
         ELSE ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] END AS first_name,
    ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] AS last_name,
    ($6::text[])[1 + floor(random() * cardinality($6::text[]))::int] AS city,
    (6 + floor(random() * 4))::text || lpad(floor(random() * 1e9)::bigint::text, 9, '0') AS phone,
    random() < 0.05 AS is_dnd,
    CASE WHEN random() < 0.05 THEN $10::bigint + floor(random() * $11::int)::bigint END AS request_id
  FROM generate_series($12::bigint, $13::bigint) g
  OFFSET 0
) x`;

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 1_000_000);
  const started = Date.now();
  const now = new Date();
  const client = await freshBenchDatabase(now);
  step(`database ${BENCH_DB}, schema and demo data`, started);

  const [{ first, n }] = (await client.query<{ first: string; n: number }>(`SELECT min(id) AS first, count(*)::int AS n FROM appointment_request`)).rows;
  await client.query('TRUNCATE esales_case, esales_case_day, esales_case_chart_day CASCADE');
  // The per-day counts (and the charts' counts and request statuses, 021) are rebuilt once after the load rather than kept row by row during it.
  await client.query('ALTER TABLE esales_case DISABLE TRIGGER esales_case_day_count');
  await client.query('ALTER TABLE esales_case DISABLE TRIGGER esales_case_chart_count');
  await client.query('ALTER TABLE esales_case DISABLE TRIGGER esales_case_request_status');
  const indexes = await dropIndexes(client, ['esales_case']);

  let t = Date.now();
  await client.query('SELECT setseed(0.2026)');
  const batch = 100_000;
  for (let from = FIRST_ID; from < FIRST_ID + count; from += batch) {
    const last = Math.min(from + batch, FIRST_ID + count) - 1;
    await client.query(INSERT_CASES, [
      now, CORPORATE_POOL, FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, CITIES, JSON.stringify(PREFIX), JSON.stringify(STATE_OF_CITY),
      CASE_ERRORS, Number(first), n, from, last,
    ]);
    process.stdout.write(`\r  ${last - FIRST_ID + 1} cases`);
  }
  process.stdout.write('\n');
  step(`${count} cases`, t);
  await client.query(`SELECT setval('esales_case_id_seq', $1)`, [FIRST_ID + count - 1]);
  await client.query(`INSERT INTO esales_case_day (corporate_id, day, n)
    SELECT corporate_id, esales_case_day_of(created_on), count(*) FROM esales_case GROUP BY 1, 2`);
  await client.query('ALTER TABLE esales_case ENABLE TRIGGER esales_case_day_count');
  await client.query(`UPDATE esales_case e SET request_status_id = r.status_id FROM appointment_request r WHERE r.id = e.request_id`);
  await client.query(`INSERT INTO esales_case_chart_day (corporate_id, day, order_id_zero, status_id, n)
    SELECT corporate_id, esales_case_day_of(created_on), coalesce(order_id, 0) = 0, coalesce(request_status_id, -1), count(*) FROM esales_case GROUP BY 1, 2, 3, 4`);
  await client.query('ALTER TABLE esales_case ENABLE TRIGGER esales_case_request_status');
  await client.query('ALTER TABLE esales_case ENABLE TRIGGER esales_case_chart_count');

  await rebuildIndexes(client, indexes);
  t = Date.now();
  await client.query('VACUUM (ANALYZE) esales_case');
  step('VACUUM ANALYZE', t);
  const size = await client.query<{ size: string }>(`SELECT pg_size_pretty(pg_total_relation_size('esales_case')) AS size`);
  await client.end();
  step(`total (esales_case ${size.rows[0].size})`, started);
}

await main();
