import { describe, expect, it } from 'vitest';
import { attachedReports, toLabRequest, toListBody, toPackageGroups, toWireUpdate } from './lab-desk.mapper.ts';

const scope = { userId: 7, providerId: 100, fetchForProviders: [101] };

describe('the lab desk mapper', () => {
  it('writes a tab query and a search as RequestDetails bodies', () => {
    const tab = { scope, tabNumber: 2, range: { startDate: '2026-03-03', endDate: '2026-03-10' }, page: 2, rows: 10, sort: { field: 'Priority' as const, descending: true }, highSlaOnly: true };
    expect(toListBody(tab)).toEqual({
      userId: 7, services: 'LABS', sourcePage: 2, providerId: 100, fetchForProviders: [101], startDate: '2026-03-03', endDate: '2026-03-10',
      priority: 0, rows: 10, pageNumber: 2, sortByField: 'Priority', isDescending: true, isSearch: false, fetchHighSLACases: true,
    });
    expect(toListBody({ ...tab, tabNumber: 10, range: null, highSlaOnly: false, search: { patientName: 'pri' } })).toMatchObject({
      startDate: null, endDate: null, isSearch: true, searchParam: { patientName: 'pri' },
    });
  });

  it('reads a row: dates, home visits, one or several package ids', () => {
    const row = toLabRequest({
      id: 1, patientName: 'A', fulfillmentDate: '2026-03-10T04:30:00Z', statusID: 22, displayStatus: 'x', nextActions: [{ action: 'Confirm' }],
      createdOn: '2026-03-01T00:00:00Z', modifiedOn: '2026-03-02T00:00:00Z', priorityId: 2, orderItemProductId: 77, fulfillmentType: 'Home_Visit',
    });
    expect(row).toMatchObject({ packageIds: [77], isHomeVisit: true, statusId: 22, nextActions: [{ action: 'Confirm', label: null }], employeeId: null });
    expect(row.fulfillmentDate.toISOString()).toBe('2026-03-10T04:30:00.000Z');
  });

  it('sends reports as attachFiles and feedback only when given', () => {
    expect(toWireUpdate({ requestId: 1, action: 'Submit', remarks: 'r', reports: { k: 'a.pdf' } })).toEqual({ requestId: 1, action: 'Submit', remarks: 'r', attachFiles: { reports: { k: 'a.pdf' } } });
    expect(toWireUpdate({ requestId: 1, action: 'Attended', remarks: 'r' })).toEqual({ requestId: 1, action: 'Attended', remarks: 'r' });
  });

  it('gathers the tests of several packages under their group names', () => {
    expect(toPackageGroups([
      { groupName: 'Blood', tests: [{ name: 'CBC' }] },
      { groupName: 'Urine', tests: [{ name: 'Routine' }] },
      { groupName: 'Blood', tests: [{ name: 'CBC' }, { name: 'ESR' }] },
    ])).toEqual([{ groupName: 'Blood', tests: ['CBC', 'ESR'] }, { groupName: 'Urine', tests: ['Routine'] }]);
  });
});

describe('attachedReports', () => {
  it('lists each report of a history once, by key, the last name winning; bills and empty steps add nothing', () => {
    expect(
      attachedReports([
        { attachments: { reports: { a: 'blood.pdf' } } },
        { attachments: null },
        {},
        { attachments: { reports: { b: 'urine.pdf', a: 'blood (2).pdf' }, bills: { c: 'bill.pdf' } } as never },
      ]),
    ).toEqual([{ key: 'a', name: 'blood (2).pdf' }, { key: 'b', name: 'urine.pdf' }]);
    expect(attachedReports(undefined)).toEqual([]);
  });
});
