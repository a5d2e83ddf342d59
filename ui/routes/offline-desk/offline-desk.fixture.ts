import { LabDeskRefusal, type DeskScope, type LabUpdateOutcome, type PackageGroup, type StoredFile } from '../../../core/appointments/lab-desk.port.ts';
import type { DayRange } from '../../../core/appointments/date-presets.ts';
import { OFFLINE_ACTION_LABEL, type OfflineAction } from '../../../core/consults/offline-actions.ts';
import type {
  CalendarQuery,
  DoctorChoice,
  HeldSlot,
  OfflineCalendarDay,
  OfflineDeskPort,
  OfflineListPage,
  OfflineListQuery,
  OfflineRequest,
  OfflineTabCounts,
  OfflineUpdateItem,
} from '../../../core/consults/offline-desk.port.ts';

/** An action a consult's row offers, enabled unless a reason is given. */
export const next = (action: OfflineAction, disabledReason: string | null = null) => ({ action, label: OFFLINE_ACTION_LABEL[action], disabledReason });

/** A consult for tests: awaiting confirmation with Dr Meera (doctor 301) at clinic 101 unless told. */
export function offlineRequest(overrides: Partial<OfflineRequest> & { id: number }): OfflineRequest {
  return {
    employeeId: `E-${overrides.id}`,
    patientName: 'Priya Sharma',
    dob: '1990-05-01',
    gender: 'F',
    primaryEntityName: 'Acme Corp',
    addressLine1: '4 Residency Road',
    phone: '9845012345',
    packageIds: [701],
    packageName: 'General Physician Consult',
    doctorName: 'Meera Iyer',
    doctorId: 301,
    consultationFee: 500,
    fulfillmentDate: new Date('2026-03-12T04:30:00Z'),
    priorityId: 0,
    providerId: 101,
    providerName: 'Lotus Family Clinic',
    contractId: 3104,
    statusId: 22,
    displayStatus: 'New Appointment Request',
    remarks: null,
    nextActions: [next('Confirm'), next('Reject'), next('Reschedule'), next('CHANGE_DOCTOR')],
    modifiedOn: new Date('2026-03-02T04:30:00Z'),
    ...overrides,
  };
}

/** Two days of doctor 301: the first a holiday, the second with two slots (one full). */
export const CALENDAR: OfflineCalendarDay[] = [
  { dateString: '2026-03-10', dayOfWeek: 2, noSlotReason: 'Doctor on holiday', slots: [] },
  {
    dateString: '2026-03-11',
    dayOfWeek: 3,
    noSlotReason: null,
    slots: [
      { slotStartDateTime: '2026-03-11 10:00:00.000', slotEndDateTime: '2026-03-11 10:15:00.000', capacity: 2, placesLeft: 1, heldByYou: false },
      { slotStartDateTime: '2026-03-11 10:15:00.000', slotEndDateTime: '2026-03-11 10:30:00.000', capacity: 1, placesLeft: 0, heldByYou: false },
    ],
  },
];

/** An OfflineDeskPort in memory that records what it was asked and answers what the test set. */
export class FakeOfflineDeskPort implements OfflineDeskPort {
  page: OfflineListPage = { rows: [], totalRecords: 0 };
  counts: OfflineTabCounts = { tabs: {}, subTabs: {} };
  listError: Error | undefined;
  exportError: Error | undefined;
  updateOutcome: LabUpdateOutcome = { success: true, error: null, results: [] };
  updateError: Error | undefined;
  days: OfflineCalendarDay[] = CALENDAR;
  holdError: Error | undefined;
  doctors: DoctorChoice[] = [{ doctorId: 302, doctorName: 'Dr. Kiran Rao' }];
  queries: OfflineListQuery[] = [];
  countQueries: { scope: DeskScope; range: DayRange | null }[] = [];
  exports: OfflineListQuery[] = [];
  updates: { scope: DeskScope; items: readonly OfflineUpdateItem[] }[] = [];
  calendars: CalendarQuery[] = [];
  holds: { requestId: number; doctorId: number; slot: string }[] = [];
  released: number[] = [];
  uploads: { name: string; contractType: number }[] = [];
  earlierPrescriptions: StoredFile[] = [];
  historyError: Error | undefined;
  historyReads: number[] = [];

  async list(query: OfflineListQuery): Promise<OfflineListPage> {
    this.queries.push(query);
    if (this.listError) throw this.listError;
    return this.page;
  }
  async exportCsv(query: OfflineListQuery): Promise<Blob> {
    this.exports.push(query);
    if (this.exportError) throw this.exportError;
    return new Blob(['Request ID\r\n'], { type: 'text/csv' });
  }
  async tabCounts(scope: DeskScope, range: DayRange | null): Promise<OfflineTabCounts> {
    this.countQueries.push({ scope, range });
    return this.counts;
  }
  async update(scope: DeskScope, items: readonly OfflineUpdateItem[]): Promise<LabUpdateOutcome> {
    this.updates.push({ scope, items });
    if (this.updateError) throw this.updateError;
    return this.updateOutcome;
  }
  async uploadPrescription(file: Blob, fileName: string, contractType: number): Promise<StoredFile> {
    this.uploads.push({ name: fileName, contractType });
    this.stored.set(`rx-${this.uploads.length}`, file);
    return { key: `rx-${this.uploads.length}`, name: fileName };
  }
  /** What each stored key holds, as a preview answers it. */
  stored = new Map<string, Blob>();
  async previewFile(key: string): Promise<Blob> {
    const file = this.stored.get(key);
    if (!file) throw new LabDeskRefusal('File not found', 404);
    return file;
  }
  async packageDetails(): Promise<PackageGroup[]> {
    return [];
  }
  async submittedPrescriptions(requestId: number): Promise<StoredFile[]> {
    this.historyReads.push(requestId);
    if (this.historyError) throw this.historyError;
    return this.earlierPrescriptions;
  }
  async calendar(query: CalendarQuery): Promise<OfflineCalendarDay[]> {
    this.calendars.push(query);
    return this.days;
  }
  async holdSlot(requestId: number, doctorId: number, slot: string): Promise<HeldSlot> {
    this.holds.push({ requestId, doctorId, slot });
    if (this.holdError) throw this.holdError;
    return { heldUntil: new Date('2026-03-10T06:35:00Z'), secondsLeft: 300 };
  }
  async releaseSlot(requestId: number): Promise<void> {
    this.released.push(requestId);
  }
  async doctorsForReschedule(): Promise<DoctorChoice[]> {
    return this.doctors;
  }
}
