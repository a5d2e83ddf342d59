import { describe, expect, it } from 'vitest';
import { statusNotice } from './status-notification.ts';

const request = (statusId: number) => ({ id: 500001, patientName: 'Asha Rao', statusId, fulfillmentDate: new Date('2026-11-24T06:30:00Z') });

describe('the customer notice after a lab action', () => {
  it('uses customer wording and the appointment time in India', () => {
    expect(statusNotice(request(23))).toEqual({
      subject: 'Appointment request 500001: Appointment Confirmed',
      body: "Dear Asha Rao, the status of your appointment request 500001 is now 'Appointment Confirmed'. Your appointment is confirmed for Nov 24 2026, 12:00 PM.",
    });
    expect(statusNotice(request(146)).subject).toBe('Appointment request 500001: Being rescheduled');
    expect(statusNotice(request(146)).body).toContain('our team will contact you to arrange another centre');
    expect(statusNotice(request(39)).body).toContain('We missed you at your appointment on Nov 24 2026, 12:00 PM');
    expect(statusNotice(request(37)).body).toBe("Dear Asha Rao, the status of your appointment request 500001 is now 'Report Uploaded'.");
  });
});
