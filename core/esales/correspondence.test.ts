import { describe, expect, it } from 'vitest';
import { CALL_STATUSES, CALLBACK_STATUSES, needsCallbackDate } from './call-catalogue.ts';
import {
  callbackDay,
  callbackInstant,
  correspondencePayload,
  correspondenceProblems,
  CorrespondenceText,
  type CorrespondenceForm,
} from './correspondence.ts';
import { correspondenceTimeline } from './correspondence-timeline.ts';

// 23 Nov 2026, 16:00 India time.
const NOW = new Date('2026-11-23T10:30:00Z');
const OK: CorrespondenceForm = { callType: 1, callStatus: 70, uicNumber: 'UIC-1', callbackDate: null, workStatus: 'workable', comment: ' called ' };
const CALLBACK: CorrespondenceForm = { ...OK, callStatus: 73, callbackDate: '2026-11-25' };

describe('the callback rule', () => {
  it('asks for a callback date only for the six callback statuses', () => {
    expect(CALLBACK_STATUSES).toEqual([73, 74, 86, 96, 144, 187]);
    for (const code of CALLBACK_STATUSES) expect(CALL_STATUSES.some((s) => s.key === code)).toBe(true);
    expect([73, 74, 86, 96, 144, 187].map(needsCallbackDate)).toEqual([true, true, true, true, true, true]);
    expect([70, 71, 88, 190, null, undefined].map(needsCallbackDate)).toEqual([false, false, false, false, false, false]);
  });

  it('requires the date for those statuses, today or later in India', () => {
    expect(correspondenceProblems({ ...CALLBACK, callbackDate: null }, NOW)).toEqual({ callbackDate: CorrespondenceText.callbackRequired });
    expect(correspondenceProblems({ ...CALLBACK, callbackDate: '2026-11-22' }, NOW)).toEqual({ callbackDate: CorrespondenceText.callbackPast });
    expect(correspondenceProblems({ ...CALLBACK, callbackDate: '2026-11-23' }, NOW)).toEqual({});
    // 23:50 UTC on the 22nd is already the 23rd in India: the 23rd is today, not the past.
    expect(correspondenceProblems({ ...CALLBACK, callbackDate: '2026-11-23' }, new Date('2026-11-22T23:50:00Z'))).toEqual({});
    expect(correspondenceProblems({ ...OK, callbackDate: null }, NOW)).toEqual({});
  });
});

describe('the other correspondence rules', () => {
  it('requires the UIC number and a known call type and status', () => {
    expect(correspondenceProblems({ ...OK, uicNumber: '  ' }, NOW)).toEqual({ uicNumber: CorrespondenceText.uicRequired });
    expect(correspondenceProblems({ ...OK, callType: null, callStatus: 9999 }, NOW)).toEqual({
      callType: CorrespondenceText.callTypeRequired,
      callStatus: CorrespondenceText.callStatusRequired,
    });
  });

  it('builds the payload: type 153, From Esales, the case DND flags, a callback only when asked', () => {
    const body = correspondencePayload(70000001, CALLBACK, { DND: true, DNDCustomer: false });
    expect(body).toEqual({
      additionalInfo: { uicnumber: 'UIC-1', DND: true, DNDCustomer: false, From: 'Esales', callbackdate: '2026-11-25T00:00:00+05:30' },
      DND: true,
      DNDCustomer: false,
      From: 'Esales',
      uicnumber: 'UIC-1',
      callStatus: 73,
      callType: 1,
      comment: 'called',
      correspondenceType: 153,
      requestId: 70000001,
      workStatus: 'workable',
    });
    expect(correspondencePayload(1, { ...OK, callbackDate: '2026-11-25' }, { DND: false, DNDCustomer: false }).additionalInfo.callbackdate).toBeNull();
  });

  it('reads a callback instant back as its India day', () => {
    expect(callbackInstant('2026-11-25')).toBe('2026-11-25T00:00:00+05:30');
    expect(callbackDay('2026-11-25T00:00:00+05:30')).toBe('2026-11-25');
    expect(callbackDay('not a date')).toBeNull();
    expect(callbackDay(null)).toBeNull();
  });
});

describe('the Show Correspondence timeline', () => {
  it('lists newest first with call, UIC and callback day', () => {
    const entries = correspondenceTimeline([
      { id: 1, createdOn: '2026-11-20T05:00:00Z', callTypeValue: 'Outbound', callStatusValue: 'Interested', comment: '', note: '{"uicnumber":"U1"}' },
      { id: 2, createdOn: '2026-11-22T05:00:00Z', callTypeValue: 'Inbound', callStatusValue: 'Call back later', comment: 'Call at noon', note: '{"uicnumber":"U2","callbackdate":"2026-11-25T00:00:00+05:30"}' },
      { id: 3, createdOn: '2026-11-21T05:00:00Z', callTypeValue: null, callStatusValue: null, comment: null, note: 'not json' },
    ]);
    expect(entries).toEqual([
      { id: 2, when: 'Nov 22 2026, 10:30 AM', title: 'Inbound · Call back later', uicNumber: 'U2', callback: 'Nov 25 2026', comment: 'Call at noon' },
      { id: 3, when: 'Nov 21 2026, 10:30 AM', title: 'Call', uicNumber: null, callback: null, comment: null },
      { id: 1, when: 'Nov 20 2026, 10:30 AM', title: 'Outbound · Interested', uicNumber: 'U1', callback: null, comment: null },
    ]);
    expect(correspondenceTimeline([])).toEqual([]);
  });
});
