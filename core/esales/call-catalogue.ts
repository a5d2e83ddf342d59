/**
 * The call types and call statuses an agent picks in Add Correspondence (spec 2 §7 callTypeLookUp
 * and the external static json of call statuses). The spec names only the ids that need a callback
 * date; the other ids and every label are this project's (docs/decisions.md).
 */
export const CALL_TYPES = [
  { key: 1, value: 'Outbound' },
  { key: 2, value: 'Inbound' },
] as const;

/** One entry of a lookup: an id and its label. */
export interface CallLookupEntry {
  readonly key: number;
  readonly value: string;
}

/** The call statuses; the six of spec 2 §9 ask the agent when to call back. */
export const CALL_STATUSES = [
  { key: 70, value: 'Interested' },
  { key: 71, value: 'Not Interested' },
  { key: 72, value: 'Appointment Fixed' },
  { key: 73, value: 'Call back later' },
  { key: 74, value: 'Customer Busy' },
  { key: 86, value: 'Not Reachable' },
  { key: 88, value: 'Wrong Number' },
  { key: 96, value: 'Switched Off' },
  { key: 144, value: 'Ringing, No Answer' },
  { key: 187, value: 'Asked to Call on Another Day' },
  { key: 190, value: 'Do Not Call Again' },
] as const;

/** The call-status codes that show (and then require) the callback date (spec 2 §4, §9). */
export const CALLBACK_STATUSES: readonly number[] = [73, 74, 86, 96, 144, 187];

/** Whether a call status asks for a callback date. */
export function needsCallbackDate(callStatus: number | null | undefined): boolean {
  return callStatus !== null && callStatus !== undefined && CALLBACK_STATUSES.includes(callStatus);
}

/** The label of a call type, or undefined for an id outside the catalogue. */
export function callTypeLabel(key: number): string | undefined {
  return CALL_TYPES.find((t) => t.key === key)?.value;
}

/** The label of a call status, or undefined for an id outside the catalogue. */
export function callStatusLabel(key: number): string | undefined {
  return CALL_STATUSES.find((s) => s.key === key)?.value;
}
