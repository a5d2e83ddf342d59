import assert from 'node:assert/strict';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { CurrentSession } from '../../../ui/session/current-session.ts';
import { CreateAppointmentViewModel, type FieldName } from '../../../ui/routes/create-appointment/create-appointment.view-model.ts';
import { sessionFor } from '../../../ui/testing/sessions.fixture.ts';
import { InMemoryAppointmentOrders } from '../abilities/appointment-orders.ts';
import type { PortalWorld } from '../world.ts';

/** The form's labels as the analyst names them, to the view-model's fields. */
const FIELD: Record<string, FieldName> = {
  name: 'name',
  'unique id': 'uniqueId',
  email: 'email',
  gender: 'gender',
  mobile: 'mobile',
  'alternate mobile': 'alternateMobile',
  'sum assured': 'sumAssured',
  'annual premium': 'annualPremium',
  'date of birth': 'clientDob',
};

/** The insurance service of this profile (http: the real server over the portal's adapter). */
async function port(world: PortalWorld) {
  if (world.ability === 'http') return (await import('../abilities/http-appointment-orders.ts')).httpAppointmentOrders();
  world.orders ??= new InMemoryAppointmentOrders();
  return world.orders;
}

/** Opens the Create Appointment form as the call centre (fixture insurer 300, clock of the server or now). */
export async function openForm(world: PortalWorld): Promise<void> {
  const now = world.ability === 'http' ? (await import('../abilities/http-provider.ts')).realServer().then(({ server }) => server.clock.now()) : Promise.resolve(new Date('2026-11-22T06:30:00Z'));
  const at = await now;
  const current = new CurrentSession(new MemorySessionStore());
  current.save(sessionFor('insurercallCentre', { user: { entityId: 300, entityName: 'Fixture Insurance', corporateIDs: [301, 302] } }));
  world.form = new CreateAppointmentViewModel(await port(world), current, { now: () => at }, world.navigator);
  await world.form.start();
}

function form(world: PortalWorld): CreateAppointmentViewModel {
  assert.ok(world.form, 'the form is not open');
  return world.form;
}

/** A complete, valid customer booked at the Indiranagar centre for tomorrow 10:30. */
export async function fillValidForm(world: PortalWorld, uniqueId = 'ACM-777'): Promise<void> {
  const f = form(world);
  for (const [name, value] of [['name', 'Kiran Rao'], ['uniqueId', uniqueId], ['email', 'kiran@mail.test'], ['gender', 'Male'], ['mobile', '9812345670'], ['firstDay', '2026-11-23'], ['firstTime', '10:30']] as const) {
    f.setField(name, value);
  }
  await f.togglePackage(8001);
  await chooseVisitPlace(world, 'Karnataka', 'Bengaluru', 'Indiranagar');
  f.chooseCentre(f.centres[0]?.id ?? null);
}

export function typeInto(world: PortalWorld, field: string, value: string): void {
  const name = FIELD[field];
  assert.ok(name, `no field "${field}"`);
  form(world).setField(name, value);
}

export function addDetail(world: PortalWorld, key: string, value: string): void {
  form(world).setNewDetail('key', key);
  form(world).setNewDetail('value', value);
  form(world).addDetail();
}

export async function submit(world: PortalWorld): Promise<void> {
  await form(world).submit();
}

export function formReadsUnder(world: PortalWorld, field: string, message: string): void {
  const f = form(world);
  const shown = field === 'additional details' ? (f.detailProblem ?? f.shown('additionalDetails')) : f.shown((FIELD[field] ?? field) as never);
  assert.equal(shown, message);
}

export function nothingSent(world: PortalWorld): void {
  assert.equal(form(world).outcome, null);
}

export async function chooseVisitPlace(world: PortalWorld, state: string, city: string, locality: string): Promise<void> {
  const f = form(world);
  const pick = (list: { id: number; name: string }[], name: string) => list.find((p) => p.name === name)?.id ?? assert.fail(`no ${name}`);
  await f.chooseState(pick(f.states, state));
  await f.chooseCity(pick(f.cities, city));
  await f.chooseLocality(pick(f.localities, locality));
}

export async function chooseState(world: PortalWorld, state: string): Promise<void> {
  const f = form(world);
  await f.chooseState(f.states.find((s) => s.name === state)!.id);
}

export function chooseFirstCentre(world: PortalWorld): void {
  const f = form(world);
  f.chooseCentre(f.centres[0]?.id ?? null);
}

export function chooseVisitType(world: PortalWorld, visit: 'Home Visit' | 'Center Visit'): void {
  form(world).chooseVisit(visit);
}

export function choicesAre(world: PortalWorld, expected: { city: boolean; locality: boolean; centre: boolean }): void {
  const c = form(world).choices;
  assert.deepEqual({ city: c.cityId !== null, locality: c.localityId !== null, centre: c.centreId !== null }, expected);
}

export function centresOffered(world: PortalWorld): string[] {
  return form(world).centres.map((c) => c.name);
}

/** Gives the customer an open request, and remembers its id for the warning to name. */
export async function hasOpenRequest(world: PortalWorld, uniqueId: string): Promise<void> {
  if (world.ability === 'http') {
    world.openRequestId = await (await import('../abilities/http-appointment-orders.ts')).placeOpenRequest(uniqueId);
    return;
  }
  world.orders ??= new InMemoryAppointmentOrders();
  world.openRequestId = 10000042;
  world.orders.open.set(uniqueId, [world.openRequestId]);
}

/** The warning, with the open request's id written as "<its id>". */
export function warned(world: PortalWorld): string | null {
  const text = form(world).duplicateText;
  return text && world.openRequestId !== undefined ? text.replace(String(world.openRequestId), '<its id>') : text;
}

export async function createAnyway(world: PortalWorld): Promise<void> {
  await form(world).confirmDuplicate();
}

export function resultReads(world: PortalWorld): { title: string | null; text: string | null } {
  return { title: form(world).resultTitle, text: form(world).resultText };
}
