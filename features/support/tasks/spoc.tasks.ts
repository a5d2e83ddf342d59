import assert from 'node:assert/strict';
import { COMMS_CHANNEL_LABEL, COMMS_CHANNELS, COMMS_TOPIC_LABEL, COMMS_TOPICS, type CommsChannel, type CommsTopic } from '../../../core/spoc/spoc-comms.ts';
import type { SpocField } from '../../../core/spoc/spoc-form-rules.ts';
import { SPOC_LIST_PATH } from '../../../core/spoc/spoc-paths.ts';
import { formRoleNames } from '../../../core/spoc/spoc-payload.ts';
import type { SpocRecord } from '../../../core/spoc/spoc-record.ts';
import { ACCESS_LEVEL_LABEL, ACCESS_LEVELS, type AccessLevel, type SpocService } from '../../../core/spoc/spoc-roles.ts';
import { spocRow } from '../../../core/spoc/spoc-row.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { CurrentSession } from '../../../ui/session/current-session.ts';
import { SpocFormViewModel } from '../../../ui/routes/spoc-form/spoc-form.view-model.ts';
import { SpocStatusSetter } from '../../../ui/routes/spoc-list/spoc-status.model.ts';
import { sessionFor } from '../../../ui/testing/sessions.fixture.ts';
import { InMemorySpocs } from '../abilities/in-memory-spoc.ts';
import type { SpocsAbility } from '../abilities/spoc-service.ts';
import type { PortalWorld } from '../world.ts';

const ADMIN_FEATURES = ['VIEW_SPOC_LIST', 'VIEW_SPOC_DETAILS', 'CREATE_SPOC', 'EDIT_SPOC_DETAILS', 'UPDATE_SPOC_STATUS'];
const OFF = { Email: false, SMS: false, Whatsapp: false };

interface SpocState {
  spocs: SpocsAbility;
  current: CurrentSession;
  form: SpocFormViewModel;
  /** The SPOC a Given stored, and the roles of a SPOC a scenario reads. */
  stored?: SpocRecord;
  held?: string[];
}

const states = new WeakMap<PortalWorld, SpocState>();
function state(world: PortalWorld): SpocState {
  const s = states.get(world);
  if (!s) throw new Error('no SPOC form is open');
  return s;
}

function formFor(world: PortalWorld, spocs: SpocsAbility, current: CurrentSession): SpocFormViewModel {
  const profile = { profileDetails: async () => ({ kind: 'failed' as const }), rolesFeatures: async () => current.session!.user.rolesFeatures };
  const status = new SpocStatusSetter(spocs.port, profile, current, world.toaster, world.navigator);
  return new SpocFormViewModel(spocs.port, current, world.toaster, world.navigator, status);
}

/** The clinic's admin with every SPOC feature, on a new SPOC form. */
export async function openNewForm(world: PortalWorld): Promise<void> {
  // The http profile saves through the reference server as its clinic's admin; the domain one in memory.
  const spocs: SpocsAbility = world.ability === 'http' ? await (await import('../abilities/http-spocs.ts')).HttpSpocs.open() : InMemorySpocs.service();
  const current = new CurrentSession(new MemorySessionStore());
  const entity = { providerId: spocs.entityId, entityId: spocs.entityId };
  current.save(sessionFor('dcadmin', { features: ADMIN_FEATURES, services: ['OFFLINE_CONSULTS'], userName: 'priya', user: entity }));
  const form = formFor(world, spocs, current);
  states.set(world, { spocs, current, form });
  world.page = '/SPOC/SPOCManagements';
  await form.load(null);
}

export function becomeParentProvider(world: PortalWorld): void {
  state(world).current.update((s) => ({ ...s, user: { ...s.user, parentProvider: { isParent: true, childEntities: { 102: 'Kothrud', 103: 'Baner' } } } }));
}

/** Every field filled as the rules want: an InClinic editor for dermatology, no communication. */
export function completeForm(world: PortalWorld): void {
  const f = state(world).form;
  f.setText('firstName', 'Asha');
  f.setText('lastName', 'Rao');
  f.setText('email', 'asha@clinic.example');
  f.setAccessLevel('editor');
  f.toggleService('ofc', true);
  f.setDepartments('ofc', ['Dermatologist']);
  f.chooseComms('No');
}

