import { LabDeskRefusal, type DeskScope, type LabUpdateOutcome, type PackageGroup, type StoredFile } from '../../core/appointments/lab-desk.port.ts';
import type { DayRange } from '../../core/appointments/date-presets.ts';
import type {
  CalendarQuery,
  DoctorChoice,
  HeldSlot,
  OfflineCalendarDay,
  OfflineDeskPort,
  OfflineListPage,
  OfflineListQuery,
  OfflineTabCounts,
  OfflineUpdateItem,
} from '../../core/consults/offline-desk.port.ts';
import { CALENDAR_DAYS } from '../../core/consults/slot-calendar.ts';
import type { FileContent } from '../../core/files/file-content.ts';
import type { ConsultsClient, FilesClient, MedibuddyCentralClient } from './clients.ts';
import { attachedReports, toPackageGroups } from './lab-desk.mapper.ts';
import { OFFLINE_CONSULTS, toCalendarDay, toOfflineListBody, toOfflineRequest, toTabCounts, toWireOfflineUpdate } from './offline-desk.mapper.ts';
import { previewDeskFile, sendUpdate, settle, uploadDeskFile } from './desk-calls.ts';



/**
 * OfflineDeskPort over HTTP (spec 3 §7): medibuddyCentral RequestDetails, ExportRequestDetails,
 * offlineTabCounts, updateRequests, uploadFile (Prescription), getWAPIProvidersCalendar, holdSlot
 * and releaseSlot; consults for the doctors a request can move to, package tests and the request
 * history the prescriptions sent before are read from.
 */
export class OfflineDeskHttpAdapter implements OfflineDeskPort {
  constructor(
    private readonly central: MedibuddyCentralClient,
    private readonly consults: ConsultsClient,
    private readonly files: FilesClient,
  ) {}

  async list(query: OfflineListQuery): Promise<OfflineListPage> {
    const data = settle(await this.central.POST('/RequestDetails', { body: toOfflineListBody(query) }));
    return { rows: data.data.requestDetails.map(toOfflineRequest), totalRecords: data.data.totalRecords };
  }

  async exportCsv(query: OfflineListQuery): Promise<Blob> {
    return settle(await this.central.POST('/ExportRequestDetails', { body: toOfflineListBody(query), parseAs: 'blob' })) as Blob;
  }

  async tabCounts(scope: DeskScope, range: DayRange | null): Promise<OfflineTabCounts> {
    const body = { userId: scope.userId, providerId: scope.providerId, fetchForProviders: [...scope.fetchForProviders], startDate: range?.startDate ?? null, endDate: range?.endDate ?? null };
    return toTabCounts(settle(await this.central.POST('/offlineTabCounts', { body })));
  }

  /** A fresh Idempotency-Key per action, the same on the one retry after a lost answer (as the lab desk does). */
  async update(scope: DeskScope, items: readonly OfflineUpdateItem[]): Promise<LabUpdateOutcome> {
    return sendUpdate(this.central, { userId: scope.userId, services: OFFLINE_CONSULTS, providerId: scope.providerId, requestUpdateData: items.map(toWireOfflineUpdate) });
  }

  uploadPrescription(file: FileContent, fileName: string, contractType: number): Promise<StoredFile> {
    return uploadDeskFile(this.central, file, fileName, 'Prescription', contractType);
  }

  previewFile(key: string): Promise<Blob> {
    return previewDeskFile(this.files, key);
  }

  async packageDetails(packageIds: readonly number[]): Promise<PackageGroup[]> {
    if (packageIds.length === 0) return [];
    const data = settle(await this.consults.POST('/packageDetailsByProductIds', { body: { productIds: [...packageIds] } }));
    return toPackageGroups(data.packagesTests);
  }

  async submittedPrescriptions(requestId: number): Promise<StoredFile[]> {
    const data = settle(await this.consults.POST('/requestHistory', { body: { requestId } }));
    return attachedReports(data.requestHistory.statusHistory);
  }

  async calendar(q: CalendarQuery): Promise<OfflineCalendarDay[]> {
    const data = settle(
      await this.central.POST('/getWAPIProvidersCalendar', {
        params: { header: { platform: 'providerCentral' } },
        body: { providerIds: [q.providerId], doctorId: q.doctorId, noOfDays: CALENDAR_DAYS, requestIds: [q.requestId], isHomeVisitCase: false, noOfSlots: 1 },
      }),
    );
    return (data.providerSlots[0]?.daySlots ?? []).map(toCalendarDay);
  }

  async holdSlot(requestId: number, doctorId: number, slotStartDateTime: string): Promise<HeldSlot> {
    const data = settle(await this.central.POST('/holdSlot', { body: { requestId, doctorId, slotStartDateTime } }));
    if (!data.success) throw new LabDeskRefusal(null, 409);
    return { heldUntil: new Date(data.heldUntil), secondsLeft: data.secondsLeft };
  }

  async releaseSlot(requestId: number): Promise<void> {
    settle(await this.central.POST('/releaseSlot', { body: { requestId } }));
  }

  async doctorsForReschedule(requestId: number): Promise<DoctorChoice[]> {
    const data = settle(await this.consults.GET('/doctor/available-for-reschedule', { params: { query: { requestId, allowPriceChange: false } } }));
    return data.data.map((d) => ({ doctorId: d.doctorId, doctorName: d.doctorName }));
  }
}
