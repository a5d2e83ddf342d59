import type { Db } from '../store/db.ts';
import { hashPassword } from '../auth/password-hash.ts';

/** A small, fixed world for server tests: two labs (one a parent with two branches), two insurers. */
export const FIXTURE = {
  password: 'Fixture@123',
  parentProviderId: 100,
  childProviderIds: [101, 102],
  otherLabId: 200,
  insurerId: 300,
  corporateIds: [301, 302],
  otherInsurerId: 400,
  otherCorporateIds: [401],
  users: {
    dcadmin: { id: 1, userName: 'fx.dcadmin', roleName: 'dcadmin', roleId: 5432, providerId: 100, features: ['VIEW_LABS', 'RESET_PASSWORD'] },
    otherLab: { id: 2, userName: 'fx.otherlab', roleName: 'dcadmin', roleId: 5432, providerId: 200, features: ['VIEW_LABS'] },
    insureradmin: { id: 3, userName: 'fx.insureradmin', roleName: 'insureradmin', roleId: 9207, insurerId: 300, features: [] },
    insureragent: { id: 4, userName: 'fx.agent', roleName: 'insureragent', roleId: 9211, insurerId: 300, features: [] },
    clinic: { id: 5, userName: 'fx.clinic', roleName: 'dcadmin', roleId: 5432, providerId: 200, features: ['VIEW_OFFLINE'] },
    noOtp: { id: 6, userName: 'fx.nootp', roleName: 'dcoperations', roleId: 5433, providerId: 101, features: ['VIEW_LABS'], otp: false },
    otherInsurer: { id: 50, userName: 'fx.otherinsurer', roleName: 'insureradmin', roleId: 9207, insurerId: 400, features: [], otp: false },
    mareport: { id: 51, userName: 'fx.mareport', roleName: 'mareport', roleId: 9217, insurerId: 300, features: [], otp: false },
  },
} as const;

/** Loads the fixture into an empty, migrated database. */
export async function loadFixture(db: Db): Promise<void> {
  const hash = await hashPassword(FIXTURE.password);
  await db.exec(`
    INSERT INTO provider (id, name, address, city, parent_id) VALUES
      (100, 'Fixture Diagnostics', '1 MG Road, Bengaluru', 'Bengaluru', NULL),
      (101, 'Fixture Diagnostics Indiranagar', '12 CMH Road', 'Bengaluru', 100),
      (102, 'Fixture Diagnostics Andheri', '4 SV Road', 'Mumbai', 100),
      (200, 'Other Lab', '9 Park Street', 'Kolkata', NULL);
    INSERT INTO insurer (id, name, address) VALUES (300, 'Fixture Insurance', 'Mumbai'), (400, 'Other Insurance', 'Delhi');
    INSERT INTO corporate (id, insurer_id, name) VALUES (301, 300, 'Acme Ltd'), (302, 300, 'Globex'), (401, 400, 'Initech');
  `);
  for (const u of Object.values(FIXTURE.users)) {
    const provider = 'providerId' in u ? u.providerId : null;
    const insurer = 'insurerId' in u ? u.insurerId : null;
    await db.query(
      `INSERT INTO app_user (id, user_name, password_hash, first_name, last_name, email, role_name, role_id, provider_id, insurer_id, features, otp_required, agent_id)
       VALUES ($1, $2, $3, $4, 'Tester', $5, $6, $7, $8, $9, $10, $11, $12)`,
      [u.id, u.userName, hash, u.userName.split('.')[1], `${u.userName}@fixture.example`, u.roleName, u.roleId, provider, insurer, [...u.features], !('otp' in u), u.roleName === 'insureragent' ? 'AG-1' : null],
    );
  }
}
