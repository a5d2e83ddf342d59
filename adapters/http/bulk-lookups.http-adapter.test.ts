import { describe, expect, it } from 'vitest';
import { ContractKind } from '../../core/appointments/contracts.ts';
import { BulkCasesRefusal } from '../../core/esales/bulk-cases.port.ts';
import { BulkLookupsHttpAdapter } from './bulk-lookups.http-adapter.ts';
import { createInsuranceClient } from './clients.ts';
import { defaultHttpConfig } from './http-config.ts';
import { progressFetch } from './progress-fetch.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function adapterAnswering(answer: () => Response) {
  const sent: { path: string; body?: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    sent.push({ path: url.pathname, ...(request.method === 'POST' ? { body: await request.json() } : {}) });
    return answer();
  }) as typeof globalThis.fetch;
  return { adapter: new BulkLookupsHttpAdapter(createInsuranceClient({ config: defaultHttpConfig('http://portal.test'), fetch })), sent };
}

describe('BulkLookupsHttpAdapter', () => {
  it('reads the contracts with the kind of core catalogue', async () => {
    const { adapter, sent } = adapterAnswering(() =>
      json({ isSuccess: true, contracts: [{ contractId: 7311, contractName: 'Tele-Underwriting', contractType: 'TELE_UNDERWRITING' }, { contractId: 4625, contractName: 'E-Sales', contractType: 'ESALES' }] }),
    );
    expect(await adapter.contracts()).toEqual([
      { contractId: 7311, contractName: 'Tele-Underwriting', kind: ContractKind.TeleUnderwriting },
      { contractId: 4625, contractName: 'E-Sales', kind: ContractKind.Esales },
    ]);
    expect(sent).toEqual([{ path: '/api/insurance/getAllContracts/' }]);
  });

  it('asks the packages of one entity relation under a contract', async () => {
    const { adapter, sent } = adapterAnswering(() => json({ isSuccess: true, packagesTests: [{ productEntityRelationId: 930001, packageAliasName: 'Tele Medical Basic' }] }));
    expect(await adapter.packages(800301, 7311)).toEqual([{ packageId: 930001, packageName: 'Tele Medical Basic' }]);
    expect(sent).toEqual([{ path: '/api/insurance/packageEntityRelationList', body: { EntityRelationIds: [800301], contractId: 7311 } }]);
  });

  it('rejects a refusal with its status', async () => {
    await expect(adapterAnswering(() => json({ errorMessage: 'Forbidden' }, 403)).adapter.packages(1, 7311)).rejects.toEqual(new BulkCasesRefusal('Forbidden', 403));
  });
});

describe('progressFetch without XMLHttpRequest (Node: the CLI)', () => {
  it('sends through the platform fetch and reports the whole file sent once answered', async () => {
    const original = globalThis.fetch;
    const heard: number[] = [];
    globalThis.fetch = (async () => json({ ok: true })) as typeof globalThis.fetch;
    try {
      const response = await progressFetch((sent) => heard.push(sent))(new Request('http://portal.test/x', { method: 'POST', body: 'a' }));
      expect(await response.json()).toEqual({ ok: true });
      expect(heard).toEqual([1]);
    } finally {
      globalThis.fetch = original;
    }
  });
});
