import { describe, expect, it } from 'vitest';
import { contactView } from './contact-view.ts';

const dnd = contactView({ doNotDisturb: true, phone: '9876543210', additionals: { alternateMobile: '9123412345' } });
const open = contactView({ doNotDisturb: false, phone: '9876543210', additionals: { alternateMobile: '9123412345' } });

describe('contactView of a do-not-disturb customer', () => {
  it('stars a contact number after its fifth character', () => {
    expect(dnd.masked).toBe(true);
    expect(dnd.phone('9876543210')).toBe('98765*****');
    expect(dnd.phone('98765')).toBe('98765');
    expect(dnd.phone(null)).toBeNull();
  });

  it('keeps two characters of an e-mail address and its domain', () => {
    expect(dnd.email('deepa.nair@mail.test')).toBe('de********@mail.test');
    expect(dnd.email('')).toBe('');
    expect(dnd.email(undefined)).toBeUndefined();
  });

  it('hides an e-mail field that holds a number instead of an address', () => {
    expect(dnd.email('call 9876543210')).toBe('call 98765*****');
  });

  it('masks every phone-like number and e-mail address in free text, the customer’s or not', () => {
    expect(dnd.text('Customer asked to call 9876543210 before the visit')).toBe('Customer asked to call 98765***** before the visit');
    expect(dnd.text('Alternate +91 98765 43210, or mail deepa@home.example')).toBe('Alternate +91 9**********, or mail de***@home.example');
    expect(dnd.text('Reach her on 9000011111')).toBe('Reach her on 90000*****');
    expect(dnd.text('Wrote to a.b-c@x.example.co.in')).toBe('Wrote to a.***@x.example.co.in');
  });

  it('leaves dates, PIN codes and short ids in free text readable', () => {
    const text = 'Visit on 2026-11-23 at 10:30, PIN 560001, order 12345678';
    expect(dnd.text(text)).toBe(text);
  });

  it('masks a shorter number in free text when it is one of the customer’s own', () => {
    const landline = contactView({ doNotDisturb: true, phone: '24567890' });
    expect(landline.text('Landline 2456 7890 only')).toBe('Landline 2456 **** only');
    expect(landline.text('Landline 24567891 only')).toBe('Landline 24567891 only');
  });

  it('reads the alternate number of the additionals as a number and every other value as free text', () => {
    const additionals = dnd.additionals({ alternateMobile: '9123412345', insurerRemark: 'call 9111122222', DND: true, sumAssured: 500000 });
    expect(additionals).toEqual({ alternateMobile: '91234*****', insurerRemark: 'call 91111*****', DND: true, sumAssured: 500000 });
  });

  it('never changes its input', () => {
    const input = { alternateMobile: '9123412345' };
    dnd.additionals(input);
    expect(input.alternateMobile).toBe('9123412345');
  });
});

describe('contactView of a customer who may be contacted', () => {
  it('shows every field as it is', () => {
    expect(open.masked).toBe(false);
    expect(open.phone('9876543210')).toBe('9876543210');
    expect(open.email('deepa.nair@mail.test')).toBe('deepa.nair@mail.test');
    expect(open.text('call 9876543210 or deepa@home.example')).toBe('call 9876543210 or deepa@home.example');
    expect(open.additionals({ alternateMobile: '9123412345' })).toEqual({ alternateMobile: '9123412345' });
  });
});
