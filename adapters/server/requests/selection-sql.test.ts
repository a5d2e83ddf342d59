import { describe, expect, it } from 'vitest';
import { likeLiteral, orderBy, sortColumns, whereClause } from './selection-sql.ts';
import { isSearchSelection, type RequestSelection } from './selection.ts';

const base: RequestSelection = { service: 'LABS', sort: { column: 'fulfillment_date', descending: false } };

describe('the request selection as SQL', () => {
  it('puts every value in a parameter, never in the SQL text', () => {
    const hostile = "x' OR 1=1 --";
    const { sql, params } = whereClause({
      ...base,
      providerIds: [1, 2],
      statusIds: [3],
      corporateIds: [4],
      agentCode: hostile,
      contractIds: [9782],
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-01-02T00:00:00Z'),
      priority: 2,
      sla: [{ statusIds: [3], column: 'modified_on', atOrBefore: new Date('2026-01-01T12:00:00Z') }],
      requestIds: [10],
      employeeIds: [hostile],
      maid: hostile,
      patientName: hostile,
      contactNumber: '98765',
      emailId: hostile,
    });
    expect(sql).not.toContain(hostile);
    expect(sql).not.toMatch(/'[^']*'/);
    expect(params).toContain(hostile);
    expect(sql.match(/\$\d+/g)?.length).toBeGreaterThanOrEqual(params.length);
  });

  it('starts with the scope and tab terms the indexes cover, then narrows', () => {
    const { sql, params } = whereClause({ ...base, providerIds: [1], statusIds: [2], from: new Date(0) });
    expect(sql).toBe('r.provider_id = ANY($1::int[]) AND r.status_id = ANY($2::int[]) AND r.service = $3 AND r.fulfillment_date >= $4');
    expect(params).toEqual([[1], [2], 'LABS', new Date(0)]);
  });

  it('writes the SLA terms as one disjunction, and no terms as no row', () => {
    const at = new Date('2026-01-01T12:00:00Z');
    const { sql, params } = whereClause({ ...base, sla: [{ statusIds: [22], column: 'created_on', atOrBefore: at }, { statusIds: [23, 24], column: 'fulfillment_date', atOrBefore: at }] });
    expect(sql).toBe('r.service = $1 AND ((r.status_id = ANY($2::int[]) AND r.created_on <= $3) OR (r.status_id = ANY($4::int[]) AND r.fulfillment_date <= $5))');
    expect(params).toEqual(['LABS', [22], at, [23, 24], at]);
    expect(whereClause({ ...base, sla: [] }).sql).toBe('r.service = $1 AND FALSE');
  });

  it('scopes an insurer list to its corporates and an agent to the agent code', () => {
    const { sql, params } = whereClause({ ...base, service: 'OFFLINE_CONSULTS', corporateIds: [7], agentCode: 'AG1' });
    expect(sql).toBe('r.corporate_id = ANY($1::int[]) AND r.service = $2 AND r.agent_code = $3');
    expect(params).toEqual([[7], 'OFFLINE_CONSULTS', 'AG1']);
  });

  it('continues the numbering of parameters already given', () => {
    const { sql, params } = whereClause({ ...base, maid: 'M1' }, ['before']);
    expect(sql).toBe('r.service = $2 AND r.maid = $3');
    expect(params).toEqual(['before', 'LABS', 'M1']);
  });

  it('takes LIKE wildcards in names, phones and e-mail fragments literally', () => {
    expect(likeLiteral('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    const { params } = whereClause({ ...base, patientName: 'a%b', contactNumber: '1_2', emailId: 'x%' });
    expect(params).toEqual(['LABS', '%a\\%b%', '%1\\_2%', '%x\\%%']);
  });

  it('finds a do-not-disturb phone only by its visible digits, never by a hidden one or in full', () => {
    const { sql } = whereClause({ ...base, contactNumber: '98765' });
    expect(sql).toContain('r.phone LIKE $2 AND (NOT r.is_dnd OR left(r.phone, 5) LIKE $2)');
    expect(sql).not.toContain('r.phone = ');
  });

  it('looks a whole e-mail address up exactly and a fragment anywhere', () => {
    expect(whereClause({ ...base, emailId: 'a@b.in' }).sql).toContain('lower(r.email) = $2');
    expect(whereClause({ ...base, emailId: 'a@b' }).sql).toContain('lower(r.email) LIKE $2');
  });

  it('orders totally, every column the same way, priority ties by appointment date', () => {
    expect(sortColumns(base)).toEqual(['fulfillment_date', 'id']);
    expect(sortColumns({ ...base, sort: { column: 'priority_id', descending: true } })).toEqual(['priority_id', 'fulfillment_date', 'id']);
    expect(orderBy({ ...base, sort: { column: 'created_on', descending: true } }, 'b')).toBe('b.created_on DESC, b.id DESC');
  });

  it('tells a search from a window of a tab', () => {
    expect(isSearchSelection({ ...base, providerIds: [1], statusIds: [2], from: new Date(0), priority: 1 })).toBe(false);
    for (const term of [{ requestIds: [1] }, { employeeIds: ['e'] }, { maid: 'm' }, { patientName: 'ash' }, { contactNumber: '987' }, { emailId: 'a' }]) {
      expect(isSearchSelection({ ...base, ...term })).toBe(true);
    }
  });
});
