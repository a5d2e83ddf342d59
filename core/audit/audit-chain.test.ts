import { describe, expect, it } from 'vitest';
import { AuditAction, type AuditEvent } from './audit-action.ts';
import { canonicalJson, CHAIN_START, chainDay, linkProblem, linkText, nextLink, type AuditLink, type Digest } from './audit-chain.ts';

/** A small stand-in digest (FNV-1a, hex): any change of the text changes it. */
const fnv: Digest = (text) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
};

// 23:00 India time on 21 Nov, then 00:30 India time on 22 Nov.
const lateEvening = new Date('2026-11-21T17:30:00.000Z');
const afterMidnight = new Date('2026-11-21T19:00:00.000Z');

const event = (at: Date, subject: string, details: Record<string, unknown> = {}): AuditEvent => ({
  at,
  action: AuditAction.RequestStatusChanged,
  actorUserId: 7,
  actorName: 'dcadmin',
  subject,
  details,
});

function chain(events: AuditEvent[]): AuditLink[] {
  const links: AuditLink[] = [];
  for (const e of events) {
    const last = links.at(-1);
    links.push(nextLink(e, last && last.day === chainDay(e.at) ? last : undefined, fnv));
  }
  return links;
}

const problems = (links: AuditLink[]) => links.map((l, i) => linkProblem(l, i > 0 && links[i - 1].day === l.day ? links[i - 1] : undefined, fnv));

describe('canonicalJson', () => {
  it('writes one text per value whatever the key order, dropping undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[2,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });
});

describe('the audit chain', () => {
  const links = chain([event(lateEvening, 'request:1', { from: 1, to: 2 }), event(lateEvening, 'request:2'), event(afterMidnight, 'request:3')]);

  it('numbers links per India day and starts each day afresh', () => {
    expect(links.map((l) => [l.day, l.seq])).toEqual([
      ['2026-11-21', 1],
      ['2026-11-21', 2],
      ['2026-11-22', 1],
    ]);
    expect(links[0].prevHash).toBe(CHAIN_START);
    expect(links[1].prevHash).toBe(links[0].hash);
    expect(links[2].prevHash).toBe(CHAIN_START);
    expect(links[0].details).toBe('{"from":1,"to":2}');
  });

  it('finds nothing wrong with an untouched chain', () => {
    expect(problems(links)).toEqual([undefined, undefined, undefined]);
  });

  it('names an altered row, a removed row and a re-hashed row', () => {
    const altered = [links[0], { ...links[1], subject: 'request:99' }];
    expect(problems(altered)[1]).toBe('its content does not match its hash (the row was altered)');

    expect(linkProblem(links[1], undefined, fnv)).toBe('link 1 is missing (found 2)');

    const forged = { ...links[0], actorName: 'someone else' };
    const rehashed = { ...forged, hash: fnv(linkText(forged)) };
    expect(problems([rehashed, links[1]])).toEqual([undefined, 'it does not follow the link before it (a row was removed, added or re-hashed)']);
  });
});
