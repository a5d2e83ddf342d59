/**
 * The first setup, as one call the command and the tests share: check the file (all problems,
 * nothing written), refuse an unmigrated schema, write everything in one transaction, then mail
 * each new administrator a set-password link through the server's messenger (the outbox).
 */
import { hashPassword } from '../auth/password-hash.ts';
import type { ServerDeps } from '../deps.ts';
import { mailResetLink } from '../session/password.ops.ts';
import { migrationStatus } from '../store/migrate.ts';
import { readOrgFile, type LocatedProblem } from './read-org-file.ts';
import { writeOrganisations } from './write-organisations.ts';

export type SetupDeps = Pick<ServerDeps, 'db' | 'clock' | 'random' | 'messenger' | 'config'>;

export interface SetupReport {
  readonly dryRun: boolean;
  readonly created: readonly string[];
  readonly present: readonly string[];
  /** The administrators mailed a set-password link now. */
  readonly mailed: readonly { userName: string; email: string }[];
}

/** The file has problems; nothing was written. */
export class SetupFileError extends Error {
  constructor(readonly fileName: string, readonly problems: readonly LocatedProblem[]) {
    super(problems.map((p) => `${fileName}:${p.line}:${p.column}: ${p.message}`).join('\n'));
    this.name = 'SetupFileError';
  }
}

/** The database schema is behind this code; the setup writes into a migrated schema only. */
export class SchemaNotMigratedError extends Error {
  constructor(pending: readonly string[]) {
    super(`the database schema lacks ${pending.length} migration(s) (${pending[0]} first): run \`npm run db:migrate\` first`);
    this.name = 'SchemaNotMigratedError';
  }
}

export async function runSetup(deps: SetupDeps, text: string, fileName: string, options: { dryRun?: boolean } = {}): Promise<SetupReport> {
  const read = readOrgFile(text);
  if (!read.ok) throw new SetupFileError(fileName, read.problems);
  const { pending } = await migrationStatus(deps.db);
  if (pending.length > 0) throw new SchemaNotMigratedError(pending);
  const dryRun = options.dryRun ?? false;
  // Nobody knows this password: the mailed link sets the first one (as for a new SPOC).
  const unusable = await hashPassword(deps.random.token(32));
  const outcome = await writeOrganisations(deps.db, read.file, deps.clock.now(), unusable, dryRun);
  const mailed: { userName: string; email: string }[] = [];
  if (!dryRun) {
    for (const admin of outcome.newAdmins) {
      if (await mailResetLink(deps, admin, 'setup')) mailed.push({ userName: admin.user_name, email: admin.email });
    }
  }
  return { dryRun, created: outcome.created, present: outcome.present, mailed };
}

/** The summary the command prints: what was created, what was there, where each mail went. */
export function summaryLines(report: SetupReport, mailSink: string): string[] {
  const lines = [report.dryRun ? 'setup (dry run, nothing written): would create' : 'setup: created', ...report.created.map((c) => `  + ${c}`)];
  if (report.created.length === 0) lines.push('  (nothing)');
  if (report.present.length > 0) lines.push('already present:', ...report.present.map((p) => `  = ${p}`));
  if (report.mailed.length > 0) lines.push(`set-password links mailed (${mailSink}):`, ...report.mailed.map((m) => `  ${m.userName} -> ${m.email}`));
  else if (!report.dryRun) lines.push('no mail sent: no administrator was created now');
  return lines;
}
