import { hashPassword } from '../auth/password-hash.ts';
import type { Db } from '../store/db.ts';
import { FIXTURE } from './fixture.ts';

/**
 * What Create Order sells in the fixture world (fixture.ts): a provider on the allow-list
 * (provider.create_order) with an order taker, retail packages of both categories sold in Pune and
 * Chennai, and one known retail customer.
 */
export const AFFILIATE = {
  providerId: 130,
  user: { id: 70, userName: 'fx.affiliate', roleName: 'dcadmin', roleId: 5432 },
  cities: { pune: 9011, chennai: 9012 },
  /** Health Check 3101 (Pune and Chennai), 3102 (Pune, no keyword); Lab Test 3201 (Chennai). */
  packages: { bodyCheck: 3101, paytmCheck: 3102, thyroid: 3201 },
  customer: { phone: '9822001100', email: 'meera.retail@mail.test' },
} as const;

export async function loadAffiliateFixture(db: Db, now: Date): Promise<void> {
  const u = AFFILIATE.user;
  await db.exec(`
    INSERT INTO provider (id, name, address, city, create_order) VALUES (130, 'Fixture Wellnest Diagnostics', '5 FC Road', 'Pune', true) ON CONFLICT (id) DO UPDATE SET create_order = true;
    INSERT INTO place (id, kind, name, parent_id) VALUES (901, 'state', 'Fixture State', NULL), (9011, 'city', 'Pune', 901), (9012, 'city', 'Chennai', 901);
    INSERT INTO package (id, name, test_category, price) VALUES
      (3101, 'Wellnest Full Body Checkup', 'Health Check', 1499), (3102, 'Paytm Basic Checkup', 'Health Check', 799),
      (3201, 'Wellnest Thyroid Profile', 'Lab Test', 450.5);
    INSERT INTO retail_package_city (package_id, city_id) VALUES (3101, 9011), (3101, 9012), (3102, 9011), (3201, 9012);
  `);
  await db.query(`INSERT INTO retail_customer (phone, email, name, created_on) VALUES ($1, $2, 'Meera Kulkarni', $3)`, [AFFILIATE.customer.phone, AFFILIATE.customer.email, now]);
  await db.query(
    `INSERT INTO app_user (id, user_name, password_hash, first_name, last_name, email, role_name, role_id, provider_id, features, otp_required)
     VALUES ($1, $2, $3, 'Affiliate', 'Tester', 'fx.affiliate@fixture.example', $4, $5, $6, '{VIEW_LABS}', false)`,
    [u.id, u.userName, await hashPassword(FIXTURE.password), u.roleName, u.roleId, AFFILIATE.providerId],
  );
}
