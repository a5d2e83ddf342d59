import type { Db } from '../store/db.ts';

/** E-sales cases for tests: insurer 300's corporates 301/302 and insurer 400's 401 (fixture.ts). */
export const ESALES_CASES = {
  /** Insurer 300, a plain case. */
  plain: { id: 70000101, corporate: 301, name: 'Ravi Kumar', phone: '9822001122', email: 'ravi.kumar@mail.test', dnd: false },
  /** Insurer 300, a customer who asked not to be disturbed. */
  dnd: { id: 70000102, corporate: 302, name: 'Meera Iyer', phone: '9833445566', email: 'meera.iyer@mail.test', dnd: true },
  /** Insurer 400: no user of insurer 300 may touch it. */
  otherInsurer: { id: 70000103, corporate: 401, name: 'Arjun Das', phone: '9844556677', email: 'arjun.das@mail.test', dnd: false },
} as const;

type FixtureCase = (typeof ESALES_CASES)[keyof typeof ESALES_CASES];

/** Stores the fixture cases, created a day before `now`, with city, state, HNI flag and an additional. */
export async function loadEsalesCases(db: Db, now: Date, cases: readonly FixtureCase[] = Object.values(ESALES_CASES)): Promise<void> {
  for (const c of cases) {
    await db.query(
      `INSERT INTO esales_case (id, equote, corporate_id, customer_name, phone, email, member_id, application_no, request_json,
         is_dnd, is_dnd_customer, created_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11)`,
      [
        c.id, `EQ-${c.id}`, c.corporate, c.name, c.phone, c.email, `MEM-${c.id}`, `APP-${c.id}`,
        JSON.stringify({ city: 'Bengaluru', state: 'Karnataka', isHNI: true, isSHNI: false, additionals: { ProposalNumber: `PRP-${c.id}`, alternateMobile: '9811223344' } }),
        c.dnd, new Date(now.getTime() - 86_400_000),
      ],
    );
  }
}

/** Records a message sent about a case, as the messenger would. */
export async function sendCaseMessage(db: Db, caseId: number, channel: 'SMS' | 'Email', recipient: string, body: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO outbox (channel, recipient, subject, body, purpose, esales_case_id, created_on, is_delivered, status)
     VALUES ($1, $2, 'Your health check', $3, 'statusNotification', $4, $5, true, 'Logged')`,
    [channel, recipient, body, caseId, at],
  );
}
