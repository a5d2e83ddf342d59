/**
 * Loads the offline-consult bench database: the demo organisations and users, a clinic of 50
 * doctors (Mon–Sat 09:00–13:00 and 17:00–20:00 in 15-minute slots, two places each, two holidays
 * in the next fortnight) and 1,000,000 consults of that clinic spread over a year either side of
 * today on those slots, statuses by date as the demo's. `node --import tsx bench/generate-consults.ts [count]`.
 */
import './offline-bench-db.ts';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES } from '../adapters/server/seed/reference-data.ts';
import { addDays, indiaDay, startOfIndiaDay } from '../core/shared/india-time.ts';
import { BENCH_DB } from './bench-db.ts';
import { dropIndexes, freshBenchDatabase, rebuildIndexes, step } from './bench-load.ts';

const FIRST_ID = 20_000_001;
export const BENCH_DOCTORS = Array.from({ length: 50 }, (_, i) => 5001 + i);
const pool = (weights: [number, number][]) => weights.flatMap(([value, n]) => Array<number>(n).fill(value));
const FUTURE = pool([[22, 45], [30, 2], [147, 2], [23, 30], [24, 5], [29, 4], [31, 4], [117, 1], [129, 3], [26, 2], [27, 1], [146, 1]]);
const PAST = pool([[48, 30], [37, 12], [134, 2], [161, 1], [33, 4], [32, 15], [39, 10], [118, 2], [23, 6], [40, 4], [26, 4], [27, 3], [42, 2], [146, 3]]);
const MON_SAT = [1, 2, 3, 4, 5, 6];

/** A doctor's weekly ranges in the stored shape: two places in each 15-minute slot. */
function slots(doctorId: number) {
  let id = doctorId * 100;
  return MON_SAT.flatMap((dayOfWeek) => [[540, 780], [1020, 1200]].map(([startTime, endTime]) => ({
    id: ++id, providerId: DEMO.clinicProviderId, dayOfWeek, startTime, endTime, totalSlots: ((endTime - startTime) / 15) * 2, split: 15,
    slots: (endTime - startTime) / 15, bucketType: 'InClinicConsults', isHomeVisit: false, isActive: true, followStrictTimeCapping: true, parentId: DEMO.clinicProviderId,
  })));
}

/**
 * One consult per id: a random doctor, day (a year either side of today, Sundays moved to
 * Monday) and slot start of the doctor's hours; the status from the pools by whether the time has
 * passed. Parameters: $1 now, $2 today's India midnight, $3 future pool, $4 past pool, $5 doctors,
 * $6/$7/$8 names, $9 first id, $10 last id, $11 clinic.
 */
