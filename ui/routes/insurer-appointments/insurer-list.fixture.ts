import {
  InsurerListRefusal,
  type InsurerAppointment,
  type InsurerAppointmentsPort,
  type InsurerListPage,
  type InsurerListQuery,
  type ReportZipRequest,
} from '../../../core/appointments/insurer-list.port.ts';

/** One insurer row; the id and any field can be changed. */
export function insurerRow(requestId: number, overrides: Partial<InsurerAppointment> = {}): InsurerAppointment {
  return {
    requestId, employeeId: `EMP${requestId}`, email: `c${requestId}@mail.test`, phone: '9876543210', name: `Customer ${requestId}`, corporateName: 'Ganga Textiles',
    maid: 'MA1', gender: 'F', age: 40, productName: 'PPMC Level 1', isHomeVisit: false, providerName: 'Apollo', city: 'Pune', doNotDisturb: false,
    source: 'API', sourceName: 'Bharat Shield', statusId: 37, statusText: 'Report Uploaded', priority: 'NONE', appointmentOn: 'Nov 22 2026, 09:30 AM',
    createdOn: 'Nov 20 2026, 08:01 AM', remarks: null, ...overrides,
  };
}

/** An InsurerAppointmentsPort over a fixed list of rows, paging as the server does, recording the queries. */
export class FakeInsurerPort implements InsurerAppointmentsPort {
  queries: InsurerListQuery[] = [];
  zips: ReportZipRequest[] = [];
  failure: Error | null = null;
  zipFailure: Error | null = null;
  /** Set to answer as the server does when a name search's count stops there. */
  cappedAt: number | null = null;

  constructor(public rows: InsurerAppointment[]) {}

  async page(query: InsurerListQuery): Promise<InsurerListPage> {
    this.queries.push(query);
    if (this.failure) throw this.failure;
    const start = (query.page - 1) * query.pageSize;
    const capped = this.cappedAt !== null && this.rows.length > this.cappedAt;
    return { rows: this.rows.slice(start, start + query.pageSize), total: capped ? this.cappedAt! : this.rows.length, isTotalCapped: capped };
  }

  /** The export as the server writes it: every row of the query, one line each after the header. */
  async exportCsv(query: InsurerListQuery): Promise<Blob> {
    this.queries.push(query);
    if (this.failure) throw this.failure;
    return new Blob([`\uFEFFRequest Id\r\n${this.rows.map((r) => `${r.requestId}\r\n`).join('')}`], { type: 'text/csv; charset=utf-8' });
  }

  async reportsZip(request: ReportZipRequest): Promise<Blob> {
    this.zips.push(request);
    if (this.zipFailure) throw this.zipFailure;
    return new Blob(['PK']);
  }
}

export { InsurerListRefusal };
