import { describe, expect, it } from 'vitest';
import { CHART_USER_NAMES } from './chart-users.ts';
import { canSeeCharts, landingPath, type LandingUser } from './landing.ts';
import type { RoleName } from './roles.ts';

const chartUsers = CHART_USER_NAMES;
const person = (roleName: RoleName, roleId: number, userName = 'someone'): LandingUser => ({ roleId, roleName, userName });

const dcAdmin = person('dcadmin', 5432);
const dcOps = person('dcoperations', 5433);
const dcOps2 = person('dcoperations', 5434);
const insurerAdmin = person('insureradmin', 9207);
const agent = person('insureragent', 9211);
const branch = person('insurerbranch', 9214);
const report = person('mareport', 9217);
const callCentre = person('insurercallCentre', 9219);
const chartAdmin = person('insureradmin', 9207, 'insurer.charts');
const chartBranch = person('insurerbranch', 9214, 'insurer.charts');
const chartAgent = person('insureragent', 9211, 'insurer.charts');

describe('CHART_USER_NAMES', () => {
  it('is the fixed list the project chose', () => {
    expect(CHART_USER_NAMES).toEqual(['insurer.charts']);
  });
});

describe('landingPath', () => {
  it('sends every non-agent role to its appointments', () => {
    expect(landingPath(dcAdmin, 'LABS', chartUsers)).toBe('/dcadmin/appointments');
    expect(landingPath(dcOps, 'LABS', chartUsers)).toBe('/dcoperations/appointments');
    expect(landingPath(dcOps2, 'LABS', chartUsers)).toBe('/dcoperations/appointments');
    expect(landingPath(insurerAdmin, 'LABS', chartUsers)).toBe('/insureradmin/appointments');
    expect(landingPath(branch, 'LABS', chartUsers)).toBe('/insurerbranch/appointments');
    expect(landingPath(report, 'LABS', chartUsers)).toBe('/mareport/appointments');
    expect(landingPath(callCentre, 'LABS', chartUsers)).toBe('/insurercallCentre/appointments');
    expect(landingPath(dcAdmin, undefined, chartUsers)).toBe('/dcadmin/appointments');
  });

  it('sends the agent (9211) to the e-sales queue whatever the service or name', () => {
    expect(landingPath(agent, 'LABS', chartUsers)).toBe('/insureragent/appointments/esalesqueue');
    expect(landingPath(agent, 'OFFLINE_CONSULTS', chartUsers)).toBe('/insureragent/appointments/esalesqueue');
    expect(landingPath(chartAgent, 'LABS', chartUsers)).toBe('/insureragent/appointments/esalesqueue');
  });

  it('sends an offline-consult user to the upcoming consults', () => {
    expect(landingPath(dcAdmin, 'OFFLINE_CONSULTS', chartUsers)).toBe('/offlineConsults/upcoming');
    expect(landingPath(dcOps, 'OFFLINE_CONSULTS', chartUsers)).toBe('/offlineConsults/upcoming');
  });

  it('sends a listed chart user who is not an agent to their role charts', () => {
    expect(landingPath(chartAdmin, 'LABS', chartUsers)).toBe('/insureradmin/charts');
    expect(landingPath(chartBranch, 'LABS', chartUsers)).toBe('/insurerbranch/charts');
    expect(landingPath(chartAdmin, 'LABS', [])).toBe('/insureradmin/appointments');
  });

  it('sends the home page without stored user details to the insurer admin appointments', () => {
    expect(landingPath(undefined, undefined, chartUsers)).toBe('/insureradmin/appointments');
    expect(landingPath(undefined, 'OFFLINE_CONSULTS', chartUsers)).toBe('/insureradmin/appointments');
  });
});

describe('canSeeCharts', () => {
  it('shows charts only to listed users, never to agents', () => {
    expect(canSeeCharts(chartAdmin, chartUsers)).toBe(true);
    expect(canSeeCharts(chartBranch, chartUsers)).toBe(true);
    expect(canSeeCharts(chartAgent, chartUsers)).toBe(false);
    expect(canSeeCharts(insurerAdmin, chartUsers)).toBe(false);
    expect(canSeeCharts(chartAdmin, [])).toBe(false);
  });
});
