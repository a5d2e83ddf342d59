import { describe, expect, it } from 'vitest';
import { SPOC_ROLES } from '../../../core/spoc/spoc-roles.ts';
import { SpocCallRefused } from '../../../core/spoc/spoc.port.ts';
import { fakeSpocPort, spocRecord, spocWorld } from '../spoc-list/spoc-fakes.fixture.ts';
import { SpocFormViewModel } from './spoc-form.view-model.ts';

const ALL = ['VIEW_SPOC_LIST', 'CREATE_SPOC', 'EDIT_SPOC_DETAILS', 'UPDATE_SPOC_STATUS'];
const idOf = (name: string) => SPOC_ROLES.find((r) => r.name === name)!.id;

function setUp(fail = {}, features = ALL, user = {}) {
  const port = fakeSpocPort([spocRecord()], fail);
  const world = spocWorld(port, features, user);
  return { port, ...world, vm: new SpocFormViewModel(port, world.current, world.toaster, world.navigator, world.status) };
}

function fillNew(vm: SpocFormViewModel) {
  vm.setText('firstName', 'Asha');
  vm.setText('lastName', 'Rao');
  vm.setText('email', 'asha@clinic.example');
  vm.setAccessLevel('viewer');
  vm.toggleService('labs', true);
  vm.setDepartments('labs', ['Pathology']);
  vm.chooseComms('No');
}

describe('the SPOC form', () => {
  it('starts a new SPOC with the placeholders, shows errors only after Save and sends nothing while invalid', async () => {
    const { vm, port } = setUp();
    await vm.load(null);
    expect(vm.heading).toEqual({ name: 'New SPOC', id: 'SPOC ID generated will show here' });
    expect([vm.isEdit, vm.canToggleStatus, vm.errors]).toEqual([false, false, {}]);
    expect(await vm.save()).toBe(false);
    expect(vm.errors).toMatchObject({ firstName: 'Mandatory Information', selectedServices: 'Mandatory Information', commsSelection: 'Mandatory Information' });
    vm.toggleService('ofc', true);
    expect(vm.errors['departments.ofc']).toBe('Please select Access level first');
    expect(port.created).toEqual([]);
  });

  it('creates a SPOC with role ids from getRoles, then says so and returns to the list', async () => {
    const { vm, port, toasts, went } = setUp();
    await vm.load(null);
    fillNew(vm);
    vm.setPhoneNumber('9876543210');
    vm.setSameAsContact(true);
    expect(await vm.save()).toBe(true);
    expect(port.created).toHaveLength(1);
    expect(port.created[0]).toMatchObject({ autoGenerateUsername: true, entityId: 100, whatsappno: '9876543210', userRoles: [idOf('viewer'), idOf('labs/Pathology/*/viewer')] });
    expect([toasts, went]).toEqual([['SPOC Profile Saved Successfully'], ['/SPOC/SPOCManagement']]);
  });

  it('says User Already Present, no permission, Something went wrong, or try again, by how the save failed', async () => {
    const cases: [unknown, string][] = [
      [new SpocCallRefused(409, 'User_Already_Present'), 'User Already Present'],
      [new SpocCallRefused(403, null), 'You do not have permission to perform this action'],
      [new SpocCallRefused(400, 'email'), 'Something went wrong'],
      [new Error('network'), 'Something went wrong Please Try Again'],
    ];
    for (const [error, message] of cases) {
      const { vm, toasts, went } = setUp({ create: error });
      await vm.load(null);
      fillNew(vm);
      expect(await vm.save()).toBe(false);
      expect([toasts, went]).toEqual([[message], []]);
    }
  });

  it('says Unable to get roles for SPOC when the roles cannot be loaded, and cannot save without them', async () => {
    const { vm, toasts, port } = setUp({ roles: new Error('down') });
    await vm.load(null);
    expect(toasts).toEqual(['Unable to get roles for SPOC']);
    fillNew(vm);
    expect(await vm.save()).toBe(false);
    expect(toasts).toEqual(['Unable to get roles for SPOC', 'Unable to get roles for SPOC']);
    expect(port.created).toEqual([]);
  });

  it('edits a stored SPOC: reads it back, updates with userName and userId, toggles its status at once', async () => {
    const { vm, port } = setUp();
    await vm.load({ userId: 41, userName: 'meera.iyer' });
    expect(vm.heading).toEqual({ name: 'Meera Iyer', id: 'SPOC ID: 41' });
    expect([vm.isEdit, vm.canToggleStatus, vm.form.accessLevel, vm.form.comms.selection]).toEqual([true, true, 'editor', 'Yes']);
    vm.toggleTopic('getOrderUpdate', true);
    expect(await vm.save()).toBe(true);
    expect(port.updated[0]).toMatchObject({ userName: 'meera.iyer', userId: 41, autoGenerateUsername: false, getOrderUpdate: { Email: true, SMS: true, Whatsapp: true } });
    await vm.toggleStatus();
    expect([vm.form.isActive, port.statuses]).toEqual([false, [expect.objectContaining({ active: false, userId: 41 })]]);
  });

  it('hides the status toggle without UPDATE_SPOC_STATUS, and asks a master provider for the branch', async () => {
    const { vm, went } = setUp({}, ['CREATE_SPOC'], { parentProvider: { isParent: true, childEntities: { 102: 'Kothrud' } } });
    await vm.load({ userId: 41, userName: 'meera.iyer' });
    expect(vm.canToggleStatus).toBe(false);
    expect(vm.branches).toEqual([{ id: 102, name: 'Kothrud' }]);
    expect(vm.form.branchId).toBe(100);
    vm.close();
    expect(went).toEqual(['/SPOC/SPOCManagement']);
  });

  it('says so and returns to the list when the details cannot be loaded', async () => {
    const { vm, toasts, went } = setUp({ details: new Error('down') });
    await vm.load({ userId: 41, userName: 'meera.iyer' });
    expect([vm.isEdit, toasts, went]).toEqual([false, ['Something went wrong'], ['/SPOC/SPOCManagement']]);
  });
});
