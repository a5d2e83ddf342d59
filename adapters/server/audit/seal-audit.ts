import type { AuditSeal } from '../../../core/audit/audit-seal.ts';
import { loggableError } from '../loggable-error.ts';
import type { Db } from '../store/db.ts';
import { startRounds, type Rounds } from '../rounds.ts';

/** Lock key of a seal round ('seal'), so instances sealing together write one seal per head. */
const SEAL_LOCK_KEY = 0x7365616c;

/**
 * Seals the head of every day's chain that grew since that day's last seal, and returns the seals
 * written. Days from the day before the last sealed one on (a link of a late evening may commit
 * just after midnight); the first round looks at every day once. One index probe per day for its
 * head, never a read of a day's links: a round costs the same on a busy day as on a quiet one.
 */
export async function sealAuditChains(db: Db, at: Date): Promise<AuditSeal[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::int)', [SEAL_LOCK_KEY]);
    const rows = await tx.query<{ day: string; seq: number; hash: string }>(
      `INSERT INTO audit_seal (sealed_at, day, seq, hash)
       SELECT $1, head.day, head.seq, head.hash
         FROM (SELECT coalesce((SELECT max(day) - 1 FROM audit_seal), (SELECT min(day) FROM audit_event)) AS first,
                      (SELECT max(day) FROM audit_event) AS last) span
        CROSS JOIN LATERAL generate_series(span.first, span.last, interval '1 day') AS d(at)
        CROSS JOIN LATERAL (SELECT day, seq, hash FROM audit_event WHERE day = d.at::date ORDER BY seq DESC LIMIT 1) head
        WHERE NOT EXISTS (SELECT 1 FROM audit_seal s WHERE s.day = head.day AND s.seq >= head.seq)
        ORDER BY head.day
       RETURNING day::text AS day, seq, hash`,
      [at],
    );
    return rows.map((r) => ({ ...r, sealedAt: at }));
  });
}

interface SealLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Seals now and every `everyMs` (AUDIT_SEAL_MS: the most a cut tail can hide), one round at a time
 * (startRounds), and once more when stopped, after the last request finished. Each seal is also a
 * log line: a record outside the database, for an operator to hold against the seals a cut of both
 * tables would leave.
 */
export function startSealing(db: Db, now: () => Date, log: SealLog, everyMs: number): Rounds {
  const round = () =>
    sealAuditChains(db, now()).then(
      (seals) => {
        for (const seal of seals) log.info({ auditSeal: seal }, `audit: sealed the chain of ${seal.day} at link ${seal.seq}`);
      },
      (error: unknown) => log.error({ err: loggableError(error) }, 'audit seal round failed'),
    );
  return startRounds(round, everyMs, { finalRound: true });
}
