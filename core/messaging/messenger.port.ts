/** The channels a message to a person can take; the communication history groups by these. */
export const Channel = { Email: 'Email', SMS: 'SMS', WhatsApp: 'WhatsApp' } as const;
export type Channel = (typeof Channel)[keyof typeof Channel];

/** Why a message was sent; one-time codes and reset links are never shown in a request's history. */
export const MessagePurpose = {
  otp: 'otp',
  passwordReset: 'passwordReset',
  statusNotification: 'statusNotification',
  resend: 'resend',
  /** Notices to a provider's SPOCs, by the topic they chose (spec 3 §3.3 notification flags). */
  spocUpdate: 'spocUpdate',
  doctorUpdate: 'doctorUpdate',
  orderUpdate: 'orderUpdate',
} as const;
export type MessagePurpose = (typeof MessagePurpose)[keyof typeof MessagePurpose];

export interface OutgoingMessage {
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  purpose: MessagePurpose;
  requestId?: number;
  /** The request status the message is about (shown in the request's communication history). */
  statusId?: number;
  userId?: number;
}

/** What became of a message once the port took it. */
export interface SentMessage {
  id: number;
  isDelivered: boolean;
  status: string;
}

/**
 * Every e-mail and SMS leaves through this port, which records it before sending, so what a
 * request's communication history shows is what was actually sent.
 */
export interface MessengerPort {
  send(message: OutgoingMessage): Promise<SentMessage>;
}
