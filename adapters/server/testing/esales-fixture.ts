import type { Db } from '../store/db.ts';

const HOUR = 3_600_000;

/** One fixture e-sales case; `at` in hours from the test clock's now. */
interface FixtureCase {
  id: number;
  corporate: number;
  name: string;
  phone: string;
  email: string;
  memberId: string;
  applicationNo: string;
  equote: string;
  city: string;
  state: string;
  at: number;
  dnd?: boolean;
  error?: string;
  /** The insurer fixture's request it led to (insurer-fixture.ts). */
  requestId?: number;
}

/**
 * E-sales cases of the fixture world (fixture.ts): insurer 300 owns corporates 301/302, insurer 400
 * owns 401. One case is do-not-disturb, one led to the insurer fixture's QC-approved request, one
 * is older than the queue's default month, one belongs to the other insurer.
 */
export const ESALES_CASES = {
  fresh: { id: 70000001, corporate: 301, name: 'Anil Kapoor', phone: '9845012345', email: 'anil.kapoor@mail.test', memberId: 'ACM-M1', applicationNo: 'AP0001', equote: 'EQ0001', city: 'Bengaluru', state: 'Karnataka', at: -2 },
  dnd: { id: 70000002, corporate: 302, name: 'Meena Iyer', phone: '9988776655', email: 'meena.iyer@mail.test', memberId: 'GLX-M2', applicationNo: 'AP0002', equote: 'EQ0002', city: 'Pune', state: 'Maharashtra', at: -30, dnd: true, error: 'Pincode not serviceable' },
  converted: { id: 70000003, corporate: 302, name: 'Vivek Anand', phone: '9811122233', email: 'vivek.anand@mail.test', memberId: 'GLX002', applicationNo: 'MA000000002', equote: 'EQ0003', city: 'Pune', state: 'Maharashtra', at: -160, requestId: 30000002 },
  old: { id: 70000004, corporate: 301, name: 'Old Lead', phone: '9000000004', email: '', memberId: 'ACM-M4', applicationNo: 'AP0004', equote: '=HYPERLINK("x")', city: 'Chennai', state: 'Tamil Nadu', at: -24 * 60 },
  otherInsurer: { id: 70000005, corporate: 401, name: 'Ravi Teja', phone: '9600012345', email: 'ravi.teja@mail.test', memberId: 'INI-M5', applicationNo: 'AP0005', equote: 'EQ0005', city: 'Mumbai', state: 'Maharashtra', at: -3 },
} satisfies Record<string, FixtureCase>;

/** Loads the fixture cases (after loadInsurerFixture, which holds the request one of them led to). */
export async function loadEsalesFixture(db: Db, now: Date): Promise<void> {
  for (const c of Object.values(ESALES_CASES) as FixtureCase[]) {
    await db.query(
      `INSERT INTO esales_case (id, equote, corporate_id, customer_name, phone, email, member_id, application_no, request_json, error,
         is_dnd, is_dnd_customer, order_id, request_id, created_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13, $14)`,
      [
        c.id, c.equote, c.corporate, c.name, c.phone, c.email, c.memberId, c.applicationNo,
        JSON.stringify({ city: c.city, state: c.state, isHNI: false, isSHNI: false }), c.error ?? '', c.dnd ?? false,
        c.requestId ? 5_000_000 + c.id : null, c.requestId ?? null, new Date(now.getTime() + c.at * HOUR),
      ],
    );
  }
}
