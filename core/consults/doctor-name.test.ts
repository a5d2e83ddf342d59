import { describe, expect, it } from 'vitest';
import { doctorDisplayName } from './doctor-name.ts';

describe('the doctor as lists show them', () => {
  it.each([
    ['Asha Rao', 'Dr. Asha Rao'],
    ['Dr. Asha Rao', 'Dr. Asha Rao'],
    ['Dr Asha Rao', 'Dr Asha Rao'],
    ['DR. ASHA', 'DR. ASHA'],
    ['Clove Dental Team', 'Clove Dental Team'],
    ['Drishti Menon', 'Dr. Drishti Menon'],
    ['  Meera  ', 'Dr. Meera'],
  ])('%s reads %s', (name, shown) => expect(doctorDisplayName(name)).toBe(shown));

  it('is null without a doctor', () => {
    expect([doctorDisplayName(null), doctorDisplayName(undefined), doctorDisplayName('  ')]).toEqual([null, null, null]);
  });
});
