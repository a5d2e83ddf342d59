import type { NotificationChannels, SpocNotifications } from './spoc-record.ts';

/** The notification topics, keyed as the payload names them, in the form's order (spec 3 §2.7). */
export const CommsTopic = { getSpocUpdate: 'getSpocUpdate', getDoctorUpdate: 'getDoctorUpdate', getOrderUpdate: 'getOrderUpdate' } as const;
export type CommsTopic = (typeof CommsTopic)[keyof typeof CommsTopic];
export const COMMS_TOPICS: readonly CommsTopic[] = [CommsTopic.getSpocUpdate, CommsTopic.getDoctorUpdate, CommsTopic.getOrderUpdate];
export const COMMS_TOPIC_LABEL: Readonly<Record<CommsTopic, string>> = { getSpocUpdate: 'SPOC list', getDoctorUpdate: 'Manage Doctors', getOrderUpdate: 'Appointments' };

/** The channels of a topic, in the form's order. */
export const CommsChannel = { Email: 'Email', Whatsapp: 'Whatsapp', SMS: 'SMS' } as const;
export type CommsChannel = (typeof CommsChannel)[keyof typeof CommsChannel];
export const COMMS_CHANNELS: readonly CommsChannel[] = [CommsChannel.Email, CommsChannel.Whatsapp, CommsChannel.SMS];
export const COMMS_CHANNEL_LABEL: Readonly<Record<CommsChannel, string>> = { Email: 'Email', Whatsapp: 'WhatsApp', SMS: 'SMS' };

/** The Yes/No master choice; null until the person picks one. */
export type CommsSelection = 'Yes' | 'No' | null;

/** One topic as the form holds it: its commsType checkbox and its channels. */
export interface TopicChoice extends NotificationChannels {
  commsType: boolean;
}

/** The communication preferences of the form. */
export interface CommsChoice {
  selection: CommsSelection;
  topics: Readonly<Record<CommsTopic, TopicChoice>>;
}

const OFF: TopicChoice = { commsType: false, Email: false, Whatsapp: false, SMS: false };
const ON: TopicChoice = { commsType: true, Email: true, Whatsapp: true, SMS: true };

/** Nothing chosen yet: the master choice unset and every topic off. */
export const NO_COMMS: CommsChoice = { selection: null, topics: { getSpocUpdate: OFF, getDoctorUpdate: OFF, getOrderUpdate: OFF } };

/** The Yes/No master choice; No clears every topic and channel (spec 3 §4.3). */
export function chooseComms(c: CommsChoice, selection: 'Yes' | 'No'): CommsChoice {
  return selection === 'No' ? { ...NO_COMMS, selection } : { ...c, selection };
}

/** A topic's checkbox: checking turns all three channels on, unchecking turns them all off (spec 3 §4.3). */
export function toggleTopic(c: CommsChoice, topic: CommsTopic, on: boolean): CommsChoice {
  return { ...c, topics: { ...c.topics, [topic]: on ? ON : OFF } };
}

/** One channel of a topic, on its own (spec 3 §4.3: channels toggle separately). */
export function toggleChannel(c: CommsChoice, topic: CommsTopic, channel: CommsChannel, on: boolean): CommsChoice {
  return { ...c, topics: { ...c.topics, [topic]: { ...c.topics[topic], [channel]: on } } };
}

/** The topics that leave the form without a channel: a topic is checked but none of its channels is. */
export function topicsMissingChannel(c: CommsChoice): CommsTopic[] {
  if (c.selection !== 'Yes') return [];
  return COMMS_TOPICS.filter((t) => c.topics[t].commsType && !COMMS_CHANNELS.some((ch) => c.topics[t][ch]));
}

/** The notification flags a choice sends: all off unless the master choice is Yes. */
export function notificationsOf(c: CommsChoice): SpocNotifications {
  const flags = (t: CommsTopic): NotificationChannels => {
    const on = c.selection === 'Yes' && c.topics[t].commsType;
    return { Email: on && c.topics[t].Email, SMS: on && c.topics[t].SMS, Whatsapp: on && c.topics[t].Whatsapp };
  };
  return { getSpocUpdate: flags('getSpocUpdate'), getDoctorUpdate: flags('getDoctorUpdate'), getOrderUpdate: flags('getOrderUpdate') };
}

/** A stored SPOC's flags read back into the form: Yes when any flag is on, a topic checked when any of its channels is. */
export function commsOf(n: SpocNotifications): CommsChoice {
  const topic = (ch: NotificationChannels): TopicChoice => ({ ...ch, commsType: ch.Email || ch.SMS || ch.Whatsapp });
  const topics = { getSpocUpdate: topic(n.getSpocUpdate), getDoctorUpdate: topic(n.getDoctorUpdate), getOrderUpdate: topic(n.getOrderUpdate) };
  return { selection: COMMS_TOPICS.some((t) => topics[t].commsType) ? 'Yes' : 'No', topics };
}
