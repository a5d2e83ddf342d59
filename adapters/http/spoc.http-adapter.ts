import { PAGE_SIZE } from '../../core/shared/paging.ts';
import { SPOC_APPLICATION_ID, type SpocPayload } from '../../core/spoc/spoc-payload.ts';
import type { SpocRecord } from '../../core/spoc/spoc-record.ts';
import { SpocCallRefused, type SpocListQuery, type SpocPort, type SpocRole, type SpocStatusChange } from '../../core/spoc/spoc.port.ts';
import type { ProviderClient } from './clients.ts';
import { toSpocRecord, toWirePayload } from './spoc.mapper.ts';
import { throwOnServerFault, wireErrorText } from './wire-error.ts';

function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  throwOnServerFault(result.response);
  if (!result.response.ok || result.data === undefined) throw new SpocCallRefused(result.response.status, wireErrorText(result.error));
  return result.data;
}

/** A 200 that says it did not succeed is refused too (spec 3 §7: isSuccess or success). */
function saved(data: { isSuccess: boolean; success: boolean }): void {
  if (!data.isSuccess && !data.success) throw new SpocCallRefused(200, null);
}

/** SpocPort over HTTP: the provider service's SPOC calls (openapi/provider/spoc.yaml). */
export class SpocHttpAdapter implements SpocPort {
  constructor(private readonly provider: ProviderClient) {}

  async list(q: SpocListQuery): Promise<{ spocs: SpocRecord[]; total: number }> {
    const body = {
      entityId: q.entityId, service: [...q.services], speciality: [...q.specialities], profileStatus: [...q.profileStatus],
      // Spec 3 §9: the SPOC list's startIndex is the page, not a row offset.
      startIndex: q.page, range: PAGE_SIZE, applicationId: SPOC_APPLICATION_ID, filterEntityIds: [...q.filterEntityIds],
      ...(q.firstName ? { spocNames: [q.firstName] } : {}),
    };
    const data = settle(await this.provider.POST('/getSpocList', { body }));
    return { spocs: data.users.map(toSpocRecord), total: data.count };
  }

  async details(userName: string, userId: number): Promise<SpocRecord> {
    const data = settle(await this.provider.GET('/getSPOCDetails', { params: { query: { userName, userId } } }));
    return toSpocRecord(data.data);
  }

  async setStatus(c: SpocStatusChange): Promise<void> {
    const data = settle(await this.provider.POST('/updateSpocStatus', { body: { ...c } }));
    if (!data.isSuccess) throw new SpocCallRefused(200, null);
  }

  async roles(): Promise<SpocRole[]> {
    const data = settle(await this.provider.GET('/getRoles', { params: { query: { appId: SPOC_APPLICATION_ID } } }));
    return data.roles.map((r) => ({ id: r.id, name: r.name, ...(r.grantable === undefined ? {} : { grantable: r.grantable }) }));
  }

  async create(payload: SpocPayload): Promise<void> {
    saved(settle(await this.provider.POST('/CreateUser', { body: toWirePayload(payload) })));
  }

  async update(payload: SpocPayload): Promise<void> {
    const body = { ...toWirePayload(payload), userName: payload.userName ?? '', userId: payload.userId ?? 0 };
    saved(settle(await this.provider.POST('/updateSpocProfile', { body })));
  }
}
