import {
  InsurerListRefusal,
  type InsurerAppointmentsPort,
  type InsurerListPage,
  type InsurerListQuery,
  type ReportZipRequest,
} from '../../core/appointments/insurer-list.port.ts';
import type { InsuranceClient } from './clients.ts';
import { toInsurerAppointment, toInsurerListBody, toReportZipBody } from './insurer-list.mapper.ts';
import { throwOnSilentServerFault, wireErrorText } from './wire-error.ts';

/** The answer, or a InsurerListRefusal carrying the server's message: a 5xx that names its reason is told like a 400 (spec 1 §8). */
function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  throwOnSilentServerFault(result);
  if (result.data === undefined || !result.response.ok) throw new InsurerListRefusal(wireErrorText(result.error), result.response.status);
  return result.data;
}

/** InsurerAppointmentsPort over HTTP: insurance POST /appointments/, POST /exportAppointments and POST /integration/DownloadFile. */
export class InsurerListHttpAdapter implements InsurerAppointmentsPort {
  constructor(private readonly insurance: InsuranceClient) {}

  async page(query: InsurerListQuery): Promise<InsurerListPage> {
    const data = settle(await this.insurance.POST('/appointments/', { body: toInsurerListBody(query) }));
    const list = data.activerequests;
    if (!data.isSuccess || !list || !list.isSuccess) throw new InsurerListRefusal(null, 200);
    return { rows: list.appointmentList.map(toInsurerAppointment), total: list.totalActiveRequest, isTotalCapped: list.isTotalCapped === true };
  }

  async exportCsv(query: InsurerListQuery): Promise<Blob> {
    return settle(await this.insurance.POST('/exportAppointments', { body: toInsurerListBody(query), parseAs: 'blob' })) as Blob;
  }

  /** The same export as the bytes arrive, for a caller that writes it straight to disk (the CLI). */
  async exportStream(query: InsurerListQuery): Promise<ReadableStream<Uint8Array>> {
    return settle(await this.insurance.POST('/exportAppointments', { body: toInsurerListBody(query), parseAs: 'stream' })) as ReadableStream<Uint8Array>;
  }

  async reportsZip(request: ReportZipRequest): Promise<Blob> {
    return settle(await this.insurance.POST('/integration/DownloadFile', { body: toReportZipBody(request), parseAs: 'blob' })) as Blob;
  }
}
