import { scopeProviders } from '../http/access.ts';
import { operation } from '../http/operation.ts';
import { DoctorAccess } from './doctor-access.ts';

/** POST provider/entityRelationProperty: the MBCharge set for the caller's providers (the form uses the default when none is). */
export const entityRelationPropertyOp = operation('entityRelationProperty', {
  access: DoctorAccess.read,
  async handle({ body, auth, deps }) {
    const rows = await deps.db.query<{ providerId: number; propertyName: string; value: string }>(
      `SELECT provider_id AS "providerId", name AS "propertyName", value FROM entity_relation_property
        WHERE provider_id = ANY($1::int[]) AND name = ANY($2::text[]) ORDER BY provider_id, name`,
      [scopeProviders(auth, body.providerIds), body.entityRelationPropertyNames],
    );
    return { success: true, data: { propertyList: rows } };
  },
});
