import { describe, expect, it } from 'vitest';
import { ALL_PRIORITY_IDS, PRIORITIES, isHni, priorityName } from './priorities.ts';

describe('priorities', () => {
  it('are the codes 0 to 7 with the spec names', () => {
    expect(ALL_PRIORITY_IDS).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(ALL_PRIORITY_IDS.map(priorityName)).toEqual([
      'NONE', 'URGENT', 'HNI', 'SHNI', 'SHNI', 'URGENT+SHNI', 'HNI+SHNI', 'URGENT+HNI+SHNI',
    ]);
    expect(priorityName(42)).toBe('NONE');
  });

  it('show the HNI badge from 2 upwards', () => {
    expect([0, 1, 2, 3, 7].map(isHni)).toEqual([false, false, true, true, true]);
  });

  it('pack flags that agree with their names', () => {
    for (const id of ALL_PRIORITY_IDS) {
      const p = PRIORITIES[id];
      expect(p.name.includes('URGENT'), `urgent ${id}`).toBe(p.urgent);
      expect(p.name.split('+').includes('HNI'), `hni ${id}`).toBe(p.hni);
      expect(p.name.includes('SHNI'), `shni ${id}`).toBe(p.shni);
    }
  });
});
