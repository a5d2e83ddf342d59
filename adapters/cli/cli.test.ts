import { readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractKind } from '../../core/appointments/contracts.ts';
import { deskScope } from '../../core/appointments/desk-scope.ts';
import { INSURER_DEFAULT_SORT } from '../../core/appointments/insurer-list.ts';
import { insurerScope } from '../../core/appointments/insurer-scope.ts';
import { AppointmentMessage } from '../../core/orders/appointment-form.ts';
import { MARKETPLACE_SOURCE } from '../../core/esales/bulk-form.ts';
import { bulkColumns } from '../../core/esales/bulk-template.ts';
import { DEFAULT_SORT } from '../../core/appointments/sort-fields.ts';
import { LAB_TABS } from '../../core/appointments/tabs.ts';
import type { Session } from '../../core/session/session.ts';
import { addDays, indiaDay } from '../../core/shared/india-time.ts';
import { createFilesClient, createInsuranceClient, createMedibuddyCentralClient, createProviderClient } from '../http/clients.ts';
import { EsalesQueueHttpAdapter } from '../http/esales-queue.http-adapter.ts';
import { InsurerListHttpAdapter } from '../http/insurer-list.http-adapter.ts';
import { httpConfigUnder } from '../http/http-config.ts';
import { LabDeskHttpAdapter } from '../http/lab-desk.http-adapter.ts';
import type { RunningServer } from '../server/start.ts';
import { filledWorkbook } from '../server/testing/bulk-workbooks.ts';
import { ExitCode } from './exit-codes.ts';
import { latestOneTimeCode } from '../server/testing/one-time-code.ts';
import { DEMO_PASSWORD, freshHome, loginThroughCli, runCli, startDemoServer } from './testing/cli-harness.ts';

// The real binary against the real server on demo data: one server for the file, a home per user.
let server: RunningServer;
let api: string;
const agent = freshHome();
const lab = freshHome();
const nobody = freshHome();

