import { describe, expect, it } from 'vitest';
import { ALL_OFFLINE_FEATURES, sessionFor } from '../../testing/sessions.fixture.ts';
import { drawerGroups, type DrawerGroup } from './drawer-links.ts';

/** Each group as "Title: label -> target" rows, so a reader sees the whole drawer at once. */
const rows = (groups: DrawerGroup[]) =>
  groups.map((g) => ({
    title: g.title,
    items: g.items.map((i) => (i.kind === 'route' ? `${i.label} -> ${i.to}` : i.kind === 'external' ? `${i.label} -> ${i.href.split('?')[0]} (new tab)` : i.label)),
  }));

const LAB_TABS = (role: string) => [
  `New Appointments -> /${role}/appointments`,
  `Confirmed Appointments -> /${role}/appointments/confirmed`,
  `Documents Pending -> /${role}/documents/pending`,
  `Partial documents -> /${role}/documents/partialReceived`,
  `Documents Submitted -> /${role}/documents/received`,
  `Settled -> /${role}/cases/settled`,
  `Cancelled -> /${role}/cases/cancelled`,
  `Rejected -> /${role}/cases/rejected`,
  `Not Attended -> /${role}/appointments/notAttended`,
  `All Appointments -> /${role}/appointments/all`,
];
const SIDE_LINKS = [
  'Organization setting -> https://partners.example/organization-settings (new tab)',
  'Insights and finance -> https://partners.example/insights-and-finance (new tab)',
  'Grievances -> https://partners.example/grievances (new tab)',
  'Advertisement -> https://partners.example/advertisement (new tab)',
  'How To Use',
];

describe('drawerGroups for lab roles', () => {
  it('gives dcadmin the ten lab tabs, the admin dashboard and the side links', () => {
    expect(rows(drawerGroups(sessionFor('dcadmin', { features: ['VIEW_LABS'] })))).toEqual([
      { title: 'Appointments', items: LAB_TABS('dcadmin') },
      { title: 'More', items: ['Admin Dashboard -> /dashboard', ...SIDE_LINKS] },
    ]);
  });

  it('gives dcoperations the lab tabs under its own prefix and no dashboard', () => {
    expect(rows(drawerGroups(sessionFor('dcoperations')))).toEqual([
      { title: 'Appointments', items: LAB_TABS('dcoperations') },
      { title: 'More', items: SIDE_LINKS },
    ]);
  });

  it('opens partner sites with providerId, userId and entityName', () => {
    const more = drawerGroups(sessionFor('dcoperations')).find((g) => g.id === 'more')!;
    const grievances = more.items.find((i) => i.label === 'Grievances');
    expect(grievances).toEqual({
      kind: 'external',
      label: 'Grievances',
      href: 'https://partners.example/grievances?providerId=100&userId=7&entityName=City+Diagnostics',
    });
  });
});

describe('drawerGroups for offline consults', () => {
  it('gives a clinic admin the offline tabs, doctor and SPOC management', () => {
    const session = sessionFor('dcadmin', { features: ALL_OFFLINE_FEATURES, services: ['OFFLINE_CONSULTS'] });
    expect(rows(drawerGroups(session)).slice(0, 3)).toEqual([
      {
        title: 'Appointments',
        items: [
          'All -> /offlineConsults/allAppointments',
          'Upcoming -> /offlineConsults/upcoming',
          'Confirmed -> /offlineConsults/confirmed',
          'Document Upload -> /offlineConsults/documentUpload',
          'Cancelled -> /offlineConsults/cancelled',
        ],
      },
      { title: 'Manage Doctor', items: ['Doctor List -> /offlineConsults/DoctorManagement', 'Add New Doctor -> /offlineConsults/DoctorManagements'] },
      { title: 'Manage SPOCs', items: ['SPOC List -> /SPOC/SPOCManagement', 'Add New SPOC -> /SPOC/SPOCManagements'] },
    ]);
  });

  it('shows a viewer with VIEW_OFFLINE only the tabs and the doctor list, and no SPOC group', () => {
    const session = sessionFor('dcoperations', { features: ['VIEW_OFFLINE'], services: ['OFFLINE_CONSULTS'] });
    expect(rows(drawerGroups(session)).map((g) => g.title)).toEqual(['Appointments', 'Manage Doctor', 'More']);
    expect(rows(drawerGroups(session))[1].items).toEqual(['Doctor List -> /offlineConsults/DoctorManagement']);
  });

  it('drops the offline tabs without VIEW_OFFLINE and keeps the managing groups only while the service is valid', () => {
    const noView = sessionFor('dcoperations', { features: ['UPDATE_DOCTOR'], services: ['OFFLINE_CONSULTS'] });
    expect(rows(drawerGroups(noView)).map((g) => g.title)).toEqual(['Manage Doctor', 'More']);
    const labsOnly = sessionFor('dcadmin', { features: ALL_OFFLINE_FEATURES, services: ['LABS'] });
    expect(rows(drawerGroups(labsOnly)).map((g) => g.title)).toEqual(['Appointments', 'More']);
  });

  it('follows the selected service for a user holding both', () => {
    const both = sessionFor('dcadmin', { features: ['VIEW_LABS', ...ALL_OFFLINE_FEATURES], services: ['LABS', 'OFFLINE_CONSULTS'], selected: 'LABS' });
    expect(rows(drawerGroups(both))[0].items).toEqual(LAB_TABS('dcadmin'));
    expect(rows(drawerGroups({ ...both, serviceSelected: 'OFFLINE_CONSULTS' }))[0].items[0]).toBe('All -> /offlineConsults/allAppointments');
  });
});

describe('drawerGroups for insurer roles', () => {
  it('gives insureradmin all appointments and the e-sales queue, without charts or create', () => {
    expect(rows(drawerGroups(sessionFor('insureradmin')))).toEqual([
      { title: 'Appointments', items: ['All Appointments -> /insureradmin/appointments', 'ESales Queue -> /insureradmin/appointments/esalesqueue'] },
    ]);
  });

  it('adds Charts for a chart user and Create Appointment for the call-centre role', () => {
    expect(rows(drawerGroups(sessionFor('insureradmin', { userName: 'insurer.charts' })))[0].items).toEqual([
      'Charts -> /insureradmin/charts',
      'All Appointments -> /insureradmin/appointments',
      'ESales Queue -> /insureradmin/appointments/esalesqueue',
    ]);
    expect(rows(drawerGroups(sessionFor('insurercallCentre', { userName: 'insurercallcentre' })))[0].items).toEqual([
      'All Appointments -> /insurercallCentre/appointments',
      'Create Appointment -> /insurercallCentre/appointments/create',
      'ESales Queue -> /insurercallCentre/appointments/esalesqueue',
    ]);
  });

  it('never shows Charts to an agent, even one on the chart list', () => {
    const agent = sessionFor('insureragent', { userName: 'insurer.charts' });
    expect(rows(drawerGroups(agent))[0].items.some((i) => i.startsWith('Charts'))).toBe(false);
  });
});
