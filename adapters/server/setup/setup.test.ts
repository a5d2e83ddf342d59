import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessenger } from '../mail/outbox-messenger.ts';
import { cryptoRandom } from '../random.ts';
import { openPgliteDb } from '../store/pglite-db.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { runSetup, SchemaNotMigratedError, SetupFileError, type SetupDeps } from './run-setup.ts';

const EXAMPLE = readFileSync(new URL('../../../deploy/org.example.yaml', import.meta.url), 'utf8');
const NEW_PASSWORD = 'Setup#2026pw';
const cities = (s: TestServer, token: string) => s.call('POST', '/api/affiliate/GetAvailableCities', { body: { CategoryItemTypeId: 1 }, token });

describe.each(TEST_ENGINES)('first setup from a YAML file on %s', (engine) => {
  let s: TestServer;
  let deps: SetupDeps;

  beforeAll(async () => {
    s = await startTestServer(engine);
    const messenger = new OutboxMessenger(s.db, s.clock, pino({ level: 'silent' }));
    deps = { db: s.db, clock: s.clock, random: cryptoRandom, messenger, config: s.config };
  }, 120_000);
  afterAll(() => s?.close());

  const count = async (sql: string) => (await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]!.n;
  const setPasswordMails = () => s.db.query<{ recipient: string; body: string }>(`SELECT recipient, body FROM outbox WHERE subject = 'Set your password' ORDER BY id`);

  it('refuses a file with two problems, naming both lines, and writes nothing', async () => {
    const bad = EXAMPLE.replace('email: asha.rao@acme.example', 'email: asha.rao-at-acme').replace('{ id: 1002,', '{ id: 1001,');
    const before = await count('provider');
    const error = await runSetup(deps, bad, 'org.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SetupFileError);
    const lines = EXAMPLE.split('\n');
    const lineOf = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    expect((error as SetupFileError).problems.map((p) => [p.line, p.message])).toEqual([
      [lineOf('{ id: 1002,'), 'providers[0].branches[1].id: provider id 1001 is used twice (first at providers.0.branches.0.id)'],
      [lineOf('email: asha.rao@acme.example'), 'providers[0].admin.email: Invalid email address.'],
    ]);
    expect((error as Error).message).toContain(`org.yaml:${lineOf('email: asha.rao@acme.example')}:`);
    expect([await count('provider'), await count(`app_user WHERE user_name = 'acme.admin'`)]).toEqual([before, 0]);
  });

  it('on a dry run reports what it would create and writes and mails nothing', async () => {
    const report = await runSetup(deps, EXAMPLE, 'org.yaml', { dryRun: true });
    expect(report.created).toContain('user shield.admin (insureradmin)');
    expect(report.mailed).toEqual([]);
    expect([await count('provider WHERE id IN (1000, 1001, 1002)'), await count(`app_user WHERE user_name = 'shield.admin'`), (await setPasswordMails()).length]).toEqual([0, 0, 0]);
  });

  it('creates the organisations, audited as "setup", and mails each admin a link with which they set a password and sign in', async () => {
    const report = await runSetup(deps, EXAMPLE, 'org.yaml');
    expect(report.created).toContain('provider 1001 Acme Diagnostics - Baner');
    expect(report.present).toEqual([]);
    expect(report.mailed).toEqual([
      { userName: 'acme.admin', email: 'asha.rao@acme.example' },
      { userName: 'shield.admin', email: 'vikram.menon@shield.example' },
    ]);
    expect(await s.db.query('SELECT id, parent_id FROM provider WHERE id IN (1000, 1001, 1002) ORDER BY id')).toEqual([
      { id: 1000, parent_id: null }, { id: 1001, parent_id: 1000 }, { id: 1002, parent_id: 1000 },
    ]);
    expect(await count('corporate WHERE insurer_id = 2000')).toBe(2);
    expect(await s.db.query('SELECT package_id, contract_id, service_tax::float AS tax FROM insurer_package WHERE insurer_id = 2000 ORDER BY package_id')).toEqual([
      { package_id: 2, contract_id: 9782, tax: 449.82 }, { package_id: 13, contract_id: 9782, tax: 270 },
    ]);
    const audited = await s.db.query<{ action: string; subject: string }>(`SELECT action, subject FROM audit_event WHERE actor_name = 'setup' ORDER BY seq`);
    expect(audited.filter((a) => a.action === 'OrganisationCreated').map((a) => a.subject)).toEqual([
      'provider:1000', 'provider:1001', 'provider:1002', 'insurer:2000', 'corporate:2001', 'corporate:2002',
    ]);
    expect(audited.filter((a) => a.action === 'UserCreated')).toHaveLength(2);

    expect(report.created).toContain('provider 1000 on the Create Order allow-list');
    const mails = await setPasswordMails();
    expect(mails.map((m) => m.recipient)).toEqual(['asha.rao@acme.example', 'vikram.menon@shield.example']);
    for (const [mail, userName] of [[mails[0]!, 'acme.admin'], [mails[1]!, 'shield.admin']] as const) {
      const resetToken = mail.body.match(/resettoken=([A-Za-z0-9_-]+)/)![1];
      const set = await s.call('POST', '/api/password/MarketPlaceLogon/ResetPassword', { body: { newPassword: NEW_PASSWORD, retypePassword: NEW_PASSWORD, appID: 10007, resetToken } });
      expect(set.statusCode).toBe(200);
      const token = await s.signIn(userName, NEW_PASSWORD);
      const me = await s.call('GET', '/api/provider/ProfileDetails', { token });
      expect([me.statusCode, me.json().userProfile.userDetails.userName]).toEqual([200, userName]);
      // The file's createOrder puts Acme, and only Acme, on the Create Order allow-list.
      const onList = userName === 'acme.admin';
      expect([me.json().userProfile.userDetails.mayCreateOrder, (await cities(s, token)).statusCode]).toEqual([onList, onList ? 200 : 403]);
    }
  });

  it('run again, creates nothing and mails nobody', async () => {
    const mailsBefore = (await setPasswordMails()).length;
    const users = await count('app_user');
    const report = await runSetup(deps, EXAMPLE, 'org.yaml');
    expect(report.created).toEqual([]);
    expect(report.present).toContain('user acme.admin');
    expect(report.mailed).toEqual([]);
    expect([(await setPasswordMails()).length, await count('app_user'), await count('insurer_package WHERE insurer_id = 2000')]).toEqual([mailsBefore, users, 2]);
  });

  it('takes a provider off the Create Order allow-list when the file says so, at once for a signed-in user', async () => {
    const token = await s.signIn('acme.admin', NEW_PASSWORD);
    const report = await runSetup(deps, EXAMPLE.replace('createOrder: true', 'createOrder: false'), 'org.yaml');
    expect(report.created).toEqual(['provider 1000 off the Create Order allow-list']);
    expect((await cities(s, token)).statusCode).toBe(403);
    await runSetup(deps, EXAMPLE, 'org.yaml');
    expect((await cities(s, token)).statusCode).toBe(200);
  });

  it('refuses an id the database holds under another name, writing nothing', async () => {
    const renamed = EXAMPLE.replace('name: Shield Health Insurance', 'name: Other Insurance').replace('userName: acme.admin', 'userName: acme.second');
    await expect(runSetup(deps, renamed, 'org.yaml')).rejects.toThrow("insurer id 2000 is already 'Shield Health Insurance', not 'Other Insurance'");
    expect(await count(`app_user WHERE user_name = 'acme.second'`)).toBe(0);
  });
});

describe('first setup on a database that is not migrated', () => {
  it('refuses and tells the operator to run db:migrate', async () => {
    const db = await openPgliteDb(undefined);
    try {
      const deps = { db, clock: { now: () => new Date() }, random: cryptoRandom, messenger: { send: () => Promise.reject(new Error('no mail')) }, config: {} } as unknown as SetupDeps;
      await expect(runSetup(deps, EXAMPLE, 'org.yaml')).rejects.toThrow(SchemaNotMigratedError);
      await expect(runSetup(deps, EXAMPLE, 'org.yaml')).rejects.toThrow('run `npm run db:migrate` first');
    } finally {
      await db.close();
    }
  }, 60_000);
});
