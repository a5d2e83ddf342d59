import { describe, expect, it } from 'vitest';
import { ALL_STATUS_IDS, STATUS_MEANING, StatusId, isStatusId, statusMeaning } from './status-catalogue.ts';

const SPEC_IDS = [
  22, 23, 24, 26, 27, 29, 30, 31, 117, 32, 33, 37, 39, 40, 42, 48, 116, 118, 119, 120, 121, 122, 123, 126, 127,
  128, 129, 130, 131, 134, 138, 139, 140, 146, 147, 161, 162, -1, 0,
];

describe('status catalogue', () => {
  it('holds exactly the 39 ids of spec 1 §4, each once', () => {
    expect([...ALL_STATUS_IDS].sort((a, b) => a - b)).toEqual([...SPEC_IDS].sort((a, b) => a - b));
    expect(new Set(ALL_STATUS_IDS).size).toBe(39);
  });

  it('gives every id a meaning', () => {
    for (const id of ALL_STATUS_IDS) expect(STATUS_MEANING[id], `meaning of ${id}`).toMatch(/\S/);
    expect(Object.keys(STATUS_MEANING)).toHaveLength(39);
  });

  it('uses the spec wording for the ids the lists name', () => {
    expect(statusMeaning(22)).toBe('New Appointment Request');
    expect(statusMeaning(23)).toBe('Confirmed by Medical Center');
    expect(statusMeaning(33)).toBe('Information Awaited');
    expect(statusMeaning(40)).toBe('Customer awaited at DC');
    expect(statusMeaning(48)).toBe('QCApproved');
    expect(statusMeaning(146)).toBe('Rejected');
    expect(statusMeaning(-1)).toBe('WIP');
    expect(statusMeaning(0)).toBe('WIP closed by insurer');
    expect(StatusId.QcApproved).toBe(48);
    expect(StatusId.Wip).toBe(-1);
  });

  it('tells catalogue ids from strangers', () => {
    expect(isStatusId(0)).toBe(true);
    expect(isStatusId(-1)).toBe(true);
    expect(isStatusId(25)).toBe(false);
    expect(isStatusId(43)).toBe(false);
    expect(statusMeaning(999)).toBeUndefined();
  });
});
