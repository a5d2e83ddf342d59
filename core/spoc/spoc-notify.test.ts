import { describe, expect, it } from 'vitest';
import { spocDeliveries } from './spoc-notify.ts';

const to = { email: 'spoc@clinic.example', phone: '9800000099', whatsapp: '9700000099' };

describe('spocDeliveries', () => {
  it('sends a topic by each channel the SPOC chose for it', () => {
    expect(spocDeliveries({ getDoctorUpdate: { Email: true, SMS: false, Whatsapp: true } }, 'getDoctorUpdate', to)).toEqual([
      { channel: 'Email', recipient: 'spoc@clinic.example' },
      { channel: 'WhatsApp', recipient: '9700000099' },
    ]);
  });
  it('sends nothing for a topic left off, and WhatsApp to the phone when no WhatsApp number is given', () => {
    expect(spocDeliveries({ getDoctorUpdate: { Email: true, SMS: true, Whatsapp: true } }, 'getOrderUpdate', to)).toEqual([]);
    expect(spocDeliveries({ getOrderUpdate: { Email: false, SMS: false, Whatsapp: true } }, 'getOrderUpdate', { ...to, whatsapp: null })).toEqual([{ channel: 'WhatsApp', recipient: '9800000099' }]);
    expect(spocDeliveries({ getOrderUpdate: { Email: false, SMS: true, Whatsapp: false } }, 'getOrderUpdate', { ...to, phone: '' })).toEqual([]);
  });
});
