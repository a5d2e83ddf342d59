import { describe, expect, it } from 'vitest';
import { ALL_STATUS_IDS } from './status-catalogue.ts';
import { INSURER_LABEL_BY_STATUS, InsurerLabel, insurerLabel, statusIdsForInsurerLabel } from './insurer-labels.ts';

describe('insurer labels', () => {
  it('label every status and use every label of spec 1 §4', () => {
    for (const id of ALL_STATUS_IDS) expect(Object.values(InsurerLabel)).toContain(INSURER_LABEL_BY_STATUS[id]);
    expect(new Set(ALL_STATUS_IDS.map(insurerLabel))).toEqual(new Set(Object.values(InsurerLabel)));
    expect(Object.values(InsurerLabel)).toHaveLength(12);
  });

  it('map the journey the way an insurer reads it', () => {
    expect(insurerLabel(-1)).toBe('New Request');
    expect(insurerLabel(22)).toBe('Appointment Created');
    expect(insurerLabel(23)).toBe('Appointment Confirmed');
    expect(insurerLabel(32)).toBe('Attended');
    expect(insurerLabel(33)).toBe('Report Awaited');
    expect(insurerLabel(37)).toBe('Report Uploaded');
    expect(insurerLabel(134)).toBe('Reports Under Verification');
    expect(insurerLabel(48)).toBe('Reports Verified');
    expect(insurerLabel(116)).toBe('Partially Attended');
    expect(insurerLabel(39)).toBe('Not Attended');
    expect(insurerLabel(26)).toBe('Cancelled');
    expect(insurerLabel(119)).toBe('Cancelled By Insurer');
    expect(insurerLabel(999)).toBe('New Request');
  });

  it('invert to the ids a label filter asks for', () => {
    expect(statusIdsForInsurerLabel('Not Attended')).toEqual([39, 118]);
    const all = Object.values(InsurerLabel).flatMap((l) => statusIdsForInsurerLabel(l));
    expect(all.sort()).toEqual([...ALL_STATUS_IDS].sort());
  });
});
