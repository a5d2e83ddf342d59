import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { AuditAction } from '../../../core/audit/audit-action.ts';
import { linkProblem, nextLink, type AuditLink } from '../../../core/audit/audit-chain.ts';
import { sealProblem, type AuditSeal } from '../../../core/audit/audit-seal.ts';
import { startOfIndiaDay } from '../../../core/shared/india-time.ts';
import type { PortalWorld } from '../world.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One day's audit trail and its seals, as the store keeps them, and the check's last finding. */
interface Trail {
  day: string;
  links: AuditLink[];
  seals: AuditSeal[];
  written: number;
  finding?: string;
}
const trails = new WeakMap<PortalWorld, Trail>();
const trailOf = (world: PortalWorld) => {
  const trail = trails.get(world);
  assert.ok(trail, 'no audit trail in this scenario');
  return trail;
};

/** Entries as the server writes them: each one minute after the day's start plus how many came before. */
export function writeEntries(world: PortalWorld, count: number, day?: string): void {
  if (day) trails.set(world, { day, links: [], seals: [], written: 0 });
  const trail = trailOf(world);
  for (let i = 0; i < count; i++) {
    trail.written += 1;
    const at = new Date(startOfIndiaDay(trail.day).getTime() + trail.written * 60_000);
    const event = { at, action: AuditAction.RequestStatusChanged, actorUserId: 7, actorName: 'dcadmin', subject: `request:${trail.written}`, details: {} };
    trail.links.push(nextLink(event, trail.links.at(-1), sha256));
  }
}

export function sealAt(world: PortalWorld, seq: number, indiaTime: string): void {
  const trail = trailOf(world);
  const link = trail.links.find((l) => l.seq === seq);
  assert.ok(link, `no entry ${seq} to seal`);
  const sealedAt = new Date(startOfIndiaDay(trail.day).getTime() + (Number(indiaTime.slice(0, 2)) * 60 + Number(indiaTime.slice(3))) * 60_000);
  trail.seals.push({ day: trail.day, seq, hash: link.hash, sealedAt });
}

export function removeLast(world: PortalWorld, count: number): void {
  const trail = trailOf(world);
  trail.links.splice(trail.links.length - count, count);
}

export function removeAll(world: PortalWorld): void {
  trailOf(world).links = [];
}

/** What audit:verify does: the chain link by link, then every seal against what remains. */
export function check(world: PortalWorld): void {
  const trail = trailOf(world);
  const broken = trail.links.map((link, i) => linkProblem(link, trail.links[i - 1], sha256)).find(Boolean);
  const headSeq = trail.links.at(-1)?.seq ?? 0;
  trail.finding =
    broken ??
    trail.seals.map((seal) => sealProblem(seal, { linkHash: trail.links.find((l) => l.seq === seal.seq)?.hash, headSeq })).find(Boolean) ??
    'intact';
}

export function findingIs(world: PortalWorld, expected: string): void {
  assert.equal(trailOf(world).finding, expected);
}
