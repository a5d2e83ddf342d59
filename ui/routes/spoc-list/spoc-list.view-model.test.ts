import { describe, expect, it } from 'vitest';
import { SpocCallRefused } from '../../../core/spoc/spoc.port.ts';
import { fakeSpocPort, spocRecord, spocWorld } from './spoc-fakes.fixture.ts';
import { SpocListViewModel } from './spoc-list.view-model.ts';

const ALL = ['VIEW_SPOC_LIST', 'CREATE_SPOC', 'EDIT_SPOC_DETAILS', 'UPDATE_SPOC_STATUS'];

function setUp(features = ALL, fail = {}, user = {}) {
  const port = fakeSpocPort([spocRecord(), spocRecord({ userId: 42, userName: 'ravi', firstName: 'Ravi', isActive: false })], fail);
  const world = spocWorld(port, features, user);
  return { port, ...world, vm: new SpocListViewModel(port, world.current, world.toaster, world.status) };
}

describe('the SPOC List', () => {
  it('asks by the applied filters and first name from page 1, shows rows and pads to 10', async () => {
    const { vm, port } = setUp();
    await vm.load();
    expect(vm.rows.map((r) => r.row.name)).toEqual(['Meera Iyer', 'Ravi Iyer']);
    expect(vm.rows[0]!.row).toMatchObject({ services: ['Offline Consults'], departments: ['Dermatologist'], accessLevel: 'Editor' });
    expect(vm.padding).toBe(8);
    vm.editFilters({ profileStatus: 'Active', services: ['labs'] });
    expect(port.asked).toHaveLength(1);
    vm.applyFilters();
    vm.setSearchText(' mee ');
    vm.search();
    expect(port.asked.at(-1)).toEqual({ entityId: 100, filterEntityIds: [], services: ['labs'], specialities: [], profileStatus: [true], firstName: 'mee', page: 0 });
    vm.goToPage(1);
    expect(port.asked.at(-1)?.page).toBe(1);
    vm.clearAllFilters();
    expect(port.asked.at(-1)).toMatchObject({ services: [], profileStatus: [], page: 0 });
    expect(vm.pageCount).toBe(2);
  });

  it('lists a parent provider\'s chosen branches', async () => {
    const { vm, port } = setUp(ALL, {}, { parentProvider: { isParent: true, childEntities: { 102: 'Branch' } }, selectedProviders: [102] });
    await vm.load();
    expect(port.asked[0]).toMatchObject({ entityId: 100, filterEntityIds: [102] });
  });

  it('offers Add, edit and the toggle only with their features', () => {
    const none = setUp(['VIEW_SPOC_LIST']).vm;
    expect([none.canCreate, none.canEdit, none.canToggle]).toEqual([false, false, false]);
    const all = setUp().vm;
    expect([all.canCreate, all.canEdit, all.canToggle]).toEqual([true, true, true]);
  });

  it('says Failed To Load SPOC List and clears the list when the load fails', async () => {
    const { vm, toasts, port } = setUp();
    await vm.load();
    (port as { list: unknown }).list = async () => { throw new Error('down'); };
    vm.goToPage(1);
    await vm.load();
    expect([vm.spocs, vm.total, vm.loadFailed, toasts.at(-1)]).toEqual([[], 0, true, 'Failed To Load SPOC List']);
  });

  it('flips a SPOC through updateSpocStatus, and says no permission on a 403', async () => {
    const ok = setUp();
    await ok.vm.load();
    await ok.vm.toggleActive(ok.vm.spocs[0]!);
    expect(ok.vm.spocs[0]!.isActive).toBe(false);
    expect(ok.port.statuses).toEqual([{ active: false, providerMasterEntityId: null, entityId: 100, userName: 'meera.iyer', userId: 41, modifiedBy: 'clinic.admin' }]);
    expect(ok.toasts).toEqual(['Profile Status Updated Successfully']);
    expect(ok.reloads).toEqual([]);
    const refused = setUp(ALL, { setStatus: new SpocCallRefused(403, null) });
    await refused.vm.load();
    await refused.vm.toggleActive(refused.vm.spocs[0]!);
    expect([refused.vm.spocs[0]!.isActive, refused.toasts]).toEqual([true, ['You do not have permission to perform this action']]);
    const broken = setUp(ALL, { setStatus: new Error('network') });
    await broken.vm.load();
    await broken.vm.toggleActive(broken.vm.spocs[0]!);
    expect(broken.toasts).toEqual(['Something went wrong Please Try Again']);
  });

  it('reloads the acting user\'s features when they change their own status', async () => {
    const self = setUp(ALL, {}, { userId: 41 });
    await self.vm.load();
    await self.vm.toggleActive(self.vm.spocs[0]!);
    expect(self.reloads).toEqual([1]);
    expect(self.current.session?.user.rolesFeatures.features).toEqual([{ featureName: 'VIEW_OFFLINE' }]);
    expect(self.vm.canToggle).toBe(false);
  });
});
