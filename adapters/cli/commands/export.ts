import type { Command } from 'commander';
import { LAB_TABS } from '../../../core/appointments/tabs.ts';
import { PAGE_SIZE } from '../../../core/shared/paging.ts';
import { EsalesQueueHttpAdapter } from '../../http/esales-queue.http-adapter.ts';
import { InsurerListHttpAdapter } from '../../http/insurer-list.http-adapter.ts';
import { LabDeskHttpAdapter } from '../../http/lab-desk.http-adapter.ts';
import { clientsFor, requireSession, type CliEnv } from '../cli-env.ts';
import { insurerExportQuery, LAB_TAB_NAMES, labExportQuery, labTabOf, queueExportQuery, type FilterFlags } from '../export-queries.ts';
import { CsvRowCounter } from '../output/csv-rows.ts';
import { progressOn } from '../output/progress.ts';
import { writeStream } from '../output/write-stream.ts';

interface ExportFlags extends FilterFlags {
  out?: string;
  progress: boolean;
}

/** One export: the server's stream, and (for the bar) how many rows the same filters hold. */
interface ExportSource {
  label: string;
  stream(): Promise<ReadableStream<Uint8Array>>;
  count(): Promise<number | undefined>;
}

/** Streams one export to --out (or stdout), with a bar on a terminal, then says how many rows it wrote. */
async function runExport(env: CliEnv, source: ExportSource, flags: ExportFlags): Promise<void> {
  const toFile = flags.out !== undefined && flags.out !== '-';
  const progress = progressOn(env.stderr, flags.progress && toFile);
  const total = env.stderr.isTTY && flags.progress && toFile ? await source.count() : undefined;
  const counter = new CsvRowCounter();
  const stream = await source.stream();
  progress.start(total ?? 0, source.label);
  try {
    await writeStream(stream, toFile ? { file: flags.out! } : { stdout: env.stdout }, (chunk) => {
      counter.push(chunk);
      progress.update(counter.rows);
    });
  } finally {
    progress.stop();
  }
  env.stderr.write(`${counter.rows} ${counter.rows === 1 ? 'row' : 'rows'} exported${toFile ? ` to ${flags.out}` : ''}\n`);
}

function withFilters(command: Command, options: { priority?: boolean; children?: 'providers' | 'corporates' } = {}): Command {
  command
    .option('--preset <name>', "a date preset of the portal ('Today', 'Previous 7 Days', 'Rolling 1 Month', ...)")
    .option('--from <YYYY-MM-DD>', 'first day of a custom range (India time)')
    .option('--to <YYYY-MM-DD>', 'last day of a custom range (India time)')
    .option('--search-by <kind>', 'the top-bar search kind (requestId, employeeId, name, contactNo, ...)')
    .option('--search <text>', 'the top-bar search text (a search ignores the dates, as in the portal)')
    .option('-o, --out <file>', 'write the CSV to this file (default: stdout)')
    .option('--no-progress', 'no progress bar, even on a terminal');
  if (options.children) command.option('--children <ids>', `the ${options.children === 'providers' ? 'child providers' : 'corporates'} chosen in the top bar, comma-separated`);
  if (options.priority) command.option('--priority', 'Priority Cases only (rows past the SLA), on tabs that have one');
  return command;
}

/** `export lab <tab>`, `export insurer`, `export esales`: the portal's Export buttons. */
export function registerExport(program: Command, env: () => CliEnv): void {
  const exp = program.command('export').description('export a list to CSV with the portal\'s filters');

  withFilters(
    exp
      .command('lab <tab>')
      .description(`a lab tab: ${LAB_TAB_NAMES.join(', ')} (or its number 1-10)`),
    { priority: true, children: 'providers' },
  ).action(async (tabName: string, flags: ExportFlags) => {
    const e = env();
    const tab = labTabOf(tabName);
    const session = requireSession(e);
    const query = labExportQuery(session, tab, flags, e.now());
    const { central, provider, insurance, files } = clientsFor(e);
    const desk = new LabDeskHttpAdapter(central, provider, insurance, files);
    await runExport(
      e,
      {
        label: LAB_TABS[tab].label,
        stream: () => desk.exportStream(query),
        count: async () => (await desk.list({ ...query, rows: PAGE_SIZE })).totalRecords,
      },
      flags,
    );
  });

  withFilters(exp.command('insurer').description('the insurer All Appointments list'), { children: 'corporates' }).action(async (flags: ExportFlags) => {
    const e = env();
    const query = insurerExportQuery(requireSession(e), flags, e.now());
    const list = new InsurerListHttpAdapter(clientsFor(e).insurance);
    await runExport(
      e,
      {
        label: 'All Appointments',
        stream: () => list.exportStream(query),
        count: async () => (await list.page({ ...query, pageSize: PAGE_SIZE, isExport: false })).total,
      },
      flags,
    );
  });

  withFilters(exp.command('esales').description('the e-sales queue (three months back by default, as the portal exports)'), { children: 'corporates' }).action(
    async (flags: ExportFlags) => {
      const e = env();
      const query = queueExportQuery(requireSession(e), flags, e.now());
      const queue = new EsalesQueueHttpAdapter(clientsFor(e).insurance);
      await runExport(
        e,
        {
          label: 'E-sales queue',
          stream: () => queue.exportStream(query),
          count: async () => {
            const answer = await queue.search(query);
            return answer.kind === 'queue' ? answer.total : undefined;
          },
        },
        flags,
      );
    },
  );
}
