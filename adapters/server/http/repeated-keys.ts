import type { FastifyInstance } from 'fastify';
import { badRequest } from './api-error.ts';

type Frame = { kind: 'object'; path: string; keys: Set<string>; key: string; awaitingKey: boolean } | { kind: 'array'; path: string; index: number };

const childPath = (parent: Frame | undefined): string =>
  parent === undefined ? '' : parent.kind === 'object' ? `${parent.path}/${parent.key}` : `${parent.path}/${parent.index}`;

/** The index of the quote closing the string that opens at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i;
}

/**
 * The path (ajv style) of the first property a JSON text names twice in one object, or undefined.
 * JSON.parse keeps the last of them silently, so a body could say two things and be read as one;
 * the text is scanned before it is parsed. Malformed text is left to the parser to refuse.
 */
export function repeatedKeyAt(text: string): string | undefined {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = stack.at(-1);
    if (c === '"') {
      const end = stringEnd(text, i);
      if (top?.kind === 'object' && top.awaitingKey) {
        let key: string;
        try {
          key = JSON.parse(text.slice(i, end + 1)) as string;
        } catch {
          return undefined;
        }
        if (top.keys.has(key)) return `${top.path}/${key}`;
        top.keys.add(key);
        top.key = key;
        top.awaitingKey = false;
      }
      i = end;
    } else if (c === '{') stack.push({ kind: 'object', path: childPath(top), keys: new Set(), key: '', awaitingKey: true });
    else if (c === '[') stack.push({ kind: 'array', path: childPath(top), index: 0 });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',' && top) {
      if (top.kind === 'object') top.awaitingKey = true;
      else top.index++;
    }
  }
  return undefined;
}

/**
 * Every JSON body is refused (400, naming the property) when an object in it names a property
 * twice, then parsed by Fastify's own parser (which also refuses __proto__ and constructor keys).
 */
export function registerRepeatedKeyCheck(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const at = repeatedKeyAt(body as string);
    if (at !== undefined) return done(badRequest(`body${at} is named twice`), undefined);
    return parse(request, body as string, done);
  });
}
