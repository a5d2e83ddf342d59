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
import { blobOf } from '../browser/blob-of.ts';
import type { ConsultsClient, MedibuddyCentralClient } from './clients.ts';
import { toPackageGroups } from './lab-desk.mapper.ts';
import { OFFLINE_CONSULTS, toCalendarDay, toOfflineListBody, toOfflineRequest, toTabCounts, toWireOfflineUpdate } from './offline-desk.mapper.ts';
import { throwOnServerFault, wireErrorText } from './wire-error.ts';

/** The provider application id uploads carry (spec 3 §9). */
const PROVIDER_APP_ID = 10007 as const;

function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  throwOnServerFault(result.response);
  if (result.data === undefined || !result.response.ok) throw new LabDeskRefusal(wireErrorText(result.error), result.response.status);
  return result.data;
}

/**
 * OfflineDeskPort over HTTP (spec 3 §7): medibuddyCentral RequestDetails, ExportRequestDetails,
 * offlineTabCounts, updateRequests, uploadFile (Prescription), getWAPIProvidersCalendar, holdSlot
 * and releaseSlot; consults for the doctors a request can move to and package tests.
 */
export class OfflineDeskHttpAdapter implements OfflineDeskPort {
  constructor(
    private readonly central: MedibuddyCentralClient,
    private readonly consults: ConsultsClient,
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
    const key = crypto.randomUUID();
    const send = () =>
      this.central.POST('/updateRequests', {
        params: { header: { 'Idempotency-Key': key } },
        body: { userId: scope.userId, services: OFFLINE_CONSULTS, providerId: scope.providerId, requestUpdateData: items.map(toWireOfflineUpdate) },
      });
    const data = settle(await send().catch(send));
    return {
      success: data.success,
      error: data.error ?? null,
      results: data.results.map((r) => ({ requestId: r.requestId, success: r.success, error: r.error ?? null })),
    };
  }

  async uploadPrescription(file: FileContent, fileName: string, contractType: number): Promise<StoredFile> {
    const form = new FormData();
    form.append('fileName', fileName);
    form.append('fileType', 'Prescription');
    form.append('appId', String(PROVIDER_APP_ID));
    form.append('contractType', String(contractType));
    form.append('file', await blobOf(file), fileName);
    const data = settle(
      await this.central.POST('/uploadFile', {
        // FormData must travel as it is (fetch writes the multipart boundary).
        body: form as unknown as { fileName: string; fileType: 'Prescription'; file: string; appId: 10007; contractType: number },
        bodySerializer: (b) => b as unknown as FormData,
      }),
    );
    const [key, name] = Object.entries(data.data)[0] ?? [];
    if (!data.success || !key) throw new LabDeskRefusal(data.error ?? null, 200);
    return { key, name: name ?? fileName };
  }

  async packageDetails(packageIds: readonly number[]): Promise<PackageGroup[]> {
    if (packageIds.length === 0) return [];
    const data = settle(await this.consults.POST('/packageDetailsByProductIds', { body: { productIds: [...packageIds] } }));
    return toPackageGroups(data.packagesTests);
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
