import { describe, expect, it } from 'vitest';
import { RecordingToaster } from '../request-history/history.fixture.ts';
import { DownloadReportsModel } from './download-reports.model.ts';
import { FakeInsurerPort } from './insurer-list.fixture.ts';

const NOW = new Date('2026-11-22T09:30:00.000Z');

function setup(entityId = 200) {
  const port = new FakeInsurerPort([]);
  const toaster = new RecordingToaster();
  const saved: string[] = [];
  const model = new DownloadReportsModel(port, { save: async (_file, name) => void saved.push(name) }, toaster, { now: () => NOW }, { entityId, corporateIds: [201, 202] });
  return { model, port, toaster, saved };
}

describe('the Download Reports dialog', () => {
  it('asks for a contract, a start and an end, then a window of at most 6 hours', async () => {
    const { model, port } = setup();
    model.open();
    expect(model.shownProblem).toBeNull();
    await model.download();
    expect(model.shownProblem).toBe('Contract is required');
    model.setContract(9782);
    expect(model.shownProblem).toBe('Start time is required');
    model.setStart('2026-11-22T09:00');
    model.setEnd('2026-11-22T08:00');
    expect(model.shownProblem).toBe('End time must be after the start time');
    model.setEnd('2026-11-22T15:01');
    expect(model.shownProblem).toBe('The time span must not exceed 6 hours');
    expect(port.zips).toEqual([]);
    expect(model.minValue).toBe('2026-11-22T15:00');
    expect(model.windowHours).toBe(6);
  });

  it('downloads the zip of the window read in India time, for the insurer corporates', async () => {
    const { model, port, saved, toaster } = setup();
    model.open();
    model.setContract(4625);
    model.setStart('2026-11-22T09:00');
    model.setEnd('2026-11-22T15:00');
    await model.download();
    expect(port.zips).toEqual([
      { zipFileName: 'Reports_4625_20261122_0900', entityRelationIds: [201, 202], start: new Date('2026-11-22T03:30:00.000Z'), end: new Date('2026-11-22T09:30:00.000Z') },
    ]);
    expect(saved).toEqual(['Reports_4625_20261122_0900.zip']);
    expect(model.isOpen).toBe(false);
    expect(toaster.said).toEqual(['success: Reports downloaded']);
  });

  it("allows 24 hours to listed entities and says 'Failed to download reports' on failure", async () => {
    const { model, port, toaster } = setup(210);
    model.open();
    model.setContract(9782);
    model.setStart('2026-11-21T09:00');
    model.setEnd('2026-11-22T09:00');
    expect(model.problem).toBeUndefined();
    port.zipFailure = new Error('500');
    await model.download();
    expect(model.shownProblem).toBe('Failed to download reports');
    expect(model.isOpen).toBe(true);
    expect(toaster.said).toEqual(['error: Failed to download reports']);
  });
});
