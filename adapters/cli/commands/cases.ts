import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { ContractId } from '../../../core/appointments/contracts.ts';
import { BulkMessage, MAX_BULK_BYTES } from '../../../core/esales/bulk-limits.ts';
import { BulkCasesHttpAdapter } from '../../http/bulk-cases.http-adapter.ts';
import { bulkChoiceOf, type ChoiceFlags } from '../bulk-choice.ts';
import { clientsFor, requireSession, type CliEnv } from '../cli-env.ts';
import { refusedFailure, usageFailure } from '../exit-codes.ts';
import { progressOn } from '../output/progress.ts';
import { rowReport } from '../output/row-report.ts';
import { countingFetch } from '../output/upload-progress.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A positive whole number flag, or commander's usage error. */
export function positiveInt(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('expected a positive whole number');
  return Number(value);
}

/** A contract by id or by its catalogue name ('esales', 'teleUnderwriting', case-insensitive). */
export function contractOf(value: string): number {
  if (/^\d+$/.test(value) && Number(value) > 0) return Number(value);
  const key = Object.keys(ContractId).find((k) => k.toLowerCase() === value.replaceAll('-', '').toLowerCase());
  if (!key) throw new InvalidArgumentError(`a contract id or one of ${Object.keys(ContractId).join(', ')}`);
  return ContractId[key as keyof typeof ContractId];
}

interface ImportFlags extends ChoiceFlags {
  uploadedSource?: number;
  dryRun?: boolean;
  progress: boolean;
}

async function readWorkbook(file: string): Promise<Blob> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw usageFailure(`No such file: ${file}`);
  }
  // The server refuses it anyway; saying so here spares uploading 10 MB and more for nothing.
  if (size > MAX_BULK_BYTES) throw refusedFailure(BulkMessage.tooBig);
  return new Blob([await readFile(file)], { type: XLSX });
}

/** `cases import`, `cases entities` and `cases template`: bulk case creation of the e-sales queue from the terminal. */
export function registerCases(program: Command, env: () => CliEnv): void {
  const cases = program.command('cases').description('bulk case creation (e-sales queue): templates and imports');

  cases
    .command('import <file>')
    .description('create cases from a filled template (.xlsx): all of them, or none with a per-row report')
    .option('--contract <id|name>', 'the contract the cases are created under (default: the one assigned to you)', contractOf)
    .option('--source <id>', 'where the cases came from (default: the contract\'s first source, the marketplace for e-sales)', positiveInt)
    .option('--entity-relation <id>', 'the corporate the cases are for (see `cases entities`; default: the first, for e-sales and pre-policy)', positiveInt)
    .option('--package <id>', 'the tele-underwriting package (required by that contract)', positiveInt)
    .option('--uploaded-source <id>', 'the uploading source id, when it differs', positiveInt)
    .option('--dry-run', 'validate every row and create nothing')
    .option('--no-progress', 'no progress bar, even on a terminal')
    .action(async (file: string, flags: ImportFlags) => {
      const e = env();
      const session = requireSession(e);
      const workbook = await readWorkbook(file);
      const children = await new BulkCasesHttpAdapter(clientsFor(e).insurance).childEntities(session.user.entityId);
      const choice = bulkChoiceOf(session.user, children, flags);
      const progress = progressOn(e.stderr, flags.progress);
      progress.start(workbook.size, 'Uploading');
      const bulk = new BulkCasesHttpAdapter(clientsFor(e, e.store, countingFetch(e.fetch, (sent) => progress.update(sent))).insurance);
      let answer;
      try {
        answer = await bulk.upload(
          {
            ...choice,
            ...(flags.uploadedSource !== undefined ? { uploadedSourceId: flags.uploadedSource } : {}),
            dryRun: flags.dryRun === true,
          },
          workbook,
          basename(file),
        );
      } finally {
        progress.stop();
      }
      if (!answer.isSuccess) {
        // The report is data (stdout, one line a bad cell); the verdict is the one error line.
        for (const line of rowReport(answer.rowErrors)) e.stdout.write(`${line}\n`);
        throw refusedFailure(answer.message ?? BulkMessage.unable);
      }
      const verdict = flags.dryRun ? 'Every row is valid; nothing was created (dry run)' : BulkMessage.created(answer.createdCount);
      e.stderr.write(`${answer.message ?? verdict}\n`);
    });

  cases
    .command('entities')
    .description('the corporates you may create cases for: entity relation id and name, one a line')
    .action(async () => {
      const e = env();
      const session = requireSession(e);
      for (const child of await new BulkCasesHttpAdapter(clientsFor(e).insurance).childEntities(session.user.entityId)) e.stdout.write(`${child.entityRelationId}\t${child.entityName}\n`);
    });

  cases
    .command('template <contract>')
    .description('download the Excel template of a contract (its columns and a sample row)')
    .option('-o, --out <file>', 'where to write it (default: the server\'s file name, in this folder)')
    .action(async (contract: string, flags: { out?: string }) => {
      const e = env();
      requireSession(e);
      let contractId: number;
      try {
        contractId = contractOf(contract);
      } catch (error) {
        throw usageFailure(`contract: ${(error as Error).message}`);
      }
      const { file, fileName } = await new BulkCasesHttpAdapter(clientsFor(e).insurance).template(contractId);
      const out = flags.out ?? fileName ?? `template-${contractId}.xlsx`;
      await writeFile(out, new Uint8Array(await file.arrayBuffer()));
      e.stderr.write(`Template written to ${out}\n`);
    });
}
