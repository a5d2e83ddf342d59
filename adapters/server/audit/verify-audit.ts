import { linkProblem, type AuditLink } from '../../../core/audit/audit-chain.ts';
import { sealProblem, type AuditSeal } from '../../../core/audit/audit-seal.ts';
import type { Db } from '../store/db.ts';
import { sha256 } from './record-audit.ts';

/** What a walk of the audit trail found: all sound, the first broken link, or the first seal the trail no longer matches. */
export type ChainReport = { ok: true; links: number; days: number; seals: number } | BrokenLink | BrokenSeal;

type BrokenLink = { ok: false; links: number; day: string; seq: number; id: number; problem: string };
type BrokenSeal = { ok: false; links: number; day: string; seq: number; sealId: number; problem: string };

type StoredLink = AuditLink & { id: number };

/**
 * Walks every day's chain in order, a batch at a time (keyset on day and position, so memory
 * stays flat however long the trail), and stops at the first link that is not sound; then holds
 * every seal against the chain, which shows a tail or a day cut off after it was sealed.
 */
export async function verifyAuditChain(db: Db, batchSize = 2_000): Promise<ChainReport> {
  const chain = await walkChains(db, batchSize);
  if (!chain.ok) return chain;
  const seals = await checkSeals(db, batchSize);
  return 'problem' in seals ? { ...seals, links: chain.links } : { ...chain, seals: seals.seals };
}

async function walkChains(db: Db, batchSize: number): Promise<{ ok: true; links: number; days: number } | BrokenLink> {
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

type StoredSeal = AuditSeal & { id: number; linkHash: string | null; headSeq: number };

/** Every seal in day and position order, a batch at a time, with its day's sealed link and head as they are now. */
async function checkSeals(db: Db, batchSize: number): Promise<{ seals: number } | Omit<BrokenSeal, 'links'>> {
  let seals = 0;
  let after = { day: '0001-01-01', seq: 0, id: 0 };
  for (;;) {
    const batch = await db.query<StoredSeal>(
      `SELECT s.id, s.day::text AS day, s.seq, s.hash, s.sealed_at AS "sealedAt", e.hash AS "linkHash",
              (SELECT coalesce(max(h.seq), 0) FROM audit_event h WHERE h.day = s.day)::int AS "headSeq"
         FROM audit_seal s LEFT JOIN audit_event e ON e.day = s.day AND e.seq = s.seq
        WHERE (s.day, s.seq, s.id) > ($1::date, $2::int, $3::bigint) ORDER BY s.day, s.seq, s.id LIMIT $4`,
      [after.day, after.seq, after.id, batchSize],
    );
    for (const seal of batch) {
      const problem = sealProblem({ ...seal, sealedAt: new Date(seal.sealedAt) }, { linkHash: seal.linkHash ?? undefined, headSeq: seal.headSeq });
      if (problem) return { ok: false, day: seal.day, seq: seal.seq, sealId: Number(seal.id), problem };
      seals += 1;
      after = { day: seal.day, seq: seal.seq, id: Number(seal.id) };
    }
    if (batch.length < batchSize) return { seals };
  }
}

/** The report as one line for people. */
export function describeChainReport(report: ChainReport): string {
  if (report.ok) return `Audit trail intact: ${report.links} links over ${report.days} day(s); ${report.seals} seal(s) match.`;
  if ('sealId' in report) return `Audit trail cut short on ${report.day} (audit_seal id ${report.sealId}): ${report.problem}. The ${report.links} links that remain are intact.`;
  return `Audit trail broken on ${report.day} at link ${report.seq} (audit_event id ${report.id}): ${report.problem}. The ${report.links} links before it are intact.`;
}
