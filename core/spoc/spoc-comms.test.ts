import { describe, expect, it } from 'vitest';
import { chooseComms, commsOf, NO_COMMS, notificationsOf, toggleChannel, toggleTopic, topicsMissingChannel } from './spoc-comms.ts';

const yes = chooseComms(NO_COMMS, 'Yes');

describe('communication preferences (spec 3 §4.3)', () => {
  it('checking a topic turns its three channels on; unchecking turns them off', () => {
    const on = toggleTopic(yes, 'getDoctorUpdate', true);
    expect(on.topics.getDoctorUpdate).toEqual({ commsType: true, Email: true, Whatsapp: true, SMS: true });
    expect(on.topics.getSpocUpdate.commsType).toBe(false);
    expect(toggleTopic(on, 'getDoctorUpdate', false).topics.getDoctorUpdate).toEqual({ commsType: false, Email: false, Whatsapp: false, SMS: false });
  });

  it('a channel toggles on its own, leaving the others and the topic', () => {
    const c = toggleChannel(toggleTopic(yes, 'getOrderUpdate', true), 'getOrderUpdate', 'SMS', false);
    expect(c.topics.getOrderUpdate).toEqual({ commsType: true, Email: true, Whatsapp: true, SMS: false });
  });

  it('No clears every topic and channel; Yes keeps them', () => {
    const c = toggleTopic(yes, 'getSpocUpdate', true);
    expect(chooseComms(c, 'No')).toEqual({ ...NO_COMMS, selection: 'No' });
    expect(chooseComms(c, 'Yes').topics.getSpocUpdate.Email).toBe(true);
  });

  it('a checked topic without a channel is reported, only under Yes', () => {
    let c = toggleTopic(yes, 'getSpocUpdate', true);
    for (const ch of ['Email', 'Whatsapp', 'SMS'] as const) c = toggleChannel(c, 'getSpocUpdate', ch, false);
    expect(topicsMissingChannel(c)).toEqual(['getSpocUpdate']);
    expect(topicsMissingChannel(toggleTopic(yes, 'getSpocUpdate', true))).toEqual([]);
    expect(topicsMissingChannel({ ...c, selection: 'No' })).toEqual([]);
  });

  it('sends the chosen flags, all off under No, and reads them back', () => {
    const c = toggleChannel(toggleTopic(yes, 'getDoctorUpdate', true), 'getDoctorUpdate', 'Whatsapp', false);
    const n = notificationsOf(c);
    expect(n.getDoctorUpdate).toEqual({ Email: true, SMS: true, Whatsapp: false });
    expect(n.getSpocUpdate).toEqual({ Email: false, SMS: false, Whatsapp: false });
    expect(notificationsOf({ ...c, selection: 'No' }).getDoctorUpdate.Email).toBe(false);
    expect(commsOf(n)).toEqual(c);
    expect(commsOf(notificationsOf(chooseComms(c, 'No'))).selection).toBe('No');
  });
});
