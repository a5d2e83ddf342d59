import type { DeskScope } from '../../core/appointments/lab-desk.port.ts';
import type { BulkService, BulkUndoAnswer, BulkUndoPort } from '../../core/bulk/bulk-undo.port.ts';
import type { MedibuddyCentralClient } from './clients.ts';
import { settle } from './desk-calls.ts';

/** undoBulkUpdate; the server answers the same to a repeated undo, so a lost answer is simply asked again. */
export class BulkUndoHttpAdapter implements BulkUndoPort {
  constructor(private readonly central: MedibuddyCentralClient) {}

  async undo(scope: DeskScope, service: BulkService, batchId: string): Promise<BulkUndoAnswer> {
    const send = () => this.central.POST('/undoBulkUpdate', { body: { userId: scope.userId, services: service, providerId: scope.providerId, batchId } });
    const data = settle(await send().catch(send));
    return { results: data.results.map((r) => ({ requestId: r.requestId, outcome: r.outcome, statusId: r.statusId ?? null })) };
  }
}
