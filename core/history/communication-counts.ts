/**
 * The channels the history page counts messages by (spec 1 §2), in the order it lists them.
 * Anything the catalogue does not name is counted under Others.
 */
export const CommunicationType = { SMS: 'SMS', Email: 'Email', WhatsApp: 'WhatsApp', Call: 'Call', Others: 'Others' } as const;
/** One communication channel as the history shows it. */
export type CommunicationType = (typeof CommunicationType)[keyof typeof CommunicationType];

/** Every counted channel, in display order. */
export const COMMUNICATION_TYPES: readonly CommunicationType[] = Object.values(CommunicationType);

/** A message count per channel. */
export type CommunicationCounts = Record<CommunicationType, number>;

/** The channel a raw type falls under; unknown or missing types are Others. */
export function communicationType(raw: string | null | undefined): CommunicationType {
  return (COMMUNICATION_TYPES as readonly string[]).includes(raw ?? '') ? (raw as CommunicationType) : CommunicationType.Others;
}

/** How many messages went out on each channel; every channel is present, zero when unused. */
export function communicationCounts(items: readonly { communicationTypeValue?: string | null }[]): CommunicationCounts {
  const counts: CommunicationCounts = { SMS: 0, Email: 0, WhatsApp: 0, Call: 0, Others: 0 };
  for (const item of items) counts[communicationType(item.communicationTypeValue)] += 1;
  return counts;
}
