import { describe, expect, it } from 'vitest';
import { CALL_STATUSES, CALL_TYPES } from '../../../core/esales/call-catalogue.ts';
import { CorrespondenceText } from '../../../core/esales/correspondence.ts';
import type { CorrespondenceBody, EsalesCasePort } from '../../../core/esales/esales-case.port.ts';
import { AddCorrespondenceModel } from './add-correspondence.model.ts';

// 22 Nov 2026, noon in India.
const NOW = new Date('2026-11-22T06:30:00.000Z');
const LEAD = { id: 70000009, name: 'Meera Iyer', dnd: { DND: true, DNDCustomer: true } };

function fixture(fail?: string) {
  const sent: CorrespondenceBody[] = [];
  const port = {
    callTypes: async () => CALL_TYPES.map((t) => ({ ...t })),
    callStatuses: async () => CALL_STATUSES.map((s) => ({ ...s })),
    addCorrespondence: async (body: CorrespondenceBody) => {
      if (fail) throw Object.assign(new Error(fail), { reason: fail });
      sent.push(body);
    },
  } as unknown as EsalesCasePort;
  return { sent, model: new AddCorrespondenceModel(port, { now: () => NOW }, LEAD) };
}

describe('Add Correspondence', () => {
  it('shows the callback date only for callback statuses and drops it when the status changes', async () => {
    const { model } = fixture();
    await model.load();
    expect(model.callStatuses.map((s) => s.key)).toContain(187);
    model.setCallStatus(74);
    expect(model.showsCallback).toBe(true);
    model.setCallbackDate('2026-11-23');
    model.setCallStatus(70);
    expect(model.showsCallback).toBe(false);
    expect(model.callbackDate).toBeNull();
  });

  it('says what is missing only after a save was tried, and sends nothing', async () => {
    const { model, sent } = fixture();
    await model.load();
    model.setCallType(1);
    model.setCallStatus(73);
    expect(model.problems).toEqual({});
    expect(await model.save()).toBe(false);
    expect(model.problems).toEqual({ uicNumber: CorrespondenceText.uicRequired, callbackDate: CorrespondenceText.callbackRequired });
    expect(sent).toEqual([]);
  });

  it('sends type 153 from Esales with the lead\'s DND flags and the callback day', async () => {
    const { model, sent } = fixture();
    model.setCallType(2);
    model.setCallStatus(73);
    model.setCallbackDate('2026-11-22');
    model.setUicNumber(' UIC-4 ');
    expect(await model.save()).toBe(true);
    expect(sent).toEqual([expect.objectContaining({
      requestId: LEAD.id, correspondenceType: 153, From: 'Esales', DND: true, DNDCustomer: true, uicnumber: 'UIC-4', callType: 2,
      additionalInfo: { uicnumber: 'UIC-4', DND: true, DNDCustomer: true, From: 'Esales', callbackdate: '2026-11-22T00:00:00+05:30' },
    })]);
  });

  it('waits while the callback date holds typed text that is not a day, and sends once it is fixed or the field goes', async () => {
    const { model, sent } = fixture();
    model.setCallType(2);
    model.setCallStatus(73);
    model.setCallbackDate('2026-11-22');
    model.setUicNumber('UIC-4');
    model.typed.report('callbackDate', 'There is no such date');
    expect(await model.save()).toBe(false);
    expect([sent, model.problems]).toEqual([[], {}]);
    model.typed.report('callbackDate', undefined);
    expect(await model.save()).toBe(true);
    expect(sent).toHaveLength(1);

    // A status without a callback takes the field away, and its text with it.
    const other = fixture();
    other.model.setCallType(1);
    other.model.setCallStatus(73);
    other.model.setUicNumber('UIC-1');
    other.model.typed.report('callbackDate', 'There is no such date');
    other.model.setCallStatus(70);
    expect(await other.model.save()).toBe(true);
    expect(other.sent).toHaveLength(1);
  });

  it('keeps the dialog open with the server\'s reason when the save is refused', async () => {
    const { model } = fixture('No e-sales request found with this id');
    model.setCallType(1);
    model.setCallStatus(70);
    model.setUicNumber('UIC-1');
    expect(await model.save()).toBe(false);
    expect(model.saveError).toBe('No e-sales request found with this id');
  });
});
