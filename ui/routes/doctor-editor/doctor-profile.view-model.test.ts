import { describe, expect, it } from 'vitest';
import { DoctorCallRefused, type DoctorSave, type DoctorsPort } from '../../../core/doctors/doctors.port.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { AppNavigator } from '../../navigation/app-navigator.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { DoctorProfileViewModel } from './doctor-profile.view-model.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

function setUp(options: { failSave?: boolean; failUpload?: Error } = {}) {
  const saved: DoctorSave[] = [];
  const uploads: string[] = [];
  const toasts: string[] = [];
  const visited: string[] = [];
  const port: DoctorsPort = {
    list: async () => ({ doctors: [], total: 0 }),
    details: async () => { throw new Error('not used'); },
    save: async (_ids, save) => {
      if (options.failSave) throw new Error('refused');
      saved.push(save);
      return 42;
    },
    setActive: async () => {},
    mbPercent: async () => 15,
    uploadImage: async (file) => {
      if (options.failUpload) throw options.failUpload;
      uploads.push(file.name);
      return { fileIdentifier: 'f-photo', url: '/api/files/download/f-photo?sig' };
    },
  };
  const current = new CurrentSession(new MemorySessionStore());
  current.save(sessionFor('dcadmin', { features: ['VIEW_OFFLINE', 'UPDATE_DOCTOR'], user: { providerId: 7 } }));
  const navigator = new AppNavigator();
  navigator.attach((to) => void visited.push(to));
  const toaster = { success: (m: string) => void toasts.push(m), error: (m: string) => void toasts.push(m), info: (m: string) => void toasts.push(m) };
  const vm = new DoctorProfileViewModel(port, current, { now: () => NOW }, toaster, navigator);
  return { vm, saved, uploads, toasts, visited };
}

async function fill(vm: DoctorProfileViewModel) {
  await vm.uploadPhoto(new File([PNG], 'asha.png', { type: 'image/png' }));
  vm.set('firstName', 'Asha');
  vm.set('gender', 'female');
  vm.set('specialization', 'Dentist');
  vm.set('practiceStartDate', '2015-01-01');
  vm.set('languages', ['English']);
  vm.set('customerFee', '333');
  expect(vm.addQualification('BDS', '')).toBe('Mandatory Information');
  expect(vm.addQualification('BDS', 'Graduation')).toBeNull();
}

describe('the Doctor Profile tab', () => {
  it('splits the fee by the provider MBCharge as it changes', async () => {
    const { vm } = setUp();
    await vm.load(null);
    vm.set('customerFee', '333');
    expect(vm.split).toEqual({ customerFee: 333, mbFee: 49.95, providerFee: 283.05 });
    vm.set('customerFee', '10000');
    expect(vm.split).toBeNull();
  });

  it('sends nothing while a mandatory field is missing, and names each', async () => {
    const { vm, saved } = setUp();
    await vm.load(null);
    await vm.savePrimary();
    expect(saved).toEqual([]);
    expect(vm.errors).toMatchObject({ doctorImageUrl: 'Mandatory Information', doctorFirstName: 'Name cannot be empty.', gender: 'Mandatory Information' });
  });

  it('saves nothing while the practice start holds typed text that is not a day, and saves once it is fixed', async () => {
    const { vm, saved } = setUp();
    await vm.load(null);
    await fill(vm);
    vm.typed.report('practiceStartDate', 'There is no such date');
    await vm.savePrimary();
    await vm.save('saveDraft');
    expect(saved).toEqual([]);
    vm.typed.report('practiceStartDate', undefined);
    await vm.savePrimary();
    expect(saved.map((s) => s.profile.practiceStartDate)).toEqual(['2015-01-01']);
  });

  it('refuses an image by its bytes before uploading', async () => {
    const { vm, uploads, toasts } = setUp();
    await vm.load(null);
    await vm.uploadPhoto(new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' }));
    expect(uploads).toEqual([]);
    expect(toasts).toEqual(['File Type Not Supported Alowed File type are .jpg .jpeg .png']);
  });

  it("shows the server's message when it refuses an upload, and the stock failure when the upload never got an answer", async () => {
    const refused = setUp({ failUpload: new DoctorCallRefused(400, 'File size should not exceed 2 MB') });
    await refused.vm.load(null);
    await refused.vm.uploadPhoto(new File([PNG], 'asha.png', { type: 'image/png' }));
    expect(refused.toasts).toEqual(['File size should not exceed 2 MB']);
    expect(refused.vm.imageError).toBe('File size should not exceed 2 MB');
    expect(refused.vm.photoUrl).toBeNull();

    const unanswered = setUp({ failUpload: new TypeError('Failed to fetch') });
    await unanswered.vm.load(null);
    await unanswered.vm.uploadPhoto(new File([PNG], 'asha.png', { type: 'image/png' }));
    expect(unanswered.toasts).toEqual(['Something went wrong Please Try Again']);
  });

  it('Save & Proceed saves a draft and goes to the schedule', async () => {
    const { vm, saved, toasts, visited } = setUp();
    await vm.load(null);
    expect(vm.primaryLabel).toBe('Save & Proceed ');
    await fill(vm);
    await vm.savePrimary();
    expect(saved.map((s) => [s.qcStatus, s.profile.image, s.profile.firstName])).toEqual([['Draft', 'f-photo', 'Asha']]);
    expect(toasts).toEqual(['Doctor Profile Saved Successfully']);
    expect(visited).toEqual(['/offlineConsults/DoctorManagements/Schedule?drId=42']);
  });

  it('says so when the save fails and stays', async () => {
    const { vm, toasts, visited } = setUp({ failSave: true });
    await vm.load(null);
    await fill(vm);
    await vm.save('saveDraft');
    expect(toasts).toEqual(['Something went wrong Please Try Again']);
    expect(visited).toEqual([]);
  });
});