/** The fields as the scenarios name them, and where their problems show. */
const FIELDS: Record<string, SpocField> = {
  'first name': 'firstName',
  'last name': 'lastName',
  email: 'email',
  'phone number': 'phoneNumber',
  'WhatsApp number': 'whatsAppNumber',
  'access level': 'accessLevel',
  services: 'selectedServices',
  'communication preferences': 'commsSelection',
  branch: 'providerName',
  'InClinic departments': 'departments.ofc',
  'Labs departments': 'departments.labs',
};

function fieldOf(name: string): SpocField {
  const topic = topicOf(name.replace(/ updates$/, ''), false);
  if (topic) return `comms.${topic}`;
  const field = FIELDS[name];
  if (!field) throw new Error(`unknown SPOC field "${name}"; known: ${Object.keys(FIELDS).join(', ')}`);
  return field;
}

function valueOf(text: string): string {
  return text === 'three spaces' ? '   ' : text;
}

export function enter(world: PortalWorld, field: string, value: string): void {
  const f = state(world).form;
  const v = valueOf(value);
  if (field === 'phone number') f.setPhoneNumber(v);
  else if (field === 'first name') f.setText('firstName', v);
  else if (field === 'last name') f.setText('lastName', v);
  else if (field === 'email') f.setText('email', v);
  else if (field === 'WhatsApp number') f.setText('whatsAppNumber', v);
  else throw new Error(`cannot type into "${field}"`);
}

export async function trySave(world: PortalWorld): Promise<void> {
  await state(world).form.save();
}

export function formReads(world: PortalWorld, message: string, field: string): void {
  assert.equal(state(world).form.errors[fieldOf(field)], message, `the ${field}`);
}

export function formReadsForEach(world: PortalWorld, message: string, fields: string[]): void {
  const errors = state(world).form.errors;
  assert.deepEqual(errors, Object.fromEntries(fields.map((f) => [fieldOf(f), message])));
}

export function hasNoProblem(world: PortalWorld): void {
  const f = state(world).form;
  f.showErrors = true;
  assert.deepEqual(f.errors, {});
}

function levelOf(label: string): AccessLevel {
  const level = ACCESS_LEVELS.find((l) => ACCESS_LEVEL_LABEL[l] === label);
  if (!level) throw new Error(`unknown access level "${label}"`);
  return level;
}

const SERVICES: Record<string, SpocService> = { InClinic: 'ofc', Labs: 'labs' };

export function setLevel(world: PortalWorld, label: string | null): void {
  const f = state(world).form;
  if (label === null) f.form = { ...f.form, accessLevel: null };
  else f.setAccessLevel(levelOf(label));
}

export function switchService(world: PortalWorld, name: string, on: boolean): void {
  state(world).form.toggleService(SERVICES[name]!, on);
}

/** Choosing departments switches their service on first when it is off, as a person would. */
export function chooseDepartments(world: PortalWorld, name: string, list: string): void {
  const f = state(world).form;
  const service = SERVICES[name]!;
  const departments = list.split(/\s*,\s*/).filter((d) => d !== '');
  if (departments.length === 0) {
    f.toggleService(service, false);
    return;
  }
  if (!f.form.services[service]) f.toggleService(service, true);
  f.setDepartments(service, departments);
}

export function departmentsChosen(world: PortalWorld, name: string, expected: string[]): void {
  assert.deepEqual(state(world).form.form.departments[SERVICES[name]!], expected);
}

export function departmentsRequired(world: PortalWorld, required: boolean): void {
  assert.equal(state(world).form.specialtiesRequired, required);
}

export function sameAsContact(world: PortalWorld, on: boolean): void {
  state(world).form.setSameAsContact(on);
}

export function whatsAppIs(world: PortalWorld, value: string): void {
  assert.equal(state(world).form.form.whatsAppNumber, value);
}

export function wantComms(world: PortalWorld, yes: boolean): void {
  state(world).form.chooseComms(yes ? 'Yes' : 'No');
}

