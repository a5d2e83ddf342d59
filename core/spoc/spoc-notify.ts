import { Channel, MessagePurpose } from '../messaging/messenger.port.ts';

/** The three notification topics of a SPOC (spec 3 §3.3), by the payload's flag names. */
export const SpocTopic = { spoc: 'getSpocUpdate', doctor: 'getDoctorUpdate', order: 'getOrderUpdate' } as const;
export type SpocTopic = (typeof SpocTopic)[keyof typeof SpocTopic];

/** One topic's channels as the payload carries them. */
export interface TopicChannels {
  readonly Email: boolean;
  readonly SMS: boolean;
  readonly Whatsapp: boolean;
}
export type SpocPreferences = Partial<Record<SpocTopic, TopicChannels>>;

/** The outbox purpose of each topic. */
export const TOPIC_PURPOSE: Readonly<Record<SpocTopic, MessagePurpose>> = {
  getSpocUpdate: MessagePurpose.spocUpdate,
  getDoctorUpdate: MessagePurpose.doctorUpdate,
  getOrderUpdate: MessagePurpose.orderUpdate,
};

/** A SPOC's addresses: e-mail, phone, WhatsApp number (empty when not given). */
export interface SpocAddresses {
  readonly email: string;
  readonly phone: string;
  readonly whatsapp: string | null;
}

/**
 * Where a notice of a topic goes for one SPOC: each channel the SPOC chose for that topic that has
 * an address (a WhatsApp number, else the phone for WhatsApp), nothing for a topic left off.
 */
export function spocDeliveries(prefs: SpocPreferences, topic: SpocTopic, to: SpocAddresses): { channel: Channel; recipient: string }[] {
  const chosen = prefs[topic];
  if (!chosen) return [];
  const out: { channel: Channel; recipient: string }[] = [];
  if (chosen.Email && to.email) out.push({ channel: Channel.Email, recipient: to.email });
  if (chosen.SMS && to.phone) out.push({ channel: Channel.SMS, recipient: to.phone });
  const whatsapp = to.whatsapp || to.phone;
  if (chosen.Whatsapp && whatsapp) out.push({ channel: Channel.WhatsApp, recipient: whatsapp });
  return out;
}
