import { describe, expect, it } from 'vitest';
import { InsurerListRefusal, type InsurerListQuery } from '../../core/appointments/insurer-list.port.ts';
import { QueueRefusal } from '../../core/esales/queue.port.ts';
import { createInsuranceClient } from './clients.ts';
import { EsalesQueueHttpAdapter } from './esales-queue.http-adapter.ts';
import { defaultHttpConfig } from './http-config.ts';
import { InsurerListHttpAdapter } from './insurer-list.http-adapter.ts';
import { ServerFault } from './wire-error.ts';

// The insurer's two lists show '{server message} Please Logout and try again !' (spec 1 §8): the
// message must reach the view-model whatever status carried it, and a silent 5xx stays a fault.

const client = (status: number, body: string) =>
  createInsuranceClient({
    config: defaultHttpConfig('http://portal.test'),
    fetch: (async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch,
  });

const insurerQuery: InsurerListQuery = {
  scope: { roleId: 7, userId: 1, corporateIds: [] },
  range: { startDate: '2026-11-01', endDate: '2026-11-27' },
  page: 1,
  pageSize: 10,
  sort: { field: 'FulfillmentDate', descending: true },
};
const queueQuery = { range: { startDate: '2026-11-01', endDate: '2026-11-27' }, page: 1 };

describe('the insurer list and e-sales queue adapters on a refused call', () => {
  it.each([400, 500, 503])("keep the server's message of a %i as a refusal", async (status) => {
    const body = JSON.stringify({ isSuccess: false, errorMessage: 'Corporate mapping missing' });
    const list = await new InsurerListHttpAdapter(client(status, body)).page(insurerQuery).catch((e: unknown) => e);
    expect(list).toBeInstanceOf(InsurerListRefusal);
    expect([(list as InsurerListRefusal).serverMessage, (list as InsurerListRefusal).status]).toEqual(['Corporate mapping missing', status]);
    const queue = await new EsalesQueueHttpAdapter(client(status, body)).search(queueQuery).catch((e: unknown) => e);
    expect(queue).toBeInstanceOf(QueueRefusal);
    expect([(queue as QueueRefusal).serverMessage, (queue as QueueRefusal).status]).toEqual(['Corporate mapping missing', status]);
  });

  it('treat a 5xx without a message as a server fault, which the lists tell with the generic text', async () => {
    await expect(new InsurerListHttpAdapter(client(500, '{}')).page(insurerQuery)).rejects.toBeInstanceOf(ServerFault);
    await expect(new EsalesQueueHttpAdapter(client(502, '')).search(queueQuery)).rejects.toBeInstanceOf(ServerFault);
  });
});
