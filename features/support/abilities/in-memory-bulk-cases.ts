import { ContractId, contractKind } from '../../../core/appointments/contracts.ts';
import { bulkChoiceGaps, bulkSources, type BulkContract } from '../../../core/esales/bulk-form.ts';
import { BulkMessage } from '../../../core/esales/bulk-limits.ts';
import { badRowCount, bulkHeaderErrors, bulkSheetErrors } from '../../../core/esales/bulk-rows.ts';
import { bulkColumns } from '../../../core/esales/bulk-template.ts';
import type { BulkCases, BulkOffer, BulkOutcome, BulkSubmission } from './bulk-cases.ts';

const contract = (contractId: number, contractName: string): BulkContract => ({ contractId, contractName, kind: contractKind(contractId) });
const NOW = new Date('2026-11-22T06:30:00.000Z');

/**
 * The domain profile's importer: the fixture insurer's contracts, children and package, and a
 * submission judged by the same core rules the server applies (the Submit rule, then every row).
 */
export class InMemoryBulkCases implements BulkCases {
  private created = 0;

  async offer(): Promise<BulkOffer> {
    return {
      contracts: [contract(ContractId.Esales, 'E-Sales'), contract(ContractId.Ppmc, 'Pre-Policy Medicals'), contract(ContractId.TeleUnderwriting, 'Tele-Underwriting'), contract(ContractId.Corporate, 'Corporate Health Check')],
      children: [{ entityId: 301, entityRelationId: 810001, entityName: 'Acme Ltd' }, { entityId: 302, entityRelationId: 810002, entityName: 'Globex' }],
      own: { entityId: 300, entityName: 'Fixture Insurance' },
      packages: async (contractId, rel) => (contractId === ContractId.TeleUnderwriting && rel === 810001 ? [{ id: 930001, name: 'Tele Medical Basic' }] : []),
    };
  }

  async submit(s: BulkSubmission): Promise<BulkOutcome> {
    const gaps = bulkChoiceGaps({ hasFile: s.rows !== null, contract: s.contract, sourceId: s.sourceId, entityRelationId: s.entityRelationId, packageId: s.packageId });
    if (gaps.length > 0 || !s.contract || !s.rows) return { refused: true };
    const offer = await this.offer();
    if (!bulkSources(s.contract.kind, offer.own).some((x) => x.sourceId === s.sourceId)) return { refused: true };
    const columns = bulkColumns(s.contract.kind);
    const headers = [...new Set(s.rows.flatMap((r) => Object.keys(r)))].map((f) => columns.find((c) => c.field === f)?.header ?? f);
    const rows = s.rows.map((cells, i) => ({ row: i + 2, cells }));
    const errors = [...bulkHeaderErrors(columns, headers), ...bulkSheetErrors(columns, rows, NOW)];
    if (errors.length > 0) return { refused: false, created: 0, rowErrors: errors, message: BulkMessage.rowsRefused(badRowCount(errors)) };
    if (!s.dryRun) this.created += rows.length;
    return { refused: false, created: s.dryRun ? 0 : rows.length, rowErrors: [], message: null };
  }

  async casesInQueue(): Promise<number> {
    return this.created;
  }
}