const sessionIn = (home: string): Session => JSON.parse(readFileSync(join(home, 'token'), 'utf8')) as Session;
const withToken = (token: string): typeof fetch => (input, init) => {
  const request = new Request(input, init);
  request.headers.set('accesstoken', token);
  return fetch(request);
};
/** The CSV's data rows as a CSV reader counts them (the header excluded). */
const csvRows = (text: string) => Papa.parse(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.length - 1;
/** One line on stderr and no stack: what every failure must look like. */
const oneClearLine = (stderr: string) => {
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
};

beforeAll(async () => {
  server = await startDemoServer();
  api = `${server.url}/api`;
});

afterAll(async () => {
  await server?.close();
  for (const home of [agent, lab, nobody]) home.remove();
});

describe('the command-line tool against the real server', () => {
  it('logs in with the one-time code from the outbox and keeps the session in a file only its owner can read', async () => {
    // Password and code asked for on stdin, as a script would answer them; the code once it has arrived.
    const run = await runCli(['login', '--username', 'insureragent'], {
      home: agent.dir,
      server: api,
      answers: [
        { when: 'Password', answer: async () => DEMO_PASSWORD },
        { when: 'One-time code', answer: () => latestOneTimeCode(server.db, 'insureragent') },
      ],
    });
    expect(run.code).toBe(ExitCode.ok);
    expect(run.stderr).not.toContain(DEMO_PASSWORD);
    expect(run.stderr).toContain('Signed in as insureragent');
    expect(statSync(join(agent.dir, 'token')).mode & 0o777).toBe(0o600);
    expect(sessionIn(agent.dir).user.userName).toBe('insureragent');
  });

  it('exports the e-sales queue to a file, streamed, with as many rows as the queue counts for the same dates', async () => {
    const today = indiaDay(new Date());
    const from = addDays(today, -45);
    const out = join(agent.dir, 'queue.csv');
    const run = await runCli(['export', 'esales', '--from', from, '--to', today, '--out', out], { home: agent.dir, server: api });
    expect(run.code).toBe(ExitCode.ok);

    const queue = new EsalesQueueHttpAdapter(createInsuranceClient({ config: httpConfigUnder(api), fetch: withToken(sessionIn(agent.dir).accessToken) }));
    const answer = await queue.search({ range: { startDate: from, endDate: today }, page: 1 });
    const total = answer.kind === 'queue' ? answer.total : -1;
    expect(total).toBeGreaterThan(10);
    expect(csvRows(readFileSync(out, 'utf8'))).toBe(total);
    expect(run.stderr).toBe(`${total} rows exported to ${out}\n`);
    expect(existsSync(`${out}.part`)).toBe(false);
  });

  it("exports the insurer's All Appointments with a search, as many rows as the list finds", async () => {
    const run = await runCli(['export', 'insurer', '--search-by', 'name', '--search', 'Asha'], { home: agent.dir, server: api });
    expect(run.code).toBe(ExitCode.ok);
    const session = sessionIn(agent.dir);
    const list = new InsurerListHttpAdapter(createInsuranceClient({ config: httpConfigUnder(api), fetch: withToken(session.accessToken) }));
    const page = await list.page({ scope: insurerScope(session.user), range: null, page: 1, pageSize: 10, sort: INSURER_DEFAULT_SORT, search: { patientName: 'Asha' } });
    expect(page.total).toBeGreaterThan(0);
    expect(csvRows(run.stdout)).toBe(page.total);
    expect(run.stderr).toBe(`${page.total} ${page.total === 1 ? 'row' : 'rows'} exported\n`);
  });

  it('exports a lab tab to stdout when piped, with no progress bar, as many rows as the tab counts', async () => {
    expect((await loginThroughCli(server, lab.dir, 'dcadmin')).code).toBe(ExitCode.ok);
    const today = indiaDay(new Date());
    const from = addDays(today, -60);
    const to = addDays(today, 30);
    const run = await runCli(['export', 'lab', 'all-appointments', '--from', from, '--to', to], { home: lab.dir, server: api });
    expect(run.code).toBe(ExitCode.ok);

    const session = sessionIn(lab.dir);
    const options = { config: httpConfigUnder(api), fetch: withToken(session.accessToken) };
    const desk = new LabDeskHttpAdapter(createMedibuddyCentralClient(options), createProviderClient(options), createInsuranceClient(options), createFilesClient(options));
    const page = await desk.list({
      scope: deskScope(session.user)!,
      tabNumber: LAB_TABS.ALL_APPOINTMENTS.number,
      range: { startDate: from, endDate: to },
      page: 1,
      rows: 10,
      sort: DEFAULT_SORT,
      highSlaOnly: false,
    });
    expect(page.totalRecords).toBeGreaterThan(0);
    expect(csvRows(run.stdout)).toBe(page.totalRecords);
    expect(run.stdout.split('\n')[0]).toContain('Request ID,');
    expect(run.stderr).toBe(`${page.totalRecords} rows exported\n`);

    // The children chosen in the portal's top bar: one branch of the four.
    const branch = Object.keys(session.user.parentProvider.childEntities).map(Number)[1]!;
    const narrowed = await runCli(['export', 'lab', '10', '--from', from, '--to', to, '--children', String(branch)], { home: lab.dir, server: api });
    const branchPage = await desk.list({
      scope: deskScope({ ...session.user, selectedProviders: [branch] })!,
      tabNumber: LAB_TABS.ALL_APPOINTMENTS.number,
      range: { startDate: from, endDate: to },
      page: 1,
      rows: 10,
      sort: DEFAULT_SORT,
      highSlaOnly: false,
    });
    expect(branchPage.totalRecords).toBeLessThan(page.totalRecords);
    expect(csvRows(narrowed.stdout)).toBe(branchPage.totalRecords);
  });

  it('ends a wrong command line with exit code 2 and one line', async () => {
    const unknownTab = await runCli(['export', 'lab', 'no-such-tab'], { home: lab.dir, server: api });
    expect(unknownTab.code).toBe(ExitCode.usage);
    oneClearLine(unknownTab.stderr);
    expect(unknownTab.stderr).toContain("Unknown lab tab 'no-such-tab'");

    const badDate = await runCli(['export', 'esales', '--from', '2026-13-40', '--to', '2026-01-01'], { home: agent.dir, server: api });
    expect(badDate.code).toBe(ExitCode.usage);
    expect(badDate.stderr).toContain('Starting date is required');

    const unknownOption = await runCli(['export', 'esales', '--bogus'], { home: agent.dir, server: api });
    expect(unknownOption.code).toBe(ExitCode.usage);
    expect(unknownOption.stderr).toContain("unknown option '--bogus'");
  });

  it('ends with exit code 3 without a session, and when the server calls the token invalid (forgetting it)', async () => {
    const none = await runCli(['export', 'esales'], { home: nobody.dir, server: api });
    expect(none.code).toBe(ExitCode.auth);
    oneClearLine(none.stderr);
    expect(none.stderr).toContain('Not signed in');

    writeFileSync(join(nobody.dir, 'token'), JSON.stringify({ ...sessionIn(agent.dir), accessToken: 'not-a-token-the-server-issued' }), { mode: 0o600 });
    const dead = await runCli(['export', 'esales'], { home: nobody.dir, server: api });
    expect(dead.code).toBe(ExitCode.auth);
    oneClearLine(dead.stderr);
    expect(existsSync(join(nobody.dir, 'token'))).toBe(false);
  });

  it('ends with exit code 4 when the server cannot be reached', async () => {
    const run = await runCli(['export', 'esales'], { home: agent.dir, server: 'http://127.0.0.1:9/api' });
    expect(run.code).toBe(ExitCode.server);
    oneClearLine(run.stderr);
    expect(run.stderr).toContain('Cannot reach the server at http://127.0.0.1:9/api');
  });

  it('logs out: the server ends the session and the token file is gone', async () => {
    const token = sessionIn(lab.dir).accessToken;
    const run = await runCli(['logout'], { home: lab.dir, server: api });
    expect(run.code).toBe(ExitCode.ok);
    expect(existsSync(join(lab.dir, 'token'))).toBe(false);
    const after = await fetch(`${api}/medibuddyCentral/validServices`, { method: 'POST', headers: { accesstoken: token, 'content-type': 'application/json' }, body: '{}' });
    expect(after.status).toBe(401);
  });
});

describe('bulk case creation from the command line', () => {
  let corporate: { name: string; relation: number };
  const today = () => indiaDay(new Date());
  /** The e-sales queue's count for today, as the agent's portal shows it. */
  const queueToday = async () => {
    const queue = new EsalesQueueHttpAdapter(createInsuranceClient({ config: httpConfigUnder(api), fetch: withToken(sessionIn(agent.dir).accessToken) }));
    const answer = await queue.search({ range: { startDate: today(), endDate: today() }, page: 1 });
    return answer.kind === 'queue' ? answer.total : -1;
  };
  const importArgs = (file: string, ...more: string[]) => [
    'cases', 'import', file, '--source', String(MARKETPLACE_SOURCE.sourceId), '--entity-relation', String(corporate.relation), ...more,
  ];
  const workbook = async (name: string, rows: number, row?: (i: number) => Record<string, ExcelJS.CellValue>) => {
    const file = join(agent.dir, name);
    writeFileSync(file, await filledWorkbook(ContractKind.Esales, rows, (i) => ({ 'Unique ID': `${name}-${i + 1}`, ...row?.(i) })));
    return file;
  };

  beforeAll(async () => {
    const [row] = await server.db.query<{ name: string; relation: number }>(
      `SELECT c.name, c.entity_relation_id AS relation FROM corporate c JOIN app_user u ON u.insurer_id = c.insurer_id
        WHERE u.user_name = 'insureragent' ORDER BY c.id LIMIT 1`,
    );
    corporate = row!;
  });

  it("writes a contract's template: a real .xlsx with the importer's columns", async () => {
    const out = join(agent.dir, 'template.xlsx');
    const run = await runCli(['cases', 'template', 'esales', '--out', out], { home: agent.dir, server: api });
    expect(run.code).toBe(ExitCode.ok);
    expect(run.stderr).toBe(`Template written to ${out}\n`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(bulkColumns(ContractKind.Esales).map((c) => c.header));
  });

  it('lists the corporates cases may be created for', async () => {
    const run = await runCli(['cases', 'entities'], { home: agent.dir, server: api });
    expect(run.code).toBe(ExitCode.ok);
    const [{ n }] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM corporate c JOIN app_user u ON u.insurer_id = c.insurer_id WHERE u.user_name = 'insureragent'`,
    );
    expect(run.stdout.trim().split('\n')).toHaveLength(n!);
    expect(run.stdout).toContain(`${corporate.relation}\t${corporate.name}\n`);
  });

  it("imports a filled workbook with the dialog's defaults (assigned contract, first source, first corporate): the cases are in the queue at once", async () => {
    const before = await queueToday();
    const run = await runCli(['cases', 'import', await workbook('good.xlsx', 7)], { home: agent.dir, server: api });
    expect(run.code).toBe(ExitCode.ok);
    expect(run.stderr).toBe('7 cases created\n');
    expect(await queueToday()).toBe(before + 7);
  });

  it('validates only on a dry run, creating nothing', async () => {
    const before = await queueToday();
    const run = await runCli(importArgs(await workbook('dry.xlsx', 4), '--dry-run'), { home: agent.dir, server: api });
    expect(run.code).toBe(ExitCode.ok);
    expect(run.stderr).toContain('nothing was created');
    expect(await queueToday()).toBe(before);
  });

  it('refuses a workbook with a bad row: exit code 1, the per-row report, nothing created', async () => {
    const before = await queueToday();
    const file = await workbook('bad.xlsx', 5, (i) => (i === 1 ? { Mobile: '12345' } : i === 3 ? { Name: 'Ab' } : {}));
    const run = await runCli(importArgs(file), { home: agent.dir, server: api });
    expect(run.code).toBe(ExitCode.refused);
    expect(run.stdout).toBe(`row 3, column Mobile: ${AppointmentMessage.phone}\nrow 5, column Name: ${AppointmentMessage.name}\n`);
    expect(run.stderr).toBe('hsp: 2 rows have errors; nothing was created\n');
    expect(await queueToday()).toBe(before);
  });

  it('ends with exit code 3 for a user who may not create cases', async () => {
    const branch = freshHome();
    try {
      expect((await loginThroughCli(server, branch.dir, 'insurerbranch')).code).toBe(ExitCode.ok);
      const run = await runCli(importArgs(await workbook('branch.xlsx', 2), '--contract', 'esales'), { home: branch.dir, server: api });
      expect(run.code).toBe(ExitCode.auth);
      oneClearLine(run.stderr);
    } finally {
      branch.remove();
    }
  });

  it('refuses a file that is not a workbook with the spec\'s message, and a missing file as usage', async () => {
    const notExcel = join(agent.dir, 'notes.xlsx');
    writeFileSync(notExcel, 'just text, not a workbook');
    const refused = await runCli(importArgs(notExcel), { home: agent.dir, server: api });
    expect(refused.code).toBe(ExitCode.refused);
    expect(refused.stderr).toBe('hsp: File is not an excel or is corrupted\n');

    const missing = await runCli(importArgs(join(agent.dir, 'nowhere.xlsx')), { home: agent.dir, server: api });
    expect(missing.code).toBe(ExitCode.usage);
    oneClearLine(missing.stderr);

    const notMine = await runCli(['cases', 'import', notExcel, '--entity-relation', '999999'], { home: agent.dir, server: api });
    expect(notMine.code).toBe(ExitCode.usage);
    expect(notMine.stderr).toContain('--entity-relation 999999 is none of yours: ');
    expect(notMine.stderr).toContain(`${corporate.relation} (${corporate.name})`);
  });
});
