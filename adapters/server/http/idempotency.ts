import { createHash } from 'node:crypto';
import type { AccessRule } from './access.ts';
import { ApiError, conflict } from './api-error.ts';
import type { OkResponse, OperationId } from './contract-types.ts';
import { operation, type Operation, type OperationCall } from './operation.ts';
import type { Db } from '../store/db.ts';

/** How long a key is remembered; a key older than this starts a new call. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/**
 * How long a running call holds its key without recording progress; renewed by every item. A
 * call whose lease ran out (its instance died) is resumed by the next retry with the same key.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;

export const IdempotencyText = {
  running: 'A call with this Idempotency-Key is still running; wait for its answer, then retry with the same key',
  reused: 'This Idempotency-Key was already used with a different request; use a new key for a new action',
} as const;

/**
 * What a bulk call records of each applied item, so a retry after a crash answers for the items
 * that already went through instead of applying them again.
 */
export interface ItemJournal<R> {
  /** The result an earlier, interrupted run with the same key recorded for item `index`. */
  recorded(index: number): R | undefined;
  /** Records item `index`'s result inside that item's own transaction `tx`. */
  record(tx: Db, index: number, result: R): Promise<void>;
}

/** The journal of a call without a key: remembers nothing. */
const NO_JOURNAL: ItemJournal<never> = { recorded: () => undefined, record: async () => {} };

/** The same body however its keys are ordered, hashed. */
export function bodyHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
        : value;
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}

interface KeyRow {
  request_hash: string;
  locked_until: Date | null;
  items: Record<string, unknown>;
  response: unknown;
}

/**
 * A bulk operation made safe to retry with an `Idempotency-Key` header (the contract's shared
 * IdempotencyKey parameter; every bulk call uses this). Per user and operation: the first call
 * with a key runs and its answer is kept 24 hours; a retry with the same key and body gets that
 * answer again (header `Idempotent-Replayed: true`) and applies nothing; the same key with another
 * body is 422; a retry while the first still runs is 409. If the first call died mid-way, a retry
 * after its lease resumes it: items recorded in the journal are answered from there, not applied
 * again. Without the header the call simply runs.
 */
export function idempotentOperation<Id extends OperationId, R>(
  id: Id,
  implementation: { access?: AccessRule; handle(call: OperationCall<Id>, journal: ItemJournal<R>): Promise<OkResponse<Id>> },
): Operation<Id> {
  return operation(id, {
    access: implementation.access,
    async handle(call) {
      const key = call.headers['idempotency-key'];
      if (typeof key !== 'string') return implementation.handle(call, NO_JOURNAL);
      const { db, clock } = call.deps;
      const ids = [call.auth.userId, id, key] as const;
      const hash = bodyHash(call.body);
      const now = clock.now();
      await db.query('DELETE FROM idempotency_key WHERE created_on < $1', [new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000)]);
      const lease = () => new Date(clock.now().getTime() + IDEMPOTENCY_LEASE_MS);

      let [claimed] = await db.query<KeyRow>(
        `INSERT INTO idempotency_key (user_id, operation, key, request_hash, created_on, locked_until) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING RETURNING items`,
        [...ids, hash, now, lease()],
      );
      if (!claimed) {
        const [existing] = await db.query<KeyRow>(
          'SELECT request_hash, locked_until, items, response FROM idempotency_key WHERE user_id = $1 AND operation = $2 AND key = $3',
          ids,
        );
        if (!existing) throw conflict(IdempotencyText.running); // expired and pruned by another call this very moment
        if (existing.request_hash !== hash) throw new ApiError(422, IdempotencyText.reused);
        if (existing.response !== null) {
          call.reply.header('idempotent-replayed', 'true');
          return existing.response as OkResponse<Id>;
        }
        if (existing.locked_until && new Date(existing.locked_until) > now) throw conflict(IdempotencyText.running);
        // The first run died: take its key over (only one retry can), and resume from its journal.
        [claimed] = await db.query<KeyRow>(
          `UPDATE idempotency_key SET locked_until = $4 WHERE user_id = $1 AND operation = $2 AND key = $3
             AND response IS NULL AND (locked_until IS NULL OR locked_until <= $5) RETURNING items`,
          [...ids, lease(), now],
        );
        if (!claimed) throw conflict(IdempotencyText.running);
      }

      const done = claimed.items;
      const journal: ItemJournal<R> = {
        recorded: (index) => done[String(index)] as R | undefined,
        record: async (tx, index, result) => {
          await tx.query(
            `UPDATE idempotency_key SET items = items || jsonb_build_object($4::text, $5::jsonb), locked_until = $6
              WHERE user_id = $1 AND operation = $2 AND key = $3`,
            [...ids, String(index), JSON.stringify(result), lease()],
          );
        },
      };
      let answer: OkResponse<Id>;
      try {
        answer = await implementation.handle(call, journal);
      } catch (error) {
        // Released at once, so a retry resumes from the journal instead of waiting for the lease.
        await db.query('UPDATE idempotency_key SET locked_until = NULL WHERE user_id = $1 AND operation = $2 AND key = $3', ids);
        throw error;
      }
      await db.query('UPDATE idempotency_key SET response = $4, locked_until = NULL WHERE user_id = $1 AND operation = $2 AND key = $3', [
        ...ids,
        JSON.stringify(answer),
      ]);
      return answer;
    },
  });
}
