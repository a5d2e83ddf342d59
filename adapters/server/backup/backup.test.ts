import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditAction } from '../../../core/audit/audit-action.ts';
import { verifyAuditChain, type ChainReport } from '../audit/verify-audit.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { sealAuditChains } from '../audit/seal-audit.ts';
import { seedDemoFiles } from '../seed/demo-files.ts';
import { DEMO } from '../seed/demo-ids.ts';
import { seedDemoData } from '../seed/seed.ts';
import type { Db } from '../store/db.ts';
import { openDb } from '../store/open.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { backup } from './backup.ts';
import { pgliteDir, type StoreSettings } from './backup-layout.ts';
import { restore } from './restore.ts';

const NOW = new Date('2026-05-04T06:30:00Z');

/** Every file under a folder by its path, with its sha256: equal maps mean byte-identical folders. */
function digestTree(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(root);
  return out;
}

/** The audit figures and the row count of every table of the portal. */
async function figures(db: Db): Promise<{ audit: ChainReport; rows: Record<string, number> }> {
  const tables = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  const rows: Record<string, number> = {};
  for (const { name } of tables) rows[name] = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`))[0].n);
  return { audit: await verifyAuditChain(db), rows };
}

interface Engine {
  name: 'pglite' | 'postgres';
  /** Settings of a fresh place (database and files folder), and how to remove it. */
  place(): Promise<{ settings: StoreSettings; drop(): Promise<void> }>;
}

const scratch: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const pglite: Engine = {
  name: 'pglite',
  async place() {
    const dataDir = folder('portal-backup-data-');
    return { settings: { databaseUrl: undefined, dataDir, filesDir: join(dataDir, 'files') }, drop: async () => undefined };
  },
};
const postgres: Engine = {
  name: 'postgres',
  async place() {
    const database = await createTestDatabase();
    return { settings: { databaseUrl: database.url, dataDir: folder('portal-backup-data-'), filesDir: join(folder('portal-backup-files-'), 'files') }, drop: database.drop };
  },
};
const open = (s: StoreSettings, migrate = true) => openDb({ databaseUrl: s.databaseUrl, dataDir: s.databaseUrl ? undefined : pgliteDir(s), migrate });

describe.each(process.env.DATABASE_URL_TEST ? [pglite, postgres] : [pglite])('backup and restore on $name', (engine) => {
  let original: Awaited<ReturnType<Engine['place']>>;
  let copy: Awaited<ReturnType<Engine['place']>>;
  let before: Awaited<ReturnType<typeof figures>>;
  const out = join(folder('portal-backup-'), 'backup');

  // The demo data on disk, plus audit events over two days, sealed, so the chain has something to check.
  beforeAll(async () => {
    original = await engine.place();
    copy = await engine.place();
    const db = await open(original.settings);
    try {
      await seedDemoData(db, NOW);
      await seedDemoFiles(db, original.settings.filesDir, DEMO.users.dcadmin.id);
      for (const [i, at] of ['2026-05-04T07:00:00Z', '2026-05-04T08:00:00Z', '2026-05-05T09:00:00Z'].entries()) {
        await recordAudit(db, { at: new Date(at), action: AuditAction.DemoDataSeeded, actorUserId: null, actorName: '', subject: `event ${i}`, details: {} });
      }
      await sealAuditChains(db, new Date('2026-05-05T10:00:00Z'));
      before = await figures(db);
    } finally {
      await db.close();
    }
    await backup(original.settings, out);
  }, 600_000);
  afterAll(async () => {
    await original?.drop();
    await copy?.drop();
  });

  it('restores into an empty database: the audit trail verifies with the same figures, every table has the same rows', { timeout: 300_000 }, async () => {
    expect(before.audit).toEqual({ ok: true, links: 4, days: 2, seals: 2 });
    await restore(copy.settings, out);
    const db = await open(copy.settings, false);
    try {
      expect(await figures(db)).toEqual(before);
    } finally {
      await db.close();
    }
  });

  it('restores the files folder byte for byte', () => {
    const files = digestTree(original.settings.filesDir);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(digestTree(copy.settings.filesDir)).toEqual(files);
  });

  it('refuses to restore into a database that holds data', { timeout: 120_000 }, async () => {
    const message = engine.name === 'postgres' ? 'the database of DATABASE_URL is not empty' : 'the embedded database folder';
    await expect(restore({ ...copy.settings, filesDir: folder('portal-backup-files-') }, out)).rejects.toThrow(message);
  });

  it('refuses a backup of the other engine', async () => {
    const other = engine.name === 'postgres' ? { databaseUrl: undefined, dataDir: folder('portal-x-'), filesDir: folder('portal-x-') } : { databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: folder('portal-x-'), filesDir: folder('portal-x-') };
    await expect(restore(other, out)).rejects.toThrow(`the backup is of ${engine.name}`);
  });
});
