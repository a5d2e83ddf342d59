import { hashPassword } from '../auth/password-hash.ts';
import type { Db } from '../store/db.ts';
import { FIXTURE } from './fixture.ts';

/**
 * What Create Appointment books against in the fixture world (fixture.ts): two states with a city
 * each, the localities of labs 101 and 102 and what they perform, the packages insurers 300 and
 * 400 offer, a call-centre user of insurer 300, and an e-sales case of each insurer.
 */
export const BOOKING = {
  states: { karnataka: 1, maharashtra: 2 },
  cities: { bengaluru: 11, mumbai: 21 },
  localities: { indiranagar: 111, koramangala: 112, andheri: 211 },
  /** Insurer 300's offered packages (peR_Id): the health check (package 1) and the cardiac profile (package 2). */
  perIds: { healthCheck: 8001, cardiac: 8002 },
  otherInsurerPerId: 8101,
  callCentre: { id: 60, userName: 'fx.callcentre', roleName: 'insurercallCentre', roleId: 9219 },
  caseOfInsurer: 70000001,
  caseOfOtherInsurer: 70000002,
} as const;

export async function loadBookingFixture(db: Db, now: Date): Promise<void> {
  await db.exec(`
    INSERT INTO package (id, name, test_category) VALUES (1, 'Fixture Health Check', 'Health Check'), (2, 'Fixture Cardiac Profile', 'Lab Test')
      ON CONFLICT (id) DO NOTHING;
    INSERT INTO place (id, kind, name, parent_id) VALUES
      (1, 'state', 'Karnataka', NULL), (2, 'state', 'Maharashtra', NULL),
      (11, 'city', 'Bengaluru', 1), (21, 'city', 'Mumbai', 2),
      (111, 'location', 'Indiranagar', 11), (112, 'location', 'Koramangala', 11), (211, 'location', 'Andheri', 21);
    UPDATE provider SET locality_id = 111 WHERE id = 101;
    UPDATE provider SET locality_id = 211 WHERE id = 102;
    INSERT INTO provider_package (provider_id, package_id) VALUES (101, 1), (101, 2), (102, 1);
    INSERT INTO insurer_package (id, insurer_id, package_id, contract_id, price, service_tax) VALUES
      (8001, 300, 1, 9782, 1000, 180), (8002, 300, 2, 9782, 2000, 360), (8101, 400, 1, 9782, 900, 162);
  `);
  const u = BOOKING.callCentre;
  await db.query(
    `INSERT INTO app_user (id, user_name, password_hash, first_name, last_name, email, role_name, role_id, insurer_id, otp_required)
     VALUES ($1, $2, $3, 'Callcentre', 'Tester', 'fx.callcentre@fixture.example', $4, $5, 300, false)`,
    [u.id, u.userName, await hashPassword(FIXTURE.password), u.roleName, u.roleId],
  );
  await db.query(
    `INSERT INTO esales_case (id, corporate_id, customer_name, phone, email, request_json, created_on) VALUES
       ($1, 301, 'Kiran Rao', '9812345670', 'kiran@mail.test', '{"city":"Bengaluru","state":"Karnataka"}', $3),
       ($2, 401, 'Other Lead', '9812345671', 'other@mail.test', '{}', $3)`,
    [BOOKING.caseOfInsurer, BOOKING.caseOfOtherInsurer, now],
  );
}
