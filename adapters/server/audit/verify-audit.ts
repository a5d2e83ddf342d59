import { linkProblem, type AuditLink } from '../../../core/audit/audit-chain.ts';
import type { Db } from '../store/db.ts';
import { sha256 } from './record-audit.ts';

/** What a walk of the audit trail found: all sound, or the first broken link. */
export type ChainReport =
  | { ok: true; links: number; days: number }
  | { ok: false; links: number; day: string; seq: number; id: number; problem: string };

type StoredLink = AuditLink & { id: number };

/**
 * Walks every day's chain in order, a batch at a time (keyset on day and position, so memory
 * stays flat however long the trail), and stops at the first link that is not sound.
 */
export async function verifyAuditChain(db: Db, batchSize = 2_000): Promise<ChainReport> {
  let previous: StoredLink | undefined;
  let links = 0;
  let days = 0;
  for (;;) {
    const batch = await db.query<StoredLink>(
      `SELECT id, day::text AS day, seq, at, action, actor_user_id AS "actorUserId", actor_name AS "actorName", subject, details,
              prev_hash AS "prevHash", hash
         FROM audit_event WHERE (day, seq) > ($1::date, $2::int) ORDER BY day, seq LIMIT $3`,
      [previous?.day ?? '0001-01-01', previous?.seq ?? 0, batchSize],
    );
    for (const link of batch) {
      const sameDay = previous?.day === link.day ? previous : undefined;
      if (!sameDay) days += 1;
      const problem = linkProblem({ ...link, at: new Date(link.at) }, sameDay, sha256);
      if (problem) return { ok: false, links, day: link.day, seq: link.seq, id: Number(link.id), problem };
      links += 1;
      previous = link;
    }
    if (batch.length < batchSize) return { ok: true, links, days };
  }
}

/** The report as one line for people. */
export function describeChainReport(report: ChainReport): string {
  if (report.ok) return `Audit trail intact: ${report.links} links over ${report.days} day(s).`;
  return `Audit trail broken on ${report.day} at link ${report.seq} (audit_event id ${report.id}): ${report.problem}. The ${report.links} links before it are intact.`;
}
