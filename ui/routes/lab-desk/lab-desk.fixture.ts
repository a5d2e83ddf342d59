import { LAB_ACTION_LABEL, type LabAction } from '../../../core/appointments/lab-actions.ts';
import {
  LabDeskRefusal,
  type DeskScope,
  type LabDeskPort,
  type LabListPage,
  type LabListQuery,
  type LabRequest,
  type LabUpdateItem,
  type LabUpdateOutcome,
  type PackageGroup,
  type RequestFlowStep,
  type StoredFile,
} from '../../../core/appointments/lab-desk.port.ts';
import { nextActions } from '../../../core/appointments/row-actions.ts';

/** A lab request for tests: a corporate centre visit in status 22 unless told, with core's nextActions. */
export function labRequest(overrides: Partial<LabRequest> & { id: number }): LabRequest {
  const base: LabRequest = {
    id: overrides.id,
    employeeId: `E-${overrides.id}`,
    patientName: 'Priya Sharma',
    dob: '1990-05-01',
    gender: 'F',
    primaryEntityName: 'Acme Corp',
    addressLine1: '4 Residency Road',
    phone: '9845012345',
    packageIds: [501],
    packageName: 'Executive Health Check',
    testCategory: 'Health Checkup',
    fulfillmentDate: new Date('2026-03-10T04:30:00Z'),
    isHomeVisit: false,
    priorityId: 0,
    providerId: 101,
    providerName: 'City Diagnostics Baner',
    contractId: 3104,
    statusId: 22,
    remarks: null,
    nextActions: [],
    createdOn: new Date('2026-03-01T04:30:00Z'),
    modifiedOn: new Date('2026-03-02T04:30:00Z'),
  };
  const row = { ...base, ...overrides };
  const actions = overrides.nextActions ?? nextActions({ statusId: row.statusId, contractId: row.contractId, providerId: 101, parentProviderId: 100, testCategory: row.testCategory });
  return { ...row, nextActions: actions.map((a) => ({ action: a.action, label: a.label ?? LAB_ACTION_LABEL[a.action as LabAction] })) };
}

/** A LabDeskPort in memory that records what it was asked and answers what the test set. */
export class FakeLabDeskPort implements LabDeskPort {
  page: LabListPage = { rows: [], totalRecords: 0, isTotalCapped: false, pastSlaCount: 0 };
  listError: Error | undefined;
  exportError: Error | undefined;
  updateOutcome: LabUpdateOutcome = { success: true, error: null, results: [] };
  updateError: Error | undefined;
  uploads: { name: string; contractType: number }[] = [];
  uploadError: (name: string) => Error | undefined = () => undefined;
  previous: StoredFile[] = [];
  /** Where requestFlow says a request stands; a test sets the status another user moved it to. */
  flow: RequestFlowStep = { requestFlowId: 1, statusId: 32, nextActions: ['Submit'] };
  flowError: Error | undefined;
  flowReads: number[] = [];
  /** What each stored key holds, as a preview answers it. */
  stored = new Map<string, Blob>();
  groups: PackageGroup[] = [];
  queries: LabListQuery[] = [];
  exports: LabListQuery[] = [];
  updates: { scope: DeskScope; items: readonly LabUpdateItem[] }[] = [];

  async list(query: LabListQuery): Promise<LabListPage> {
    this.queries.push(query);
    if (this.listError) throw this.listError;
    return this.page;
  }
  async exportCsv(query: LabListQuery): Promise<Blob> {
    this.exports.push(query);
    if (this.exportError) throw this.exportError;
    return new Blob(['Request ID\r\n'], { type: 'text/csv' });
  }
  async update(scope: DeskScope, items: readonly LabUpdateItem[]): Promise<LabUpdateOutcome> {
    this.updates.push({ scope, items });
    if (this.updateError) throw this.updateError;
    return this.updateOutcome;
  }
  async uploadReport(file: Blob, fileName: string, contractType: number): Promise<StoredFile> {
    this.uploads.push({ name: fileName, contractType });
    const error = this.uploadError(fileName);
    if (error) throw error;
    this.stored.set(`f-${this.uploads.length}`, file);
    return { key: `f-${this.uploads.length}`, name: fileName };
  }
  async previewFile(key: string): Promise<Blob> {
    const file = this.stored.get(key);
    if (!file) throw new LabDeskRefusal('File not found', 404);
    return file;
  }
  async packageDetails(): Promise<PackageGroup[]> {
    return this.groups;
  }
  async submittedReports(): Promise<StoredFile[]> {
    return this.previous;
  }
  async requestFlow(requestId: number): Promise<RequestFlowStep> {
    this.flowReads.push(requestId);
    if (this.flowError) throw this.flowError;
    return this.flow;
  }
  async requestDocuments(): Promise<Blob> {
    return new Blob(['zip']);
  }
}