function topicOf(label: string, strict = true): CommsTopic | undefined {
  const topic = COMMS_TOPICS.find((t) => COMMS_TOPIC_LABEL[t] === label);
  if (!topic && strict) throw new Error(`unknown updates "${label}"`);
  return topic;
}

function channelOf(label: string): CommsChannel {
  const channel = COMMS_CHANNELS.find((c) => COMMS_CHANNEL_LABEL[c] === label);
  if (!channel) throw new Error(`unknown channel "${label}"`);
  return channel;
}

export function chooseTopic(world: PortalWorld, label: string, on: boolean): void {
  state(world).form.toggleTopic(topicOf(label)!, on);
}

export function setChannel(world: PortalWorld, label: string, channel: string, on: boolean): void {
  state(world).form.toggleChannel(topicOf(label)!, channelOf(channel), on);
}

/** "Email, WhatsApp and SMS", "Email and SMS" or "no channel". */
export function topicGoesBy(world: PortalWorld, label: string, channels: string): void {
  const expected = channels === 'no channel' ? [] : channels.split(/\s*,\s*|\s+and\s+/);
  const t = state(world).form.form.comms.topics[topicOf(label)!];
  assert.deepEqual(COMMS_CHANNELS.filter((c) => t[c]).map((c) => COMMS_CHANNEL_LABEL[c]).sort(), [...expected].sort());
}

const list = (text: string) => text.split(/\s*,\s*/).filter((r) => r !== '');

export function rolesAre(world: PortalWorld, roles: string): void {
  assert.deepEqual(formRoleNames(state(world).form.form), list(roles));
}

function record(roleNames: string[], email = 'meera@clinic.example'): Omit<SpocRecord, 'userId'> {
  return {
    userName: email, firstName: 'Meera', lastName: 'Iyer', email, mobileNo: null, entityId: 100, providerName: null, isActive: true, roleNames,
    whatsAppNumber: null, notifications: { getSpocUpdate: OFF, getDoctorUpdate: OFF, getOrderUpdate: OFF }, createdOn: '2026-11-20T04:30:00.000Z',
    createdBy: 'priya', updatedOn: null, modifiedBy: null,
  };
}

export function holding(world: PortalWorld, roles: string): void {
  state(world).held = list(roles);
}

export function listShowsLevel(world: PortalWorld, level: string): void {
  assert.equal(spocRow({ ...record(state(world).held ?? []), userId: 1 }).accessLevel, level);
}

export function listShowsServices(world: PortalWorld, services: string): void {
  assert.deepEqual(spocRow({ ...record(state(world).held ?? []), userId: 1 }).services, list(services));
}

export async function alreadyHas(world: PortalWorld, email: string): Promise<void> {
  const s = state(world);
  s.stored = await s.spocs.add(record(['viewer', 'ofc/Dentist/*/viewer'], email));
}

export async function openStored(world: PortalWorld): Promise<void> {
  const s = state(world);
  s.form = formFor(world, s.spocs, s.current);
  await s.form.load({ userId: s.stored!.userId, userName: s.stored!.userName });
}

export async function save(world: PortalWorld): Promise<void> {
  world.toasts = [];
  await state(world).form.save();
}

export function onList(world: PortalWorld, back: boolean): void {
  if (back) assert.equal(world.page, SPOC_LIST_PATH);
  else assert.notEqual(world.page, SPOC_LIST_PATH);
}

export async function clinicHas(world: PortalWorld, name: string, roles: string): Promise<void> {
  const spoc = (await state(world).spocs.all()).find((s) => `${s.firstName} ${s.lastName}` === name);
  assert.ok(spoc, `no SPOC ${name}`);
  assert.deepEqual(spoc.roleNames, list(roles));
}

export async function clinicCount(world: PortalWorld, count: number): Promise<void> {
  assert.equal((await state(world).spocs.all()).length, count);
}

export async function storedLevel(world: PortalWorld, email: string, level: string): Promise<void> {
  const spoc = (await state(world).spocs.all()).find((s) => s.email === email)!;
  assert.equal(spocRow(spoc).accessLevel, level);
}
