import type { ChildEntitiesPort, ChildEntity } from '../../core/session/child-entities.port.ts';
import type { InsuranceClient } from './clients.ts';
import { throwOnServerFault, wireErrorText } from './wire-error.ts';

/** ChildEntitiesPort over HTTP: insurance GET /GetChildEntityRelation/{entityId} (spec 2 §7). */
export class ChildEntitiesHttpAdapter implements ChildEntitiesPort {
  constructor(private readonly insurance: InsuranceClient) {}

  async childEntities(entityId: number): Promise<ChildEntity[]> {
    const { data, error, response } = await this.insurance.GET('/GetChildEntityRelation/{entityId}', { params: { path: { entityId } } });
    throwOnServerFault(response);
    if (data === undefined || !response.ok) throw new Error(wireErrorText(error) ?? `refused with ${response.status}`);
    return data.children.map((c) => ({ id: c.entityId, name: c.entityName }));
  }
}
