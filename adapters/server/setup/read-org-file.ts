/**
 * Reads a first-setup file and finds every problem in it before anything is written: YAML
 * syntax, then the shape (JSON schema), then core's rules. Each problem names the file's line and
 * column (the yaml package's LineCounter maps a node's offset to them).
 */
import { Ajv, type ErrorObject } from 'ajv';
import { LineCounter, isNode, parseDocument, type Document } from 'yaml';
import type { FilePath, OrgFile } from '../../../core/setup/org-file.ts';
import { orgFileProblems } from '../../../core/setup/org-file-rules.ts';
import { ORG_FILE_SCHEMA } from './org-file-schema.ts';

/** A problem at a line and column of the file (both from 1). */
export interface LocatedProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

export type ReadResult = { readonly ok: true; readonly file: OrgFile } | { readonly ok: false; readonly problems: readonly LocatedProblem[] };

const validate = new Ajv({ allErrors: true, strict: true }).compile<OrgFile>(ORG_FILE_SCHEMA);

/** "providers[0].admin.email", as an operator reads a place in the file. */
export function pathLabel(path: FilePath): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') || '(top)';
}

/** The line and column of the value at `path`, or of its nearest present parent (a missing key). */
function locate(doc: Document, lines: LineCounter, path: FilePath): { line: number; col: number } {
  for (let n = path.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]);
  }
  return { line: 1, col: 1 };
}

function schemaProblem(e: ErrorObject): { path: FilePath; message: string } {
  const path = e.instancePath.split('/').slice(1).map((p) => (/^\d+$/.test(p) ? Number(p) : p.replace(/~1/g, '/').replace(/~0/g, '~')));
  const where = pathLabel(path);
  if (e.keyword === 'required') return { path, message: `${where}: ${e.params.missingProperty} is missing` };
  if (e.keyword === 'additionalProperties') return { path: [...path, e.params.additionalProperty as string], message: `${where}: unknown key ${e.params.additionalProperty}` };
  if (e.keyword === 'enum') return { path, message: `${where}: must be one of ${(e.params.allowedValues as unknown[]).join(', ')}` };
  return { path, message: `${where}: ${e.message ?? 'is not valid'}` };
}

/** Parses and checks the text of a setup file; every problem at once, in file order. */
export function readOrgFile(text: string): ReadResult {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      problems: doc.errors.map((e) => {
        const { line, col } = lines.linePos(e.pos[0]);
        return { line, column: col, message: `YAML: ${e.message.split('\n')[0]}` };
      }),
    };
  }
  const data: unknown = doc.toJS() ?? {};
  const found = validate(data)
    ? orgFileProblems(data).map((p) => ({ path: p.path, message: `${pathLabel(p.path)}: ${p.message}` }))
    : (validate.errors ?? []).map(schemaProblem);
  if (found.length === 0) return { ok: true, file: data as OrgFile };
  const problems = found.map((p) => {
    const { line, col } = locate(doc, lines, p.path);
    return { line, column: col, message: p.message };
  });
  return { ok: false, problems: problems.sort((a, b) => a.line - b.line || a.column - b.column) };
}
