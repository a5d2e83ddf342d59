import { createHash } from 'node:crypto';
import type { AuditEvent } from '../../../core/audit/audit-action.ts';
import { chainDay, nextLink, type ChainHead, type Digest } from '../../../core/audit/audit-chain.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { Db } from '../store/db.ts';

/** The chain's digest on the server. */
export const sha256: Digest = (text) => createHash('sha256').update(text).digest('hex');

/** First key of the audit's advisory locks ('audt'); the second is the day. */
const AUDIT_LOCK_KEY = 0x61756474;

/**
 * Appends an event to its day's chain. Pass the transaction of the change it records, so both
 * commit or neither does; called with the pool it opens a transaction of its own. The day's
 * advisory lock, held to commit, makes concurrent writers (on any instance) queue, so the chain
 * never forks; keep it the last write of a transaction, so the lock is held briefly.
 */
export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.transaction(async (tx) => {
    const day = chainDay(event.at);
    await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [AUDIT_LOCK_KEY, Date.parse(day) / 86_400_000]);
    const [head] = await tx.query<ChainHead>('SELECT seq, hash FROM audit_event WHERE day = $1::date ORDER BY seq DESC LIMIT 1', [day]);
    const link = nextLink(event, head, sha256);
    await tx.query(
      `INSERT INTO audit_event (day, seq, at, action, actor_user_id, actor_name, subject, details, prev_hash, hash)
       VALUES ($1::date, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [link.day, link.seq, link.at, link.action, link.actorUserId, link.actorName, link.subject, link.details, link.prevHash, link.hash],
    );
  });
}

/** The signed-in caller as an audit actor. */
export function actorOf(auth: Pick<AuthContext, 'userId' | 'userName'>): Pick<AuditEvent, 'actorUserId' | 'actorName'> {
  return { actorUserId: auth.userId, actorName: auth.userName };
}
