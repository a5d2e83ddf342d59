import { VisitType } from '../../../core/appointments/visit-type.ts';
import assert from 'node:assert/strict';
import { ageFromDob } from '../../../core/appointments/age.ts';
import { contactView } from '../../../core/privacy/contact-view.ts';
import { emailSearchable, phoneSearchMatches } from '../../../core/privacy/contact-search.ts';
import { ContractId } from '../../../core/appointments/contracts.ts';
import { StatusId } from '../../../core/appointments/status-catalogue.ts';
import { labNamed } from './lab-desk.words.ts';
import { HistoryCard, historyCards, showsProposalAndMaid } from '../../../core/history/history-cards.ts';
import { reportsVisible } from '../../../core/history/report-visibility.ts';
import { sourceLabel } from '../../../core/history/source-label.ts';
import type { PortalWorld } from '../world.ts';

/** What a history scenario has set up and read, kept per scenario beside the world. */
interface HistoryScene {
  source?: { sourceType: string; sourceName: string; fileSourceId: number };
  statusIds?: number[];
  visitType?: string;
  productType?: number;
  cards?: HistoryCard[];
  customer?: { phone: string; dnd: boolean; note?: string; email?: string };
  shown?: { contactNo: string; note: string; email: string };
  found?: boolean;
  today?: Date;
}

const scenes = new WeakMap<PortalWorld, HistoryScene>();
const scene = (world: PortalWorld): HistoryScene => {
  if (!scenes.has(world)) scenes.set(world, {});
  return scenes.get(world)!;
};

const CARD_NAMES: Record<HistoryCard, string> = {
  CustomerDetails: 'Customer Details',
  AppointmentDetails: 'Appointment Details',
  HomeVisitDetails: 'Home Visit Details',
  ClientOnsiteLocation: 'Client Onsite Location',
  AgentDetails: 'Agent Details',
  AdditionalInfo: 'Additional Info',
};

export function requestFromSource(world: PortalWorld, sourceType: string, sourceName: string, fileSourceId: number): void {
  scene(world).source = { sourceType, sourceName, fileSourceId };
}

export function sourceReads(world: PortalWorld, label: string): void {
  assert.equal(sourceLabel(scene(world).source!), label);
}

export function requestWentThrough(world: PortalWorld, statuses: string): void {
  scene(world).statusIds = statuses.split(',').map((s) => Number(s.trim()));
}

export function insurerSeesReports(world: PortalWorld, sees: boolean): void {
  assert.equal(reportsVisible('insurer', scene(world).statusIds!), sees);
}

export function labSeesReports(world: PortalWorld): void {
  assert.equal(reportsVisible('provider', scene(world).statusIds!), true);
}

export function requestOfProduct(world: PortalWorld, visit: string, productType: number): void {
  Object.assign(scene(world), { visitType: visit === 'home visit' ? VisitType.HomeVisit : VisitType.Appointment, productType });
}

export function readBy(world: PortalWorld, roleId: number): void {
  const s = scene(world);
  s.cards = historyCards({ roleId, productType: s.productType, visitType: s.visitType });
}

export function cardsAre(world: PortalWorld, cards: string): void {
  assert.deepEqual(scene(world).cards!.map((c) => CARD_NAMES[c]), cards.split(',').map((c) => c.trim()));
}

export function proposalShown(world: PortalWorld, shown: boolean): void {
  assert.equal(showsProposalAndMaid(scene(world).productType), shown);
}

export function customerReachableOn(world: PortalWorld, phone: string, dnd: boolean): void {
  scene(world).customer = { phone, dnd };
}

export function labNoted(world: PortalWorld, note: string): void {
  scene(world).customer!.note = note;
}

/** The lab's portal reads the request's history from the provider service, as it answers it. */
export async function readRequest(world: PortalWorld): Promise<void> {
  const c = scene(world).customer!;
  const id = await world.labDesk.place({
    statusId: StatusId.ConfirmedByMedicalCenter, contractId: ContractId.Corporate, ...labNamed('Apollo Koramangala'), testCategory: 'Health Check',
    remarks: c.note ?? '', priorityId: 0, isHomeVisit: false, fulfillmentDate: new Date('2026-11-22T06:30:00.000Z'), phone: c.phone, isDnd: c.dnd,
  });
  const read = await world.labDesk.history(id);
  // The history page shows no customer e-mail; the e-mail scenarios read it through the core rule itself.
  const email = contactView({ doNotDisturb: c.dnd, phone: c.phone }).email(c.email ?? '');
  scene(world).shown = { contactNo: read.contactNo ?? '', note: read.remarks.at(-1) ?? '', email };
}

export function customerWritesFrom(world: PortalWorld, email: string): void {
  scene(world).customer!.email = email;
}

export function emailReads(world: PortalWorld, text: string): void {
  assert.equal(scene(world).shown!.email, text);
}

/** A list search for a phone fragment, as the server's SQL applies the core search rule. */
export function searchPhone(world: PortalWorld, fragment: string): void {
  const c = scene(world).customer!;
  scene(world).found = c.phone.includes(fragment) && phoneSearchMatches(c.phone, c.dnd, fragment);
}

/** A list search for the customer's whole e-mail address. */
export function searchEmail(world: PortalWorld, email: string): void {
  const c = scene(world).customer!;
  scene(world).found = c.email === email && emailSearchable(c.dnd);
}

export function searchFinds(world: PortalWorld, finds: boolean): void {
  assert.equal(scene(world).found, finds);
}

export function contactNumberReads(world: PortalWorld, text: string): void {
  assert.equal(scene(world).shown!.contactNo, text);
}

export function noteReads(world: PortalWorld, text: string): void {
  assert.equal(scene(world).shown!.note, text);
}

export function todayIs(world: PortalWorld, instant: Date): void {
  scene(world).today = instant;
}

export function ageShown(world: PortalWorld, born: string, age: string): void {
  assert.equal(String(ageFromDob(born === '' ? null : born, scene(world).today!)), age);
}
