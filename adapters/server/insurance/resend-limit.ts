import { RESEND_LIMIT } from '../../../core/history/resend.ts';
import type { Db } from '../store/db.ts';

/** The advisory-lock namespace of resend counting (any constant distinct from other locks). */
const RESEND_LOCK = 7_310_001;

/**
 * Takes one of a request's resends for the rolling window, or answers how many seconds until the
 * next one is free. The count and the new row are written under a transaction-scoped advisory lock
 * on the request, so two instances resending at once cannot both take the fifth slot.
 */
export async function takeResendSlot(db: Db, requestId: number, now: Date): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const windowMs = RESEND_LIMIT.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2::int)', [RESEND_LOCK, requestId % 2_147_483_647]);
    await tx.query('DELETE FROM resend_attempt WHERE request_id = $1 AND at <= $2', [requestId, since]);
    const taken = await tx.query<{ at: Date }>('SELECT at FROM resend_attempt WHERE request_id = $1 ORDER BY at', [requestId]);
    if (taken.length >= RESEND_LIMIT.perRequest) {
      const freeAt = new Date(taken[0].at).getTime() + windowMs;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    await tx.query('INSERT INTO resend_attempt (request_id, at) VALUES ($1, $2)', [requestId, now]);
    return { ok: true };
  });
}
