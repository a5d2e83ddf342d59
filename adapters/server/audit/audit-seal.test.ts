import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditAction, type AuditEvent } from '../../../core/audit/audit-action.ts';
import { chainDay } from '../../../core/audit/audit-chain.ts';
import { capturedLog } from '../testing/captured-log.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { recordAudit } from './record-audit.ts';
import { sealAuditChains } from './seal-audit.ts';
import { describeChainReport, verifyAuditChain } from './verify-audit.ts';

/** A cut-off tail leaves a shorter chain that is sound in itself: the seals are what show it. */
describe.each(TEST_ENGINES)('seals of the audit trail on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine);
  }, 60_000);
  afterAll(() => s?.close());

  const event = (subject: string): AuditEvent => ({ at: s.clock.now(), action: AuditAction.RequestStatusChanged, actorUserId: 1, actorName: 'fx.dcadmin', subject, details: {} });
  const head = async (day: string) => (await s.db.query<{ n: number }>('SELECT coalesce(max(seq), 0)::int AS n FROM audit_event WHERE day = $1::date', [day]))[0].n;
  const byHand = (sql: string) =>
    s.db.exec(`ALTER TABLE audit_event DISABLE TRIGGER audit_event_append_only; ${sql}; ALTER TABLE audit_event ENABLE TRIGGER audit_event_append_only;`);

  it('seals a day once per head it reaches', async () => {
    await s.signIn(FIXTURE.users.dcadmin.userName);
    const day = chainDay(s.clock.now());
    const sealed = await sealAuditChains(s.db, s.clock.now());
    expect(sealed).toEqual([{ day, seq: await head(day), hash: expect.stringMatching(/^[0-9a-f]{64}$/), sealedAt: s.clock.now() }]);
    expect(await sealAuditChains(s.db, s.clock.now())).toEqual([]);
    await recordAudit(s.db, event('request:1'));
    expect((await sealAuditChains(s.db, s.clock.now())).map((x) => x.seq)).toEqual([await head(day)]);
    expect(await verifyAuditChain(s.db)).toMatchObject({ ok: true, days: 1 });
  });

  it('seals what the last requests wrote as the server stops', async () => {
    const stopping = capturedLog('info');
    // No timed round within the test: the seal can only come from the stop.
    const other = await startTestServer(engine, { auditSealMs: 3_600_000 }, stopping.logger);
    await other.signIn(FIXTURE.users.dcadmin.userName);
    const day = chainDay(other.clock.now());
    const [{ n }] = await other.db.query<{ n: number }>('SELECT max(seq)::int AS n FROM audit_event');
    expect(stopping.lines.filter((l) => l.includes('audit: sealed'))).toEqual([]);
    await other.close();
    expect(stopping.lines.filter((l) => l.includes('audit: sealed')).map((l) => JSON.parse(l).msg)).toEqual([`audit: sealed the chain of ${day} at link ${n}`]);
  });

  it('reports a tail cut off after its seal, and a day removed whole', async () => {
    await Promise.all([1, 2, 3].map((i) => recordAudit(s.db, event(`request:${10 + i}`))));
    await sealAuditChains(s.db, s.clock.now());
    const day = chainDay(s.clock.now());
    const sealedHead = await head(day);
    const [seal] = await s.db.query<{ id: number }>('SELECT id::int AS id FROM audit_seal WHERE day = $1::date AND seq = $2', [day, sealedHead]);
    await byHand(`DELETE FROM audit_event WHERE day = '${day}' AND seq > ${sealedHead - 2}`);

    const cut = await verifyAuditChain(s.db);
    const at = s.clock.now().toISOString();
    expect(cut).toEqual({
      ok: false,
      links: sealedHead - 2,
      day,
      seq: sealedHead,
      sealId: seal.id,
      problem: `its chain ends at link ${sealedHead - 2}, but link ${sealedHead} was sealed at ${at}: the links after ${sealedHead - 2} were removed`,
    });
    expect(describeChainReport(cut)).toMatch(/^Audit trail cut short on \d{4}-\d\d-\d\d \(audit_seal id \d+\): its chain ends at link \d+, but link \d+ was sealed at/);

    await byHand(`DELETE FROM audit_event WHERE day = '${day}'`);
    expect(await verifyAuditChain(s.db)).toMatchObject({ ok: false, links: 0, day, problem: expect.stringMatching(/^none of its links remain, but link \d+ was sealed at .*: the day's links were removed$/) });
  });
});
