import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../start.ts';
import { openPgliteDb } from '../store/pglite-db.ts';
import { DEMO } from '../seed/demo-ids.ts';
import { latestOneTimeCode } from '../testing/one-time-code.ts';

describe('npm run audit:verify on the demo data', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-audit-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const verify = () =>
    spawnSync('npm', ['run', '--silent', 'audit:verify'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });

  // Seeds PGlite on disk and starts three processes: slow on a busy machine.
  it('passes, fails naming the link once a row is altered by hand, and reports the tail cut off after its seal', { timeout: 300_000 }, async () => {
    const server = await startServer({
      config: { dataDir, filesDir: join(dataDir, 'files'), databaseUrl: undefined, seedOnEmpty: true },
      listen: false,
      logger: pino({ level: 'silent' }),
    });
    try {
      const call = (url: string, body: object) => server.app.inject({ method: 'POST', url, payload: body }).then((r) => r.json());
      const first = await call('/api/provider/Authenticate', { userName: 'dcadmin', password: DEMO.password, applicationId: 10007 });
      const otp = await latestOneTimeCode(server.db, 'dcadmin');
      expect((await call('/api/provider/verifyOTP', { otp, applicationId: 10007, userId: first.userId, encryptedToken: first.encryptedToken })).success).toBe(true);
    } finally {
      await server.close();
    }

    const intact = verify();
    // Sealed at start (the seed's link) and at the stop (the sign-in's).
    expect(intact.stdout.trim()).toBe('Audit trail intact: 2 links over 1 day(s); 2 seal(s) match.');
    expect(intact.status).toBe(0);

    // An operator with the owner's rights: the trigger has to go before history can change.
    const db = await openPgliteDb(join(dataDir, 'db'));
    await db.exec(`ALTER TABLE audit_event DISABLE TRIGGER audit_event_append_only;
      UPDATE audit_event SET details = '{"via":"password"}' WHERE seq = 2;
      ALTER TABLE audit_event ENABLE TRIGGER audit_event_append_only;`);
    const [{ day }] = await db.query<{ day: string }>('SELECT day::text AS day FROM audit_event WHERE seq = 2');
    const [{ sealedAt }] = await db.query<{ sealedAt: Date }>('SELECT sealed_at AS "sealedAt" FROM audit_seal WHERE seq = 2');
    await db.close();

    const broken = verify();
    expect(broken.stdout).toContain(`Audit trail broken on ${day} at link 2 (audit_event id 2): its content does not match its hash (the row was altered).`);
    expect(broken.status).toBe(1);

    // The same hands remove the altered link: what remains is a sound chain, shorter than sealed.
    const again = await openPgliteDb(join(dataDir, 'db'));
    await again.exec(`ALTER TABLE audit_event DISABLE TRIGGER audit_event_append_only;
      DELETE FROM audit_event WHERE seq = 2;
      ALTER TABLE audit_event ENABLE TRIGGER audit_event_append_only;`);
    await again.close();
    const cut = verify();
    expect(cut.stdout.trim()).toBe(
      `Audit trail cut short on ${day} (audit_seal id 2): its chain ends at link 1, but link 2 was sealed at ${new Date(sealedAt).toISOString()}: the links after 1 were removed. The 1 links that remain are intact.`,
    );
    expect(cut.status).toBe(1);
  });
});
