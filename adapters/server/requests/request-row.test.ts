import { describe, expect, it } from 'vitest';
import { REQUEST_COLUMNS, rowShape, WHOLE_REQUEST } from './request-row.ts';
import { LAB_ROW } from '../lab-desk/lab-row.ts';

describe('the one request row and the shapes read from it', () => {
  it('reads a field of the request table as itself and any other expression under the field name', () => {
    expect(rowShape(['id', 'provider_name', 'dob', 'priority_id']).columns).toBe(
      "r.id, p.name AS provider_name, to_char(r.dob, 'YYYY-MM-DD') AS dob, r.priority_id::int AS priority_id",
    );
  });

  it('reads every field for a whole request, each once', () => {
    const names = REQUEST_COLUMNS.split(/,\s*(?![^(]*\))/).map((c) => c.trim().split(/\s+AS\s+|^r\./).at(-1));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['id', 'additionals', 'doctor_name', 'provider_parent_id', 'modified_on']));
    expect(WHOLE_REQUEST.columns).toBe(REQUEST_COLUMNS);
  });

  it('gives the lab desk the lab columns only: no doctor, additionals or agent fields', () => {
    expect(LAB_ROW.columns).toContain('p.parent_id AS provider_parent_id');
    expect(LAB_ROW.columns).not.toMatch(/additionals|d\.|agent_/);
  });
});
