/**
 * `npm run setup -- --file org.yaml [--dry-run]`: the first setup of a real installation. Opens
 * the database as its owner (DATABASE_OWNER_URL, else DATABASE_URL, or PGlite under DATA_DIR/db), never
 * migrates it (that is `npm run db:migrate`, an explicit step), and mails through the same outbox
 * and SMTP_URL as the server. Exit codes: 0 done, 1 refused (file, schema or conflict), 2 usage.
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { pino } from 'pino';
import { configFromEnv } from '../config.ts';
import { OutboxMessenger } from '../mail/outbox-messenger.ts';
import { smtpTransport } from '../mail/smtp-transport.ts';
import { cryptoRandom } from '../random.ts';
import { systemClock } from '../start.ts';
import { openOwnerDb } from '../store/open.ts';
import { runSetup, SchemaNotMigratedError, SetupFileError, summaryLines } from './run-setup.ts';
import { SetupConflictError } from './write-organisations.ts';

const program = new Command('setup')
  .description('create organisations and their first administrators from a YAML file')
  .requiredOption('-f, --file <path>', 'the setup file (see deploy/org.example.yaml)')
  .option('--dry-run', 'check the file and report what would be created; write and mail nothing')
  .exitOverride();

try {
  program.parse();
} catch (error) {
  process.exit(error instanceof CommanderError && error.exitCode === 0 ? 0 : 2);
}
const { file, dryRun } = program.opts<{ file: string; dryRun?: boolean }>();

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`setup: cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}
const config = configFromEnv();
const log = pino({ level: config.logLevel });
const db = await openOwnerDb(config, { migrate: false });
const messenger = new OutboxMessenger(db, systemClock, log, config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined, {
  resetLinkMinutes: config.resetLinkTtlMinutes,
});
const sink = config.smtpUrl
  ? `sent through SMTP_URL and kept in the outbox table; links work for ${config.resetLinkTtlMinutes} minutes`
  : `no SMTP_URL: printed in the log above and kept in the outbox table; links work for ${config.resetLinkTtlMinutes} minutes`;
try {
  const report = await runSetup({ db, clock: systemClock, random: cryptoRandom, messenger, config }, text, file, { dryRun });
  console.log(summaryLines(report, sink).join('\n'));
} catch (error) {
  if (error instanceof SetupFileError) console.error(`setup: ${error.problems.length} problem(s), nothing was written:\n${error.message}`);
  else if (error instanceof SchemaNotMigratedError || error instanceof SetupConflictError) console.error(`setup: nothing was written: ${error.message}`);
  else throw error;
  process.exitCode = 1;
} finally {
  await db.close();
}
