import { describe, expect, it } from 'vitest';
import { customerContactNumbers, maskDndRecord, maskNumbersInText } from './dnd-record.ts';

const phone = '9876543210';
const record = {
  contactNo: phone,
  primaryContactNo: phone,
  additionals: { DND: true, alternateMobile: '9123456789', hrMobileNumber: '9000000001' },
  statusHistory: [{ remarks: `Called ${phone} twice`, date: '2026-11-20T10:00:00.000Z' }],
  body: 'Dear customer, reply from +91 9876543210 or +919876543210',
  count: 9876543210,
};

describe('maskDndRecord', () => {
  it('stars the number after its fifth character everywhere it appears', () => {
    const masked = maskDndRecord(record, customerContactNumbers(phone, record.additionals), true);
    expect(masked.contactNo).toBe('98765*****');
    expect(masked.primaryContactNo).toBe('98765*****');
    expect(masked.additionals.alternateMobile).toBe('91234*****');
    expect(masked.statusHistory[0].remarks).toBe('Called 98765***** twice');
    expect(masked.body).toBe('Dear customer, reply from +91 98765***** or +9198765*****');
    expect(JSON.stringify(masked.statusHistory)).not.toContain(phone);
  });

  it('leaves other people\'s numbers, non-strings and the input alone', () => {
    const masked = maskDndRecord(record, [phone], true);
    expect(masked.additionals.hrMobileNumber).toBe('9000000001');
    expect(masked.count).toBe(9876543210);
    expect(masked.statusHistory[0].date).toBe('2026-11-20T10:00:00.000Z');
    expect(record.contactNo).toBe(phone);
  });

  it('changes nothing for a customer without DND, or without a number to hide', () => {
    expect(maskDndRecord(record, [phone], false)).toBe(record);
    expect(maskDndRecord(record, [], true)).toBe(record);
    expect(maskDndRecord({ a: '12345 and 12345' }, ['12345'], true)).toEqual({ a: '12345 and 12345' });
  });
});

describe('maskNumbersInText', () => {
  it('masks a number written with a country code as one number', () => {
    expect(maskNumbersInText('+919876543210', ['+919876543210'])).toBe('+9198********');
    expect(maskNumbersInText('call 9876543210', ['+919876543210'])).toBe('call 98765*****');
  });
});

describe('customerContactNumbers', () => {
  it('collects the phone and the alternate mobile, skipping blanks', () => {
    expect(customerContactNumbers(phone, { alternateMobile: ' 9123456789 ', hrMobileNumber: '9000000001' })).toEqual([phone, '9123456789']);
    expect(customerContactNumbers('', {})).toEqual([]);
    expect(customerContactNumbers(null)).toEqual([]);
  });
});
