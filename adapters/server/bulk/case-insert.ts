import { AuditAction } from '../../../core/audit/audit-action.ts';
import type { BulkRow } from '../../../core/esales/bulk-rows.ts';
import type { BulkContract, BulkSource } from '../../../core/esales/bulk-form.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { Db } from '../store/db.ts';
import { recordAudit, actorOf } from '../audit/record-audit.ts';
import { bulkInsert, type Column } from '../seed/bulk-insert.ts';
import type { TelePackage } from './contracts.store.ts';

/** What every case of one upload shares. */
export interface UploadPlan {
  contract: BulkContract;
  corporateId: number;
  entityRelationId: number;
  source: BulkSource;
  telePackage: TelePackage | null;
}

interface CaseInsert {
  id: number;
  row: BulkRow;
}

/** A row's text, '' when the template has no such column. */
const cell = (row: BulkRow, field: keyof BulkRow['cells']) => (row.cells[field] ?? '').trim();

/**
 * Creates one e-sales case per row in one transaction, or none: ids drawn in one statement, the
 * rows written a few thousand per statement (unnest arrays; 10,000 rows in a handful of round
 * trips), the per-day counts kept by the table's trigger, and one audit row for the upload.
 * Answers the ids created.
 */
export async function insertCases(db: Db, auth: AuthContext, plan: UploadPlan, rows: readonly BulkRow[], now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [{ ids }] = await tx.query<{ ids: string[] }>(
      `SELECT array_agg(nextval('esales_case_id_seq')::text ORDER BY n) AS ids FROM generate_series(1, $1::int) AS n`,
      [rows.length],
    );
    const cases: CaseInsert[] = rows.map((row, i) => ({ id: Number(ids![i]), row }));
    const columns: readonly Column<CaseInsert>[] = [
      { name: 'id', type: 'bigint', value: (c) => c.id },
      { name: 'equote', type: 'text', value: (c) => cell(c.row, 'eQuote') },
      { name: 'corporate_id', type: 'integer', value: () => plan.corporateId },
      { name: 'customer_name', type: 'text', value: (c) => cell(c.row, 'name') },
      { name: 'phone', type: 'text', value: (c) => cell(c.row, 'mobile') },
      { name: 'email', type: 'text', value: (c) => cell(c.row, 'email') },
      { name: 'member_id', type: 'text', value: (c) => cell(c.row, 'uniqueId') },
      { name: 'application_no', type: 'text', value: (c) => cell(c.row, 'applicationNo') },
      { name: 'request_json', type: 'jsonb', value: (c) => requestJson(c.row, plan) },
      { name: 'contract_id', type: 'integer', value: () => plan.contract.contractId },
      { name: 'source_id', type: 'integer', value: () => plan.source.sourceId },
      { name: 'tele_package_id', type: 'integer', value: () => plan.telePackage?.productEntityRelationId ?? null },
      { name: 'created_by', type: 'integer', value: () => auth.userId },
      { name: 'created_on', type: 'timestamptz', value: () => now },
    ];
    await bulkInsert(tx, 'esales_case', columns, cases);
    await recordAudit(tx, {
      at: now,
      action: AuditAction.CasesCreated,
      ...actorOf(auth),
      subject: `contract:${plan.contract.contractId}`,
      details: {
        cases: cases.length, firstCaseId: cases[0]?.id ?? null, lastCaseId: cases.at(-1)?.id ?? null,
        corporateId: plan.corporateId, entityRelationId: plan.entityRelationId, sourceId: plan.source.sourceId,
        telePackageId: plan.telePackage?.productEntityRelationId ?? null,
      },
    });
    return cases.map((c) => c.id);
  });
}

/** The lead as the queue reads it (requestJSON): place and member fields, plus where it came from. */
function requestJson(row: BulkRow, plan: UploadPlan) {
  const optional = (field: keyof BulkRow['cells']) => cell(row, field) || null;
  return {
    city: optional('city'), state: optional('state'), memberId: cell(row, 'uniqueId'), applicationNo: optional('applicationNo'),
    isHNI: false, isSHNI: false,
    gender: optional('gender'), dateOfBirth: optional('clientDob'), address: optional('address'), alternateMobile: optional('alternateMobile'),
    sumAssured: optional('sumAssured'), annualPremium: optional('annualPremium'),
    contractId: plan.contract.contractId, source: plan.source.sourceName,
    ...(plan.telePackage ? { teleUnderwritingProductId: plan.telePackage.productEntityRelationId, teleUnderwritingProductName: plan.telePackage.packageAliasName } : {}),
  };
}
