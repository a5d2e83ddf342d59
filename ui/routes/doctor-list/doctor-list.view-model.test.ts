import { describe, expect, it } from 'vitest';
import type { DoctorListQuery, DoctorRecord, DoctorsPort } from '../../../core/doctors/doctors.port.ts';
import { emptyProfile } from '../../../core/doctors/doctor-profile.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { DoctorListViewModel } from './doctor-list.view-model.ts';

const doctor: DoctorRecord = {
  doctorId: 301, profile: { ...emptyProfile(7), firstName: 'Ananya' }, imageUrl: null, isActive: true, qcStatus: 'Passed', qcRemarks: [],
  percentComplete: 100, providerName: 'Lotus', providerCity: null, providerLocation: null, customerFee: 600, modifiedOn: null, modifiedBy: null,
};

function setUp(features: string[], failToggle = false) {
  const asked: DoctorListQuery[] = [];
  const toasts: string[] = [];
  const port: DoctorsPort = {
    list: async (q) => { asked.push(q); return { doctors: [doctor], total: 11 }; },
    details: async () => doctor,
    save: async () => 1,
    setActive: async () => { if (failToggle) throw new Error('403'); },
    mbPercent: async () => 20,
    uploadImage: async () => ({ fileIdentifier: 'f', url: 'u' }),
  };
  const current = new CurrentSession(new MemorySessionStore());
  current.save(sessionFor('dcadmin', { features, user: { providerId: 7 } }));
  const toaster = { success: (m: string) => void toasts.push(m), error: (m: string) => void toasts.push(m), info: (m: string) => void toasts.push(m) };
  return { vm: new DoctorListViewModel(port, current, toaster), asked, toasts };
}

describe('the Doctor List', () => {
  it('asks by the applied filters and name, from page 1, and pages by 10', async () => {
    const { vm, asked } = setUp(['VIEW_OFFLINE']);
    await vm.load();
    vm.editFilters({ profileStatus: 'Inactive', qcStatuses: ['Failed'] });
    expect(asked).toHaveLength(1);
    vm.applyFilters();
    vm.setSearchText(' anan ');
    vm.search();
    expect(asked.at(-1)).toEqual({ providerIds: [7], qcStatuses: ['Failed'], specialities: [], profileStatus: [false], firstName: 'anan', page: 0 });
    expect(vm.pageCount).toBe(2);
    vm.clearFilter('qcStatuses');
    expect(asked.at(-1)?.qcStatuses).toEqual([]);
  });

  it('offers edit and the toggle only with their features', () => {
    expect([setUp(['VIEW_OFFLINE']).vm.canEdit, setUp(['VIEW_OFFLINE']).vm.canToggle]).toEqual([false, false]);
    expect([setUp(['UPDATE_DOCTOR']).vm.canEdit, setUp(['UPDATE_DOCTOR_STATUS']).vm.canToggle]).toEqual([true, true]);
  });

  it('flips a doctor with the spec messages', async () => {
    const ok = setUp(['UPDATE_DOCTOR_STATUS']);
    await ok.vm.load();
    await ok.vm.toggleActive(ok.vm.doctors[0]!);
    expect([ok.vm.doctors[0]!.isActive, ok.toasts]).toEqual([false, ['Profile Status Updated Successfully']]);
    const refused = setUp(['UPDATE_DOCTOR_STATUS'], true);
    await refused.vm.load();
    await refused.vm.toggleActive(refused.vm.doctors[0]!);
    expect([refused.vm.doctors[0]!.isActive, refused.toasts]).toEqual([true, ['You do not have permission to perform this action']]);
  });
});
