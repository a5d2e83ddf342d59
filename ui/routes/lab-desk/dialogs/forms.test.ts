import { describe, expect, it } from 'vitest';
import { labRequest } from '../lab-desk.fixture.ts';
import { AttendedFormModel } from './attended-form.model.ts';
import { ConfirmFormModel } from './confirm-form.model.ts';
import { ReasonFormModel } from './reason-form.model.ts';

const centre = labRequest({ id: 1 });
const home = labRequest({ id: 2, isHomeVisit: true });

describe('the confirm form', () => {
  it('needs remarks, and Home Visit By options only when a request is a home visit', () => {
    const form = new ConfirmFormModel([centre]);
    expect(form.needsVisitBy).toBe(false);
    expect(form.problem).toBe('Remarks are required');
    form.setRemarks('  Slot booked ');
    expect(form.problem).toBeUndefined();
    expect(form.items).toEqual([{ requestId: 1, action: 'Confirm', remarks: 'Slot booked' }]);
  });

  it('stays disabled for a home visit until someone is chosen, and names them in the remarks in list order', () => {
    const form = new ConfirmFormModel([home, centre]);
    expect(form.needsVisitBy).toBe(true);
    form.setRemarks('Morning slot');
    expect(form.problem).toBe('Choose at least one Home Visit By option');
    form.toggleVisitBy('ECG Technician');
    form.toggleVisitBy('Doctor');
    expect(form.problem).toBeUndefined();
    expect(form.items).toEqual([
      { requestId: 2, action: 'Confirm', remarks: 'Home Visit By: Doctor, ECG Technician - Morning slot' },
      { requestId: 1, action: 'Confirm', remarks: 'Morning slot' },
    ]);
    form.toggleVisitBy('Doctor');
    form.toggleVisitBy('ECG Technician');
    expect(form.problem).toBe('Choose at least one Home Visit By option');
  });
});

describe('the reason forms', () => {
  it('reject: a listed reason, or Others with text', () => {
    const form = new ReasonFormModel('RejectedByProvider', [centre]);
    expect(form.reasons).toEqual(['Unavailability Of Slots', 'No Bandwidth', 'Holidays', 'Others']);
    expect(form.problem).toBe('Please choose a reason');
    form.setReason('Holidays');
    expect(form.items).toEqual([{ requestId: 1, action: 'RejectedByProvider', remarks: 'Holidays' }]);
    form.setReason('Others');
    expect(form.isOthers).toBe(true);
    expect(form.problem).toBe('Please describe the reason');
    form.setOthersText(' Machine broken ');
    expect(form.problem).toBeUndefined();
    expect(form.remarks).toBe('Others - Machine broken');
  });

  it('not attended: Others needs at least 10 characters', () => {
    const form = new ReasonFormModel('NotAttended', [centre]);
    expect(form.othersMinLength).toBe(10);
    form.setReason('customer not answering the calls');
    expect(form.problem).toBeUndefined();
    form.setReason('Others');
    form.setOthersText('Too short');
    expect(form.problem).toBe('Please describe the reason in at least 10 characters');
    form.setOthersText('Gate was closed');
    expect(form.items).toEqual([{ requestId: 1, action: 'NotAttended', remarks: 'Others - Gate was closed' }]);
  });
});

describe('the attended form', () => {
  it('needs remarks and sends the feedback only when chosen', () => {
    const form = new AttendedFormModel([centre, home]);
    expect(form.feedbackOptions).toEqual(['Satisfied', 'Dissatisfied', 'Pacifistic']);
    expect(form.problem).toBe('Remarks are required');
    form.setRemarks('Samples taken');
    expect(form.items[0]).toEqual({ requestId: 1, action: 'Attended', remarks: 'Samples taken' });
    form.setFeedback('Satisfied');
    expect(form.items.map((i) => i.userFeedback)).toEqual(['Satisfied', 'Satisfied']);
  });
});
