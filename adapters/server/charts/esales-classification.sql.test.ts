import { describe, expect, it } from 'vitest';
import { ESALES_STATUS_GROUP_IDS, STATUS_GROUPS } from '../../../core/charts/esales-conversion.ts';
import { CASES, conversionCondition, conversionSql, DAY_COUNTS, groupCondition, groupSql } from './esales-classification.sql.ts';

describe("the charts' SQL, generated from core's rules", () => {
  it("names every status id of core's groups, group by group", () => {
    const sql = groupSql(CASES);
    for (const g of STATUS_GROUPS) expect(sql).toContain(`e.request_status_id IN (${ESALES_STATUS_GROUP_IDS[g].join(', ')})`);
    expect(groupCondition(DAY_COUNTS, 'cancelled')).toBe('nullif(c.status_id, -1) IN (27, 43, 119, 120)');
  });

  it('reads the conversion rules first match first, and as plain predicates for a segment', () => {
    expect(conversionSql(CASES)).toBe(
      "CASE WHEN (coalesce(e.order_id, 0) = 0) THEN 'notCreated' WHEN NOT (coalesce(e.order_id, 0) = 0) AND e.request_status_id IN (48) THEN 'qcApproved' WHEN NOT (coalesce(e.order_id, 0) = 0) THEN 'inProcess' END",
    );
    expect(conversionCondition(CASES, 'inProcess')).toBe(
      '(NOT (coalesce(e.order_id, 0) = 0) AND (e.request_status_id IS NULL OR e.request_status_id NOT IN (48)))',
    );
    expect(conversionCondition(DAY_COUNTS, 'notCreated')).toBe('((c.order_id_zero))');
  });
});