const INSERT_CONSULTS = `
INSERT INTO appointment_request (id, service, provider_id, contract_id, product_type, employee_id, patient_name, dob, gender, phone, email,
  address_line1, address_line2, city, pin_code, client_location, package_ids, package_name, test_category, visit_type, fulfillment_date,
  first_appointment_date, status_id, priority_id, is_dnd, amount, remarks, source, source_type, doctor_id, max_reschedule_count, created_on, modified_on)
SELECT y.id, 'OFFLINE_CONSULTS', $11, 3104, 3104, 'OPD' || lpad((y.id % 1000000)::text, 6, '0'), first_name || ' ' || last_name, dob, gender, phone,
  lower(first_name) || '.' || lower(last_name) || (y.id % 97) || '@mail.bench.example', '', '', 'Bengaluru', '560038', 'Bengaluru',
  ARRAY[${DEMO.consultationPackageId}], 'Doctor Consultation', 'Consultation', 'Appointment', fulfillment_date, fulfillment_date,
  status_id, CASE WHEN y.id % 20 = 0 THEN 2 ELSE 0 END, random() < 0.05, 600, '', 'API', 'API', doctor_id, 2,
  least(fulfillment_date, $1::timestamptz) - interval '1 hour' - r_created * interval '10 days',
  least(fulfillment_date, $1::timestamptz) - r_created * interval '1 hour'
FROM (
  SELECT x.*,
    CASE WHEN fulfillment_date > $1::timestamptz THEN ($3::int[])[1 + floor(r_status * cardinality($3::int[]))::int]
         ELSE ($4::int[])[1 + floor(r_status * cardinality($4::int[]))::int] END AS status_id,
    CASE WHEN gender = 'F' THEN ($6::text[])[1 + floor(random() * cardinality($6::text[]))::int]
         ELSE ($7::text[])[1 + floor(random() * cardinality($7::text[]))::int] END AS first_name,
    ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int] AS last_name
  FROM (
    SELECT w.*,
      $2::timestamptz + make_interval(days => d + CASE WHEN extract(dow FROM $2::timestamptz + make_interval(days => d, hours => 12)) = 0 THEN 1 ELSE 0 END,
        mins => CASE WHEN m < 16 THEN 540 + 15 * m ELSE 1020 + 15 * (m - 16) END) AS fulfillment_date
    FROM (
      SELECT g AS id, random() AS r_status, random() AS r_created,
        ($5::int[])[1 + floor(random() * cardinality($5::int[]))::int] AS doctor_id,
        CASE WHEN random() < 0.5 THEN 'F' ELSE 'M' END AS gender,
        date '1955-01-01' + floor(random() * 365 * 48)::int AS dob,
        (6 + floor(random() * 4))::text || lpad(floor(random() * 1e9)::bigint::text, 9, '0') AS phone,
        floor(random() * 731)::int - 365 AS d, floor(random() * 28)::int AS m
      FROM generate_series($9::bigint, $10::bigint) g
      OFFSET 0
    ) w
    OFFSET 0
  ) x
  OFFSET 0
) y`;

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 1_000_000);
  const started = Date.now();
  const now = new Date();
  const client = await freshBenchDatabase(now);
  step(`database ${BENCH_DB}, schema and demo users`, started);

  await client.query('TRUNCATE appointment_request CASCADE');
  await client.query('DELETE FROM doctor WHERE provider_id = $1', [DEMO.clinicProviderId]);
  const today = indiaDay(now);
  for (const id of BENCH_DOCTORS) {
    const holidays = [3, 9].map((offset, i) => ({ id: i + 1, date: addDays(today, offset + (id % 4)), isActive: true }));
    await client.query(
      `INSERT INTO doctor (id, provider_id, first_name, last_name, specialization, is_active, qc_status, customer_fee, slots, holidays)
       VALUES ($1, $2, 'Bench', $3, 'General Physician', true, 'Passed', 600, $4, $5)`,
      [id, DEMO.clinicProviderId, `Doctor ${id}`, JSON.stringify(slots(id)), JSON.stringify(holidays)],
    );
  }
  await client.query(`SET session_replication_role = replica`);
  // Nor a live event per generated row (028_request_changes.sql), should replica mode ever be dropped.
  await client.query(`SET portal.quiet = 'on'`);
  const indexes = await dropIndexes(client, ['appointment_request']);

  let t = Date.now();
  await client.query('SELECT setseed(0.1414)');
  const batch = 100_000;
  for (let first = FIRST_ID; first < FIRST_ID + count; first += batch) {
    const last = Math.min(first + batch, FIRST_ID + count) - 1;
    await client.query(INSERT_CONSULTS, [now, startOfIndiaDay(today), FUTURE, PAST, BENCH_DOCTORS, FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, first, last, DEMO.clinicProviderId]);
    process.stdout.write(`\r  ${last - FIRST_ID + 1} consults`);
  }
  process.stdout.write('\n');
  step(`${count} consults`, t);
  await client.query(`SELECT setval('appointment_request_id_seq', $1)`, [FIRST_ID + count - 1]);
  await client.query(`SET session_replication_role = origin`);
  await client.query(`RESET portal.quiet`);
  t = Date.now();
  await client.query('SELECT rebuild_request_day_count()');
  step('per-day tab counts', t);
  await rebuildIndexes(client, indexes);
  t = Date.now();
  await client.query('VACUUM (ANALYZE) appointment_request');
  await client.query('VACUUM (ANALYZE) request_day_count, request_corporate_day_count');
  step('VACUUM ANALYZE', t);
  await client.end();
  step('total', started);
}

await main();
