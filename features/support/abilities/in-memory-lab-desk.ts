import { actionInputProblem } from '../../../core/appointments/action-input.ts';
import { judgeLabAction } from '../../../core/appointments/lab-action-rule.ts';
import { labBulkSkip } from '../../../core/appointments/lab-bulk-split.ts';
import type { DeskScope, LabDeskPort, LabUpdateItem, LabUpdateOutcome, StoredFile } from '../../../core/appointments/lab-desk.port.ts';
import { UPLOAD_RULES, type UploadRules } from '../../../core/appointments/upload-action.ts';
import type { FileContent } from '../../../core/files/file-content.ts';
import { contactView } from '../../../core/privacy/contact-view.ts';
import type { HistoryRead, LabDeskService, PlacedRequest } from './lab-desk-service.ts';

/**
 * The domain profile's lab desk: requests in memory, each action judged by the core rules the
 * server applies (judgeLabAction, actionInputProblem), and nothing else.
 */
export class InMemoryLabDesk implements LabDeskService, Pick<LabDeskPort, 'update' | 'uploadReport'> {
  private readonly requests = new Map<number, PlacedRequest>();
  private rules: UploadRules = UPLOAD_RULES;
  private nextId = 1;
  private nextFile = 1;

  async place(request: PlacedRequest): Promise<number> {
    const id = this.nextId++;
    this.requests.set(id, request);
    return id;
  }

  async port(_providerId: number) {
    return this;
  }

  scope(_providerId: number) {
    return { userId: 1, providerId: 100, fetchForProviders: [] };
  }

  /** The history as the server answers it: the whole record passes core's do-not-disturb rule. */
  async history(requestId: number): Promise<HistoryRead> {
    const request = this.requests.get(requestId);
    if (!request) throw new Error(`no request ${requestId}`);
    const phone = request.phone ?? '';
    const view = contactView({ doNotDisturb: request.isDnd ?? false, phone });
    const shown = { contactNo: view.phone(phone), remarks: [view.text(request.remarks)] };
    return shown;
  }

  async statusOf(requestId: number): Promise<number> {
    const request = this.requests.get(requestId);
    if (!request) throw new Error(`no request ${requestId}`);
    return request.statusId;
  }

  useRules(rules: UploadRules): void {
    this.rules = rules;
  }

  async update(_scope: DeskScope, items: readonly LabUpdateItem[]): Promise<LabUpdateOutcome> {
    const results = items.map((item) => {
      const request = this.requests.get(item.requestId);
      if (!request) return { requestId: item.requestId, success: false, error: `Request ${item.requestId} was not found` };
      // A bulk action (one action, several requests) skips what its preview skipped, for the same reason.
      const skip = items.length > 1 && items.every((i) => i.action === item.action) ? labBulkSkip(item.action, request.statusId) : undefined;
      if (skip) return { requestId: item.requestId, success: false, error: skip.reason };
      const judged = judgeLabAction(item.requestId, request, item.action, items.length, this.rules);
      const error = 'refusal' in judged
        ? judged.refusal
        : actionInputProblem({ action: judged.action, remarks: item.remarks, reportCount: Object.keys(item.reports ?? {}).length, isHomeVisit: request.isHomeVisit });
      if (error === undefined && !('refusal' in judged)) this.requests.set(item.requestId, { ...request, statusId: judged.to });
      return { requestId: item.requestId, success: error === undefined, error: error ?? null };
    });
    return { success: results.every((r) => r.success), error: results.find((r) => !r.success)?.error ?? null, results };
  }

  async uploadReport(_file: FileContent, fileName: string): Promise<StoredFile> {
    return { key: `file-${this.nextFile++}`, name: fileName };
  }
}
