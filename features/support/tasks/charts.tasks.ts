import assert from 'node:assert/strict';
import { showingLabel } from '../../../core/charts/detail-table.ts';
import { Conversion, EsalesStatusGroup, hourLabel, STATUS_GROUPS } from '../../../core/charts/esales-conversion.ts';
import { CONVERSION_KEY, GROUP_KEY } from '../../../core/charts/esales-counts.ts';
import type { DetailPage } from '../../../core/charts/esales-charts.port.ts';
import type { ChartSegment } from '../../../core/charts/segment.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';
import type { EsalesChartsAbility } from '../abilities/esales-charts.ts';
import type { HttpProviderService } from '../abilities/http-provider.ts';
import type { PortalWorld } from '../world.ts';

/** What a charts scenario has set up and seen, kept per scenario beside the world. */
interface ChartsScene {
  charts?: EsalesChartsAbility;
  now?: Date;
  segment?: ChartSegment;
  page?: number;
  detail?: DetailPage;
}
const scenes = new WeakMap<PortalWorld, ChartsScene>();
const scene = (world: PortalWorld): ChartsScene => {
  if (!scenes.has(world)) scenes.set(world, {});
  return scenes.get(world)!;
};

async function charts(world: PortalWorld): Promise<EsalesChartsAbility> {
  const s = scene(world);
  s.charts ??=
    world.ability === 'http'
      ? new (await import('../abilities/http-esales-charts.ts')).HttpEsalesCharts(world.service as HttpProviderService)
      : new (await import('../../../core/charts/in-memory-esales-charts.ts')).InMemoryEsalesCharts({ now: () => s.now ?? new Date() });
  return s.charts;
}

const today = (world: PortalWorld): string => indiaDay(scene(world).now as Date);
const conversionKey = (label: string) => {
  const found = Object.values(Conversion).find((c) => c === label);
  assert.ok(found, `no conversion "${label}"`);
  return CONVERSION_KEY[found];
};
const groupKey = (label: string) => {
  const found = STATUS_GROUPS.find((g) => g === label);
  assert.ok(found, `no status group "${label}"`);
  return GROUP_KEY[found as EsalesStatusGroup];
};

export async function todayIs(world: PortalWorld, day: string, time: string): Promise<void> {
  const now = new Date(`${day}T${time}:00+05:30`);
  scene(world).now = now;
  (await charts(world)).setNow(now);
}

/** "11:20" today, India time. */
export const todayAt = (world: PortalWorld, time: string): Date => new Date(`${today(world)}T${time}:00+05:30`);

export async function placeCase(world: PortalWorld, createdAt: Date, orderId: number, status: string): Promise<void> {
  await (await charts(world)).placeCase({ createdAt, orderId, statusId: status === 'none' ? null : Number(status) });
}

async function opened(world: PortalWorld) {
  const c = await charts(world);
  return { c, port: await c.port() };
}

export async function tillQcCounts(world: PortalWorld, day: string, label: string): Promise<void> {
  const { c, port } = await opened(world);
  const figures = await port.daily(c.erIds, { startDate: day, endDate: today(world) });
  const entry = figures.days.find((d) => d.day === day);
  assert.ok(entry, `no bar for ${day}`);
  const expected = { notCreated: 0, inProcess: 0, qcApproved: 0, [conversionKey(label)]: 1 };
  assert.deepEqual(entry.conversion, expected);
}

export async function todaysConversion(world: PortalWorld, label: string | null): Promise<void> {
  const { c, port } = await opened(world);
  const expected = { notCreated: 0, inProcess: 0, qcApproved: 0, ...(label ? { [conversionKey(label)]: 1 } : {}) };
  assert.deepEqual((await port.today(c.erIds)).totals, expected);
}

export async function statusWise(world: PortalWorld, day: string, label: string | null): Promise<void> {
  const { c, port } = await opened(world);
  const entry = (await port.daily(c.erIds, { startDate: day, endDate: day })).days[0];
  const expected = Object.fromEntries(STATUS_GROUPS.map((g) => [GROUP_KEY[g], 0]));
  if (label) expected[groupKey(label)] = 1;
  assert.deepEqual(entry.groups, expected);
}

export async function hourly(world: PortalWorld, hour: string): Promise<void> {
  const { c, port } = await opened(world);
  const hours = (await port.today(c.erIds)).hours;
  const nonEmpty = hours.filter((h) => h.conversion.notCreated + h.conversion.inProcess + h.conversion.qcApproved > 0).map((h) => hourLabel(h.hour));
  assert.deepEqual(nonEmpty, [hour]);
}

export async function percentageWise(world: PortalWorld, notCreated: number, inProcess: number, qcApproved: number): Promise<void> {
  const { c, port } = await opened(world);
  assert.deepEqual((await port.daily(c.erIds, { startDate: today(world), endDate: today(world) })).percentages, { notCreated, inProcess, qcApproved });
}

async function readPage(world: PortalWorld): Promise<void> {
  const s = scene(world);
  const { c, port } = await opened(world);
  s.detail = await port.cases(c.erIds, s.segment as ChartSegment, s.page as number);
}

export async function clickSegment(world: PortalWorld, label: string): Promise<void> {
  const s = scene(world);
  s.segment = { startDate: today(world), endDate: today(world), conversion: conversionKey(label) };
  s.page = 1;
  await readPage(world);
}

export async function nextPage(world: PortalWorld): Promise<void> {
  scene(world).page = (scene(world).page as number) + 1;
  await readPage(world);
}

export function detailReads(world: PortalWorld, text: string): void {
  const s = scene(world);
  assert.equal(showingLabel(s.page as number, (s.detail as DetailPage).total), text);
}

export function firstRowCreatedAt(world: PortalWorld, time: string): void {
  const first = (scene(world).detail as DetailPage).rows[0];
  assert.equal(Date.parse(first.Date), todayAt(world, time).getTime());
}
