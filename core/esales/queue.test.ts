import { describe, expect, it } from 'vitest';
import { SearchBy } from '../search/search-by.ts';
import { DatePreset } from '../appointments/date-presets.ts';
import { exportDefaultRange, exportRange, queueDefaultRange, queueLoadErrorMessage, queueSearch, QUEUE_PAGE_SIZE, QUEUE_PAGER_BOUNDARY, searchByOfKind } from './queue.ts';

// 23 Nov 2026, 20:00 UTC is already 24 Nov in India.
const lateEvening = new Date('2026-11-23T20:00:00Z');

describe('queue date ranges', () => {
  it('opens on one month back to today in India time', () => {
    expect(queueDefaultRange(lateEvening)).toEqual({ startDate: '2026-10-24', endDate: '2026-11-24' });
  });

  it('exports three months back to today, clamped to a short month', () => {
    expect(exportDefaultRange(lateEvening)).toEqual({ startDate: '2026-08-24', endDate: '2026-11-24' });
    expect(exportDefaultRange(new Date('2026-05-31T06:00:00Z'))).toEqual({ startDate: '2026-02-28', endDate: '2026-05-31' });
    expect(queueDefaultRange(new Date('2027-01-15T06:00:00Z'))).toEqual({ startDate: '2026-12-15', endDate: '2027-01-15' });
  });

  it('exports the chosen range, or three months while the filter shows the default', () => {
    const week = { startDate: '2026-11-17', endDate: '2026-11-24' };
    expect(exportRange(DatePreset.Rolling1Month, queueDefaultRange(lateEvening), lateEvening)).toEqual(exportDefaultRange(lateEvening));
    expect(exportRange(DatePreset.Previous7Days, week, lateEvening)).toEqual(week);
  });

  it('pages ten cases at a time with four page buttons either side', () => {
    expect([QUEUE_PAGE_SIZE, QUEUE_PAGER_BOUNDARY]).toEqual([10, 4]);
  });
});

describe('queueLoadErrorMessage', () => {
  it("puts the server's message before the advice to log out", () => {
    expect(queueLoadErrorMessage('Session expired')).toBe('Session expired Please Logout and try again !');
    expect(queueLoadErrorMessage(null)).toBe('Please Logout and try again !');
  });
});

describe('queueSearch', () => {
  it('turns each top-bar search into what the queue matches', () => {
    expect(queueSearch({ searchBy: SearchBy.requestOrEsalesId, text: ' 0070000001 ' })).toEqual({ kind: 'RequestId', text: '70000001' });
    expect(queueSearch({ searchBy: SearchBy.memberId, text: 'KSS-0042' })).toEqual({ kind: 'MemberId', text: 'KSS-0042' });
    expect(queueSearch({ searchBy: SearchBy.applicationNo, text: 'EQ-1' })).toEqual({ kind: 'ApplicationNo', text: 'EQ-1' });
    expect(queueSearch({ searchBy: SearchBy.name, text: 'Priya' })).toEqual({ kind: 'Name', text: 'Priya' });
    expect(queueSearch({ searchBy: SearchBy.contactNo, text: '+91 98450-1' })).toEqual({ kind: 'ContactNo', text: '91984501' });
  });

  it('explains a search the server would refuse', () => {
    expect(queueSearch({ searchBy: SearchBy.requestOrEsalesId, text: 'ES-1' })).toEqual({ problem: 'Enter a numeric Request/Esales Id' });
    expect(queueSearch({ searchBy: SearchBy.name, text: 'Pr' })).toEqual({ problem: 'Enter at least 3 characters of the name' });
    expect(queueSearch({ searchBy: SearchBy.contactNo, text: '98' })).toEqual({ problem: 'Enter 3 to 15 digits of the contact number' });
    expect(queueSearch({ searchBy: SearchBy.memberId, text: 'x'.repeat(51) })).toEqual({ problem: 'Enter a Member Id of at most 50 characters' });
    expect(queueSearch({ searchBy: SearchBy.email, text: 'a@b.c' })).toEqual({ problem: 'This search is not available for the e-sales queue' });
  });

  it('maps every wire kind back to its top-bar key', () => {
    expect(searchByOfKind('RequestId')).toBe(SearchBy.requestOrEsalesId);
    expect(searchByOfKind('ContactNo')).toBe(SearchBy.contactNo);
  });
});
