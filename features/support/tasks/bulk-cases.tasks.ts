import assert from 'node:assert/strict';
import { bulkChoiceGaps, bulkSources, defaultEntity, type BulkContract } from '../../../core/esales/bulk-form.ts';
import type { BulkRowError } from '../../../core/esales/bulk-rows.ts';
import { bulkColumns, type BulkField } from '../../../core/esales/bulk-template.ts';
import type { BulkCases, BulkOffer, BulkOutcome, BulkSubmission } from '../abilities/bulk-cases.ts';
import type { HttpProviderService } from '../abilities/http-provider.ts';
import type { PortalWorld } from '../world.ts';

/** The dialog as a scenario fills it in, and what came back. */
interface BulkScene {
  cases: BulkCases;
  offer: BulkOffer;
  queueAtStart: number;
  submission: BulkSubmission;
  outcome?: BulkOutcome;
}

const scenes = new WeakMap<PortalWorld, BulkScene>();
const scene = (world: PortalWorld): BulkScene => {
  const s = scenes.get(world);
  assert.ok(s, 'start a bulk case creation first');
  return s;
};

export async function start(world: PortalWorld): Promise<void> {
  const cases = world.ability === 'http'
    ? new (await import('../abilities/http-bulk-cases.ts')).HttpBulkCases(world.service as HttpProviderService)
    : new (await import('../abilities/in-memory-bulk-cases.ts')).InMemoryBulkCases();
  const offer = await cases.offer();
  scenes.set(world, { cases, offer, queueAtStart: await cases.casesInQueue(), submission: { contract: null, sourceId: null, entityRelationId: null, packageId: null, rows: null, dryRun: false } });
}

/** Choosing a contract: its first source and, for e-sales and pre-policy, the first child (spec 2 §6). */
export function chooseContract(world: PortalWorld, name: string): void {
  const s = scene(world);
  const contract = s.offer.contracts.find((c) => c.contractName === name);
  assert.ok(contract, `no contract "${name}" among ${s.offer.contracts.map((c) => c.contractName).join(', ')}`);
  s.submission.contract = contract;
  s.submission.sourceId = bulkSources(contract.kind, s.offer.own)[0]!.sourceId;
  s.submission.entityRelationId = defaultEntity(contract.kind, s.offer.children)?.entityRelationId ?? null;
  s.submission.packageId = null;
}

const contractOf = (world: PortalWorld): BulkContract => {
  const c = scene(world).submission.contract;
  assert.ok(c, 'choose a contract first');
  return c;
};

export function sourcesOffered(world: PortalWorld): string[] {
  return bulkSources(contractOf(world).kind, scene(world).offer.own).map((x) => x.sourceName);
}

export function entityChosen(world: PortalWorld): string | null {
  const s = scene(world);
  return s.offer.children.find((c) => c.entityRelationId === s.submission.entityRelationId)?.entityName ?? null;
}

export async function choosePackage(world: PortalWorld, name: string, entityName: string): Promise<void> {
  const s = scene(world);
  const entity = s.offer.children.find((c) => c.entityName === entityName);
  assert.ok(entity, `no entity "${entityName}"`);
  const found = (await s.offer.packages(contractOf(world).contractId, entity.entityRelationId)).find((p) => p.name === name);
  assert.ok(found, `no package "${name}" for ${entityName}`);
  s.submission.packageId = found.id;
  s.submission.entityRelationId = entity.entityRelationId;
}

/** Good rows: the template's sample row with a distinct Unique ID and name each. */
export function fillRows(world: PortalWorld, count: number): void {
  const columns = bulkColumns(contractOf(world).kind);
  scene(world).submission.rows = Array.from({ length: count }, (_, i) => ({
    ...Object.fromEntries(columns.map((c) => [c.field, c.sample])),
    uniqueId: `SCN-${Date.now()}-${i + 1}`,
    name: `Scenario Member ${i + 1}`,
  }));
}

/** A cell of a sheet row (row 2 is the first data row), by its header. */
export function enterCell(world: PortalWorld, value: string, header: string, sheetRow: number): void {
  const column = bulkColumns(contractOf(world).kind).find((c) => c.header === header);
  assert.ok(column, `no column "${header}"`);
  const rows = scene(world).submission.rows;
  assert.ok(rows && rows[sheetRow - 2], `no row ${sheetRow}`);
  rows[sheetRow - 2]![column.field as BulkField] = value;
}

/** The Unique ID of one sheet row copied into another. */
export function repeatUniqueId(world: PortalWorld, fromRow: number, toRow: number): void {
  const rows = scene(world).submission.rows!;
  rows[toRow - 2]!.uniqueId = rows[fromRow - 2]!.uniqueId;
}

export function leaveOut(world: PortalWorld, what: string): void {
  const sub = scene(world).submission;
  if (what === 'file') sub.rows = null;
  else if (what === 'source') sub.sourceId = null;
  else if (what === 'entity') sub.entityRelationId = null;
  else if (what === 'contract') sub.contract = null;
  else throw new Error(`cannot leave out "${what}"`);
}

export async function send(world: PortalWorld, dryRun = false): Promise<void> {
  const s = scene(world);
  s.submission.dryRun = dryRun;
  s.outcome = await s.cases.submit(s.submission);
}

/**
 * The cases are not sent: the dialog offers no Submit for what is chosen (core's rule), and the
 * importer refuses the same choice sent anyway.
 */
export async function notSent(world: PortalWorld): Promise<void> {
  const s = scene(world);
  const sub = s.submission;
  assert.ok(bulkChoiceGaps({ hasFile: sub.rows !== null, contract: sub.contract, sourceId: sub.sourceId, entityRelationId: sub.entityRelationId, packageId: sub.packageId }).length > 0, 'the dialog would offer Submit');
  assert.deepEqual(await s.cases.submit(sub), { refused: true });
}

const outcome = (world: PortalWorld) => {
  const o = scene(world).outcome;
  assert.ok(o && !o.refused, `the cases were refused before any row was read: ${JSON.stringify(o)}`);
  return o;
};

export function created(world: PortalWorld, count: number): void {
  const o = outcome(world);
  assert.deepEqual({ created: o.created, rowErrors: o.rowErrors, message: o.message }, { created: count, rowErrors: [], message: null });
}

export function nothingCreated(world: PortalWorld, message: string): void {
  const o = outcome(world);
  assert.equal(o.created, 0);
  assert.equal(o.message, message);
}

export function reportReads(world: PortalWorld, expected: BulkRowError[]): void {
  assert.deepEqual(outcome(world).rowErrors, expected);
}

export async function queueGrewBy(world: PortalWorld, count: number): Promise<void> {
  const s = scene(world);
  assert.equal((await s.cases.casesInQueue()) - s.queueAtStart, count);
}
