import assert from 'node:assert/strict';
import { CALL_STATUSES } from '../../../core/esales/call-catalogue.ts';
import { correspondencePayload } from '../../../core/esales/correspondence.ts';
import type { CaseRef } from '../../../core/esales/esales-case.port.ts';
import { AddCorrespondenceModel } from '../../../ui/routes/esales-dialogs/add-correspondence.model.ts';
import { CaseCorrespondenceModel } from '../../../ui/routes/esales-dialogs/show-correspondence.model.ts';
import type { EsalesCases } from '../abilities/esales-cases.ts';
import type { HttpProviderService } from '../abilities/http-provider.ts';
import type { PortalWorld } from '../world.ts';

/** What an e-sales scenario has set up and seen, kept per scenario beside the world. */
interface EsalesScene {
  cases?: EsalesCases;
  lead?: CaseRef;
  form?: AddCorrespondenceModel;
  /** What the form said was wrong, and what the service answered to the same call sent anyway. */
  formProblems?: string[];
  refusal?: string | null;
}

const scenes = new WeakMap<PortalWorld, EsalesScene>();
const scene = (world: PortalWorld): EsalesScene => {
  if (!scenes.has(world)) scenes.set(world, {});
  return scenes.get(world)!;
};

async function cases(world: PortalWorld): Promise<EsalesCases> {
  const s = scene(world);
  if (!s.cases) {
    s.cases =
      world.ability === 'http'
        ? new (await import('../abilities/http-esales-cases.ts')).HttpEsalesCases(world.service as HttpProviderService)
        : new (await import('../abilities/in-memory-esales-cases.ts')).InMemoryEsalesCases();
  }
  return s.cases;
}

const statusKey = (label: string) => {
  const found = CALL_STATUSES.find((s) => s.value === label);
  assert.ok(found, `no call status "${label}"`);
  return found.key;
};

/** "22 November 2026" as an India day. */
export function indiaDayOf(text: string): string {
  const t = new Date(`${text} 12:00 UTC`);
  assert.ok(!Number.isNaN(t.getTime()), `not a day: ${text}`);
  return t.toISOString().slice(0, 10);
}

export async function todayIs(world: PortalWorld, day: string): Promise<void> {
  // Noon in India on that day.
  (await cases(world)).setNow(new Date(`${indiaDayOf(day)}T06:30:00.000Z`));
}

export async function leadInQueue(world: PortalWorld, doNotDisturb: boolean): Promise<void> {
  const s = scene(world);
  s.lead = await (await cases(world)).placeLead({ name: 'Scenario Lead', doNotDisturb });
}

async function openForm(world: PortalWorld): Promise<AddCorrespondenceModel> {
  const s = scene(world);
  if (!s.lead) await leadInQueue(world, false);
  const c = await cases(world);
  const form = new AddCorrespondenceModel(await c.port(), { now: () => c.now() }, s.lead!);
  await form.load();
  s.form = form;
  return form;
}

export async function chooseOutcome(world: PortalWorld, outcome: string): Promise<void> {
  const form = await openForm(world);
  form.setCallType(1);
  form.setCallStatus(statusKey(outcome));
}

export function askedForCallback(world: PortalWorld, asked: boolean): void {
  assert.equal(scene(world).form?.showsCallback, asked);
}

/**
 * Logs a call through the dialog; when the dialog refuses it, the same call is sent to the service
 * anyway, as another client could, so the scenario also learns what the service says.
 */
export async function logCall(world: PortalWorld, outcome: string, uic: string, callbackOn: string | null): Promise<void> {
  const s = scene(world);
  await chooseOutcome(world, outcome);
  const form = s.form!;
  form.setUicNumber(uic);
  if (callbackOn) form.setCallbackDate(indiaDayOf(callbackOn));
  const saved = await form.save();
  s.formProblems = Object.values(form.problems);
  s.refusal = null;
  if (!saved) {
    try {
      await (await (await cases(world)).port()).addCorrespondence(correspondencePayload(s.lead!.id, form.form, s.lead!.dnd));
    } catch (error) {
      s.refusal = (error as { reason?: string | null }).reason ?? 'refused';
    }
  }
}

export function callRefused(world: PortalWorld, message: string): void {
  const s = scene(world);
  assert.deepEqual(s.formProblems, [message]);
  assert.ok(s.refusal, 'the service recorded the call the form refused');
  assert.ok(s.refusal.includes(message) || s.refusal.startsWith('body/'), `the service said "${s.refusal}"`);
}

async function timeline(world: PortalWorld) {
  const s = scene(world);
  const model = new CaseCorrespondenceModel(await (await cases(world)).port(), s.lead!.id);
  await model.load();
  return model;
}

export async function callRecorded(world: PortalWorld, callback: string | null): Promise<void> {
  const s = scene(world);
  assert.deepEqual(s.formProblems, []);
  const model = await timeline(world);
  assert.equal(model.entries.length, 1);
  assert.equal(model.entries[0]!.callback, callback);
}

export async function nothingRecorded(world: PortalWorld): Promise<void> {
  const model = await timeline(world);
  assert.equal(model.emptyText, 'Correspondence is not available');
}

export async function recordedWithFlags(world: PortalWorld, doNotDisturb: boolean): Promise<void> {
  const model = await timeline(world);
  const note = JSON.parse(model.items[0]!.note!) as { DND: boolean; DNDCustomer: boolean; From: string };
  assert.deepEqual({ DND: note.DND, DNDCustomer: note.DNDCustomer, From: note.From }, { DND: doNotDisturb, DNDCustomer: doNotDisturb, From: 'Esales' });
}
