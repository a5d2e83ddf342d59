import { describe, expect, it, vi } from 'vitest';
import { InvalidChartData, type DailyFigures, type DetailPage, type EsalesChartsPort, type TodayFigures } from '../../../core/charts/esales-charts.port.ts';
import type { ChartRange } from '../../../core/charts/chart-range.ts';
import type { ChartSegment } from '../../../core/charts/segment.ts';
import { InMemoryEsalesCharts } from '../../../core/charts/in-memory-esales-charts.ts';
import type { FileContent } from '../../../core/files/file-content.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { RecordingToaster } from '../request-history/history.fixture.ts';
import { ChartsViewModel } from './charts.view-model.ts';
import { tillQcSeries, hourlySeries } from './chart-series.ts';

// 15:00 India time on 22 Nov 2026.
const NOW = new Date('2026-11-22T09:30:00.000Z');

/** The in-memory charts of the scenarios, recording what the screen asked; `fail` makes every call throw it. */
class RecordingCharts implements EsalesChartsPort {
  readonly inner = new InMemoryEsalesCharts({ now: () => NOW });
  ranges: (ChartRange | undefined)[] = [];
  asked: (readonly number[])[] = [];
  pages: number[] = [];
  exported: ChartSegment[] = [];
  fail: Error | undefined;
  async daily(erIds: readonly number[], range?: ChartRange): Promise<DailyFigures> {
    this.ranges.push(range);
    this.asked.push(erIds);
    if (this.fail) throw this.fail;
    return this.inner.daily(erIds, range);
  }
  async today(): Promise<TodayFigures> {
    if (this.fail) throw this.fail;
    return this.inner.today();
  }
  async cases(erIds: readonly number[], segment: ChartSegment, page: number): Promise<DetailPage> {
    this.pages.push(page);
    return this.inner.cases(erIds, segment, page);
  }
  async exportCases(_erIds: readonly number[], segment: ChartSegment): Promise<FileContent> {
    this.exported.push(segment);
    return new Blob(['Date\r\n']);
  }
}

async function setup(session = sessionFor('insureradmin')) {
  const port = new RecordingCharts();
  for (let i = 0; i < 12; i++) await port.inner.placeCase({ createdAt: new Date(NOW.getTime() - (i + 1) * 60_000), orderId: 5000 + i, statusId: 48 });
  await port.inner.placeCase({ createdAt: new Date('2026-11-20T06:30:00Z'), orderId: 0, statusId: null });
  const toaster = new RecordingToaster();
  const saved: string[] = [];
  const current = new CurrentSession(new MemorySessionStore(session));
  const vm = new ChartsViewModel(port, current, { now: () => NOW }, toaster, { save: async (_f, name) => void saved.push(name) });
  return { vm, port, toaster, saved, current };
}

describe('the charts screen', () => {
  it('opens on the last 30 days and today, and draws what the server counted', async () => {
    const { vm, port } = await setup();
    await vm.start();
    expect(port.ranges[0]).toEqual({ startDate: '2026-10-24', endDate: '2026-11-22' });
    const tillQc = tillQcSeries(vm.daily!);
    expect(tillQc.map((s) => s.name)).toEqual(['Not created', 'In process', 'QC approved']);
    expect(tillQc[2].points.at(-1)).toMatchObject({ x: 'Nov 22', y: 12 });
    expect(tillQc[0].points.find((p) => p.x === 'Nov 20')?.y).toBe(1);
    expect(hourlySeries(vm.today!)[2].points[14]).toMatchObject({ x: '14:00', y: 12 });
  });

  it('counts the corporates chosen in the top bar, again when the choice changes, closing an open table', async () => {
    const { vm, port, current } = await setup(sessionFor('insureradmin', { user: { corporateIDs: [901, 902, 903] } }));
    const stop = vm.followChoice();
    await vm.start();
    expect(port.asked).toEqual([[901, 902, 903]]);
    await vm.openSegment({ startDate: '2026-11-22', endDate: '2026-11-22', conversion: 'qcApproved' }, 'QC approved');
    current.update((s) => ({ ...s, selectedCorporates: [902, 404] }));
    await vi.waitFor(() => expect(port.asked.at(-1)).toEqual([902]));
    expect(vm.detail).toBeNull();
    stop();
    current.update((s) => ({ ...s, selectedCorporates: [903] }));
    expect(port.asked).toHaveLength(2);
  });

  it('submits a range the pickers make, and refuses a backwards one', async () => {
    const { vm, port } = await setup();
    await vm.start();
    vm.setStart('2026-11-21');
    vm.setEnd('2026-11-20');
    await vm.submit();
    expect(vm.problem).toBe('Starting date must not be after the ending date');
    expect(port.ranges).toHaveLength(1);
    vm.setEnd('2026-11-22');
    await vm.submit();
    expect([vm.problem, port.ranges.at(-1)]).toEqual([null, { startDate: '2026-11-21', endDate: '2026-11-22' }]);
  });

  it('waits while a day field holds typed text that is not a day', async () => {
    const { vm, port } = await setup();
    await vm.start();
    vm.setEnd('2026-11-22');
    vm.typed.report('start', 'There is no such date');
    await vm.submit();
    expect(port.ranges).toHaveLength(1);
    vm.typed.report('start', undefined);
    await vm.submit();
    expect(port.ranges).toHaveLength(2);
  });

  it('opens a clicked segment ten a page, pages it, exports it and links a request to its history', async () => {
    const { vm, port, saved } = await setup();
    await vm.start();
    await vm.openSegment({ startDate: '2026-11-22', endDate: '2026-11-22', conversion: 'qcApproved' }, 'QC approved');
    expect(vm.showing).toBe('Showing 1 - 10 of 12');
    expect([vm.canPrevious, vm.canNext]).toEqual([false, true]);
    await vm.next();
    expect(vm.showing).toBe('Showing 11 - 12 of 12');
    expect(vm.detail?.answer?.rows).toHaveLength(2);
    expect([vm.canPrevious, vm.canNext]).toEqual([true, false]);
    await vm.exportCsv();
    expect(saved).toEqual(['esales_data.csv']);
    expect(port.exported).toHaveLength(1);
    expect(vm.historyPath(30000002)).toBe('/insureradmin/appointments/30000002/history');
  });

  it('reads the spec\'s messages when the charts cannot load', async () => {
    const failed = await setup();
    failed.port.fail = new Error('network');
    await failed.vm.start();
    expect(failed.vm.error).toBe('Failed to load chart data. Please try again later.');
    const garbled = await setup();
    garbled.port.fail = new InvalidChartData();
    await garbled.vm.start();
    expect(garbled.vm.error).toBe('Invalid data format received from API.');
    expect(garbled.toaster.said).toContain('error: Invalid data format received from API.');
  });
});
