import assert from 'node:assert/strict';
import { pastBookingFlags } from '../../../core/orders/affiliate-order.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { addDays, indiaDay } from '../../../core/shared/india-time.ts';
import { CreateOrderViewModel } from '../../../ui/routes/create-order/create-order.view-model.ts';
import { CurrentSession } from '../../../ui/session/current-session.ts';
import { sessionFor } from '../../../ui/testing/sessions.fixture.ts';
import { InMemoryAffiliateOrders, type PlacedLine } from '../abilities/affiliate-orders.ts';
import type { PortalWorld } from '../world.ts';

/** What a scenario of Create Order holds: the open form, its clock and the domain profile's service. */
interface OrderDesk {
  vm: CreateOrderViewModel;
  now: Date;
  memory: InMemoryAffiliateOrders | undefined;
}
const desks = new WeakMap<PortalWorld, OrderDesk>();

function desk(world: PortalWorld): OrderDesk {
  const d = desks.get(world);
  assert.ok(d, 'Create Order is not open');
  return d;
}

/** Opens Create Order as the order taker of the allow-listed provider (the server's clock over http). */
export async function openCreateOrder(world: PortalWorld): Promise<void> {
  const current = new CurrentSession(new MemorySessionStore());
  current.save(sessionFor('dcadmin', { user: { providerId: 130, mayCreateOrder: true, firstName: 'Nisha' } }));
  if (world.ability === 'http') {
    const { httpAffiliateOrders } = await import('../abilities/http-affiliate-orders.ts');
    const { realServer } = await import('../abilities/http-provider.ts');
    const port = await httpAffiliateOrders();
    const now = (await realServer()).server.clock.now();
    desks.set(world, { vm: new CreateOrderViewModel(port, current, { now: () => now }), now, memory: undefined });
    return;
  }
  const now = new Date('2026-11-23T06:30:00Z');
  const memory = new InMemoryAffiliateOrders(() => now);
  desks.set(world, { vm: new CreateOrderViewModel(memory, current, { now: () => now }), now, memory });
}

export const form = (world: PortalWorld) => desk(world).vm;

/** An India day named relative to today: "today", "tomorrow", "yesterday", "N days ago". */
export function dayCalled(world: PortalWorld, when: string): string {
  const today = indiaDay(desk(world).now);
  if (when === 'today') return today;
  if (when === 'tomorrow') return addDays(today, 1);
  if (when === 'yesterday') return addDays(today, -1);
  const ago = /^(\d+) days ago$/.exec(when);
  assert.ok(ago, `no day called "${when}"`);
  return addDays(today, -Number(ago[1]));
}

/** Category, city and package in turn, each from what the service offered for the one before. */
export async function choosePackage(world: PortalWorld, category: string, city: string, pkg: string): Promise<void> {
  const vm = form(world);
  await chooseCategory(world, category);
  await chooseCity(world, city);
  const chosen = vm.packages.find((p) => `${p.packageName} ₹${p.packagePrice}` === pkg);
  assert.ok(chosen, `"${pkg}" is not offered; offered: ${vm.packages.map((p) => p.packageName).join(', ')}`);
  vm.choosePackage(chosen.packageId);
}

export async function chooseCategory(world: PortalWorld, category: string): Promise<void> {
  const vm = form(world);
  const id = vm.categories.find((c) => c.name === category)?.id;
  assert.ok(id, `no category ${category}`);
  await vm.chooseCategory(id);
}

export async function chooseCity(world: PortalWorld, city: string): Promise<void> {
  const vm = form(world);
  assert.ok(vm.cities.includes(city), `${city} is not offered; offered: ${vm.cities.join(', ')}`);
  await vm.chooseCity(city);
}

/** A complete customer and one beneficiary, so only the package lines decide the order. */
export function fillCustomer(world: PortalWorld): void {
  const vm = form(world);
  vm.setPhone('9876500011');
  vm.setEmail('asha@mail.test');
  for (const [k, v] of [['username', 'Asha Verma'], ['gender', 'F'], ['address', '5 FC Road, Pune'], ['dob', '1990-05-01']] as const) vm.setBeneficiaryField(k, v);
  vm.saveBeneficiary();
}

/** The past-booking flag of each added line, as the order will carry it. */
export function pastBookings(world: PortalWorld): boolean[] {
  return pastBookingFlags(form(world).lines, desk(world).now);
}

/** The requests of the order the result dialog named, as the lab's desk holds them. */
export async function placedLines(world: PortalWorld): Promise<PlacedLine[]> {
  const outcome = form(world).outcome;
  assert.ok(outcome?.created, `no order was created: ${JSON.stringify(outcome)}`);
  const d = desk(world);
  if (d.memory) return d.memory.placed.get(outcome.orderNumber) ?? [];
  return (await import('../abilities/http-affiliate-orders.ts')).placedLines(outcome.orderNumber);
}
