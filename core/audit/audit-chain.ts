import { indiaDay } from '../shared/india-time.ts';
import type { AuditEvent } from './audit-action.ts';

/**
 * The audit trail is one hash chain per India calendar day: each link carries the hash of the
 * link before it, so altering, removing or inserting a row breaks every later link of its day.
 * The digest (SHA-256 on the server) is passed in, keeping core free of platform crypto.
 */
export type Digest = (text: string) => string;

/** The previous hash of a day's first link. */
export const CHAIN_START = '0'.repeat(64);

/** Names the canonical form, so a later change of form can be told apart from tampering. */
const FORM = 'audit-v1';

/** One stored link: the event, where it sits in its day's chain, and the two hashes. */
export interface AuditLink {
  day: string;
  seq: number;
  at: Date;
  action: string;
  actorUserId: number | null;
  actorName: string;
  subject: string;
  /** The event's details in canonical JSON, stored as text so the hashed bytes are the stored bytes. */
  details: string;
  prevHash: string;
  hash: string;
}

/** The head of a day's chain: its last link's position and hash. */
export interface ChainHead {
  seq: number;
  hash: string;
}

/** JSON with object keys sorted at every depth and no undefined members: one text per value. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const record = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .filter((k) => record[k] !== undefined)
        .sort()
        .map((k) => [k, record[k]]),
    );
  });
}

/** The day whose chain an event joins. */
export function chainDay(at: Date): string {
  return indiaDay(at);
}

/** The exact text a link's hash covers: every stored field but the hash, in a fixed order. */
export function linkText(link: Omit<AuditLink, 'hash'>): string {
  return JSON.stringify([FORM, link.day, link.seq, link.at.toISOString(), link.action, link.actorUserId, link.actorName, link.subject, link.details, link.prevHash]);
}

/** The link an event becomes after `head` (undefined when it opens its day). */
export function nextLink(event: AuditEvent, head: ChainHead | undefined, digest: Digest): AuditLink {
  const unsealed: Omit<AuditLink, 'hash'> = {
    day: chainDay(event.at),
    seq: (head?.seq ?? 0) + 1,
    at: event.at,
    action: event.action,
    actorUserId: event.actorUserId,
    actorName: event.actorName,
    subject: event.subject,
    details: canonicalJson(event.details),
    prevHash: head?.hash ?? CHAIN_START,
  };
  return { ...unsealed, hash: digest(linkText(unsealed)) };
}

/**
 * What is wrong with a link, read after `previous` (the link before it in the same day, undefined
 * for a day's first link); undefined when it is sound.
 */
export function linkProblem(link: AuditLink, previous: AuditLink | undefined, digest: Digest): string | undefined {
  const expectedSeq = (previous?.seq ?? 0) + 1;
  if (link.seq !== expectedSeq) return `link ${expectedSeq} is missing (found ${link.seq})`;
  if (link.prevHash !== (previous?.hash ?? CHAIN_START)) return 'it does not follow the link before it (a row was removed, added or re-hashed)';
  if (link.hash !== digest(linkText(link))) return 'its content does not match its hash (the row was altered)';
  return undefined;
}
