/**
 * A chain shows a link altered, removed or inserted before its last link, but not its last links
 * removed: what remains is a shorter, sound chain. A seal records a day's head (its last link's
 * position and hash) at a moment, kept apart from the chain where the server may only add seals;
 * a seal naming a link that is gone, or a link that changed, shows the cut.
 */
export interface AuditSeal {
  day: string;
  seq: number;
  hash: string;
  sealedAt: Date;
}

/** The sealed day as it is now: the link at the sealed position (if any) and the day's last position (0: no link). */
export interface SealedDayNow {
  linkHash: string | undefined;
  headSeq: number;
}

/** What is wrong with the chain a seal vouches for; undefined when the sealed link is still there, unchanged. */
export function sealProblem(seal: AuditSeal, now: SealedDayNow): string | undefined {
  const when = seal.sealedAt.toISOString();
  if (now.linkHash === undefined && now.headSeq === 0) return `none of its links remain, but link ${seal.seq} was sealed at ${when}: the day's links were removed`;
  if (now.linkHash === undefined) return `its chain ends at link ${now.headSeq}, but link ${seal.seq} was sealed at ${when}: the links after ${now.headSeq} were removed`;
  if (now.linkHash !== seal.hash) return `link ${seal.seq} is not the one sealed at ${when}: the chain was rewritten`;
  return undefined;
}
