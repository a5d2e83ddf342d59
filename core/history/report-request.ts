import { ContractId } from '../appointments/contracts.ts';
import { IST_OFFSET_MINUTES } from '../shared/india-time.ts';

const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The contracts the Download Reports dialog offers: the two insurer contracts of spec 1 §9. The
 * spec's contract list call (getAllContracts) is not served yet, so they are named here.
 */
export const REPORT_CONTRACTS: readonly { readonly id: number; readonly name: string }[] = [
  { id: ContractId.Ppmc, name: `PPMC (${ContractId.Ppmc})` },
  { id: ContractId.Esales, name: `E-sales (${ContractId.Esales})` },
];

/**
 * The instant of a date-time typed as India time ('YYYY-MM-DDTHH:mm', what a date-time input
 * holds): the portal shows every time in India time, so it reads them that way too.
 */
export function indiaDateTime(text: string | null | undefined): Date | null {
  const m = LOCAL_MINUTE.exec((text ?? '').trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(ms)) return null;
  const date = new Date(ms - OFFSET_MS);
  // Date.UTC rolls 31 Feb over to March; a date that does not round-trip was not a real one.
  return indiaDateTimeText(date) === m[0] ? date : null;
}

/** An instant as a date-time input value in India time ('YYYY-MM-DDTHH:mm'). */
export function indiaDateTimeText(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** The zip's name: the contract and the window's start in India time, in the characters the call allows. */
export function reportZipName(contractId: number, start: Date): string {
  return `Reports_${contractId}_${indiaDateTimeText(start).replace(/[-:]/g, '').replace('T', '_')}`;
}
