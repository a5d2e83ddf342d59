import type { TestServer } from './test-server.ts';

/**
 * `count` new requests (status 22) of lab 101, a branch of the fixture's dcadmin provider, two days
 * ahead, with ids from `first + 1`: rows for bulks and exports to work on.
 */
export async function insertNewLabRequests(s: Pick<TestServer, 'db' | 'clock'>, first: number, count: number): Promise<void> {
  await s.db.query(
    `INSERT INTO appointment_request (id, service, provider_id, corporate_id, contract_id, product_type, employee_id, patient_name, dob, gender, phone, email,
       address_line1, city, package_ids, package_name, test_category, visit_type, fulfillment_date, status_id, priority_id, is_dnd, remarks, created_on, modified_on)
     SELECT $4 + g, 'LABS', 101, 301, 3104, 3104, 'EMP' || g, 'Bulk Patient ' || g, '1990-01-01', 'F', '98' || lpad(g::text, 8, '0'), 'b' || g || '@mail.test',
       '1 Test Street', 'Bengaluru', '{1}', 'Basic Health Check', 'Health Check', 'Appointment', $1, 22, 0, false, '', $2, $2
     FROM generate_series(1, $3) g`,
    [new Date(s.clock.now().getTime() + 48 * 3_600_000), s.clock.now(), count, first],
  );
}
