import { operation } from '../http/operation.ts';
import { badRequest } from '../http/api-error.ts';
import type { Db } from '../store/db.ts';
import { LOOKUP_ACCESS } from './booking-access.ts';

type PlaceKind = 'state' | 'city' | 'location';

/** The places of a kind under a parent (none for states), by name, as lookup entries. */
async function places(db: Db, kind: PlaceKind, parentId: number | null) {
  const rows = await db.query<{ lookUpId: number; lookUpValue: string }>(
    `SELECT id AS "lookUpId", name AS "lookUpValue" FROM place
      WHERE kind = $1 AND parent_id IS NOT DISTINCT FROM $2 ORDER BY name, id`,
    [kind, parentId],
  );
  return { isSuccess: true, lookUpData: rows };
}

/** POST insurance/getAllStates: every state. */
export const getAllStatesOp = operation('getAllStates', {
  access: LOOKUP_ACCESS,
  handle: ({ deps }) => places(deps.db, 'state', null),
});

/** POST insurance/getCities: the cities of a state (id, the legacy copy, must agree). */
export const getCitiesOp = operation('getCities', {
  access: LOOKUP_ACCESS,
  async handle({ body, deps }) {
    if (body.id !== undefined && body.id !== body.stateLookUpId) throw badRequest('body/id must equal body/stateLookUpId');
    return places(deps.db, 'city', body.stateLookUpId);
  },
});

/** POST insurance/getLocation: the localities of a city. */
export const getLocationOp = operation('getLocation', {
  access: LOOKUP_ACCESS,
  handle: ({ body, deps }) => places(deps.db, 'location', body.cityLookUpId),
});

/** POST insurance/getLookUpData: the appointment form's lookup by kind (state; city of a state; location of a city). */
export const getLookUpDataOp = operation('getLookUpData', {
  access: LOOKUP_ACCESS,
  handle: ({ body, deps }) => places(deps.db, body.kind, body.kind === 'state' ? null : body.parentId!),
});
