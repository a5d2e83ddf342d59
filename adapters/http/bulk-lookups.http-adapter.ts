import { contractKind } from '../../core/appointments/contracts.ts';
import type { BulkContract } from '../../core/esales/bulk-form.ts';
import { BulkCasesRefusal } from '../../core/esales/bulk-cases.port.ts';
import type { BulkLookupsPort, BulkPackage } from '../../core/esales/bulk-lookups.port.ts';
import type { InsuranceClient } from './clients.ts';
import { throwOnServerFault, wireErrorText } from './wire-error.ts';

function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  throwOnServerFault(result.response);
  if (result.data === undefined || !result.response.ok) throw new BulkCasesRefusal(wireErrorText(result.error), result.response.status);
  return result.data;
}

/** BulkLookupsPort over HTTP: insurance GET /getAllContracts/ and POST /packageEntityRelationList. */
export class BulkLookupsHttpAdapter implements BulkLookupsPort {
  constructor(private readonly insurance: InsuranceClient) {}

  async contracts(): Promise<BulkContract[]> {
    const data = settle(await this.insurance.GET('/getAllContracts/'));
    // The kind comes from core's catalogue by id, as everywhere else; the wire's contractType is the server's view of the same.
    return data.contracts.map((c) => ({ contractId: c.contractId, contractName: c.contractName, kind: contractKind(c.contractId) }));
  }

  async packages(entityRelationId: number, contractId: number): Promise<BulkPackage[]> {
    const data = settle(await this.insurance.POST('/packageEntityRelationList', { body: { EntityRelationIds: [entityRelationId], contractId } }));
    return data.packagesTests.map((p) => ({ packageId: p.productEntityRelationId, packageName: p.packageAliasName }));
  }
}
