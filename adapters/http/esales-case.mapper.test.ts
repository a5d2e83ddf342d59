import { describe, expect, it } from 'vitest';
import { toCaseCorrespondence, toEsalesCase } from './esales-case.mapper.ts';

describe('the e-sales case mapper', () => {
  it('reads a queue request as a case, its DND flags from the additionals', () => {
    const esale = toEsalesCase({
      id: 70000001, eQuote: 'EQ-1', name: 'Meera Iyer', phoneNo: '98334*****', email: null, corporateName: 'Globex', corporateId: 302,
      requestId: null, status: null, error: null, dateTimeCreated: '2026-11-21T06:30:00.000Z',
      requestJSON: { city: 'Pune', state: 'Maharashtra', isHNI: false, isSHNI: true, memberId: 'M-1', applicationNo: null, additionals: { DND: true, DNDCustomer: false, PAN: 'X' } },
    });
    expect(esale).toMatchObject({
      id: 70000001, eQuote: 'EQ-1', phone: '98334*****', email: null, city: 'Pune', memberId: 'M-1', applicationNo: null,
      isHni: false, isShni: true, dnd: { DND: true, DNDCustomer: false }, additionals: { DND: true, DNDCustomer: false, PAN: 'X' },
    });
    const bare = toEsalesCase({ id: 2, name: 'A', dateTimeCreated: '2026-11-21T06:30:00.000Z' });
    expect(bare).toMatchObject({ city: null, isHni: false, isShni: false, dnd: { DND: false, DNDCustomer: false }, additionals: {} });
  });

  it('keeps the note of a correspondence as sent', () => {
    expect(toCaseCorrespondence({ id: 1, requestId: 2, createdOn: '2026-11-22T07:00:00.000Z', callStatusValue: 'Call back later', rC_Blob: '{"uicnumber":"U"}' })).toEqual({
      id: 1, createdOn: '2026-11-22T07:00:00.000Z', callTypeValue: null, callStatusValue: 'Call back later', comment: null, note: '{"uicnumber":"U"}',
    });
  });
});
