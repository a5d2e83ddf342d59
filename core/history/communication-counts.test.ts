import { describe, expect, it } from 'vitest';
import { COMMUNICATION_TYPES, communicationCounts, communicationType } from './communication-counts.ts';

describe('communicationCounts', () => {
  it('counts every channel, zero when unused, in the page order', () => {
    expect(COMMUNICATION_TYPES).toEqual(['SMS', 'Email', 'WhatsApp', 'Call', 'Others']);
    expect(communicationCounts([])).toEqual({ SMS: 0, Email: 0, WhatsApp: 0, Call: 0, Others: 0 });
    const items = ['SMS', 'Email', 'Email', 'WhatsApp', 'Call', 'SMS', 'Email'].map((communicationTypeValue) => ({ communicationTypeValue }));
    expect(communicationCounts(items)).toEqual({ SMS: 2, Email: 3, WhatsApp: 1, Call: 1, Others: 0 });
  });

  it('counts unknown or missing channels under Others', () => {
    expect(communicationType('Fax')).toBe('Others');
    expect(communicationType('sms')).toBe('Others');
    expect(communicationType(null)).toBe('Others');
    expect(communicationCounts([{ communicationTypeValue: 'Push' }, {}, { communicationTypeValue: 'Others' }]).Others).toBe(3);
  });
});
