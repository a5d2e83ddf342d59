/**
 * Fixed ids of the demo data, so tests, scenarios and the README can name an organisation or a
 * user without looking it up. The seed writes exactly these ids.
 */

/** The password of every demo user. */
export const DEMO_PASSWORD = 'Demo@1234';

/** A demo user as tests name it. */
export interface DemoUser {
  readonly id: number;
  readonly userName: string;
  readonly roleName: string;
  readonly roleId: number;
}

const user = (id: number, userName: string, roleName: string, roleId: number): DemoUser => ({ id, userName, roleName, roleId });

/** Every id of the demo data. */
export const DEMO = {
  password: DEMO_PASSWORD,
  /** 'Apollo Diagnostics', the parent (master) provider; it holds no requests itself. */
  parentProviderId: 100,
  /** Its branches: Bengaluru, Mumbai, Hyderabad, Pune (in that order). */
  childProviderIds: [101, 102, 103, 104],
  childProviders: { bengaluru: 101, mumbai: 102, hyderabad: 103, pune: 104 },
  /** 'Sunrise Pathology Lab', Chennai: a lab with no parent and no children. */
  standaloneLabId: 110,
  /** 'Lotus Family Clinic', Bengaluru: the offline-consult provider with the doctors. */
  clinicProviderId: 120,
  /** 'Wellnest Diagnostics', Pune: the provider on the Create Order allow-list (provider.create_order). */
  affiliateProviderId: 130,
  /** 'Bharat Shield General Insurance' and its corporates. */
  insurerId: 200,
  corporateIds: [201, 202, 203, 204, 205],
  /** 'Navjeevan Health Insurance' and its corporates, for scoping tests. */
  secondInsurerId: 210,
  secondInsurerCorporateIds: [211, 212, 213],
  /** The clinic's doctors; the first six are active and QC-passed and take consults. */
  doctorIds: [301, 302, 303, 304, 305, 306, 307, 308, 309, 310],
  activeDoctorIds: [301, 302, 303, 304, 305, 306, 309, 310],
  /** The active doctors with seeded consults (the two who joined recently have none). */
  consultingDoctorIds: [301, 302, 303, 304, 305, 306],
  /** Doctor 307 failed QC (inactive), 308 is a draft (inactive). */
  failedQcDoctorId: 307,
  draftDoctorId: 308,
  /** Lab packages 1 to 14; package 20 is the in-clinic consultation. */
  consultationPackageId: 20,
  /** Request ids start here (the id sequence continues after the last seeded one). */
  firstRequestId: 10_000_001,
  users: {
    dcadmin: user(1, 'dcadmin', 'dcadmin', 5432),
    dcoperations: user(2, 'dcoperations', 'dcoperations', 5433),
    standaloneLab: user(3, 'standalone.lab', 'dcadmin', 5432),
    insureradmin: user(4, 'insureradmin', 'insureradmin', 9207),
    insureragent: user(5, 'insureragent', 'insureragent', 9211),
    insurerbranch: user(6, 'insurerbranch', 'insurerbranch', 9214),
    mareport: user(7, 'mareport', 'mareport', 9217),
    insurercallCentre: user(8, 'insurercallcentre', 'insurercallCentre', 9219),
    insurerCharts: user(9, 'insurer.charts', 'insureradmin', 9207),
    otherInsurer: user(10, 'other.insurer', 'insureradmin', 9207),
    clinicAdmin: user(11, 'clinic.admin', 'dcadmin', 5432),
    clinicViewer: user(12, 'clinic.viewer', 'dcoperations', 5433),
    affiliateOrders: user(13, 'affiliate.orders', 'dcadmin', 5432),
    clinicDesk: user(14, 'clinic.desk', 'dcadmin', 5432),
  },
  /** The agent id of the insurer agent (properties.AgentId). */
  agentId: 'AG-1001',
} as const;

/** The demo user keys, for loops over every user. */
export type DemoUserKey = keyof typeof DEMO.users;
