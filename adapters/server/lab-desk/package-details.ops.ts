import { Feature } from '../../../core/session/features.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';
import { operation } from '../http/operation.ts';
import type { Db } from '../store/db.ts';

interface PackageRow {
  id: number;
  name: string;
  groups: { groupName: string; tests: { name: string }[] }[];
}

/**
 * The tests of the asked packages grouped by group name, as the package popup lists them: one flat
 * list for every asked package, in the order asked; an unknown id adds nothing.
 */
async function packagesTests(db: Db, ids: readonly number[]) {
  const rows = await db.query<PackageRow>('SELECT id, name, groups FROM package WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)', [ids]);
  return {
    isSuccess: true,
    packagesTests: rows.flatMap((p) =>
      p.groups.map((g) => ({ packageId: p.id, packageName: p.name, groupName: g.groupName, tests: g.tests.map((t) => ({ testId: null, name: t.name })) })),
    ),
  };
}

/**
 * POST provider/getPackageDetails: the lab desk's package popup. Package contents are catalogue
 * data, not anyone's personal data, so any signed-in user may ask.
 */
export const packageDetailsOp = operation('getPackageDetails', {
  async handle({ body, deps }) {
    return packagesTests(deps.db, body.productEntityRelationIds);
  },
});

/**
 * POST consults/packageDetailsByProductIds: the offline desk's package popup (spec 3 §2.3), the
 * same catalogue read by product ids. Like every consults call it needs a clinic user with
 * VIEW_OFFLINE; the catalogue itself has no owner.
 */
export const packageDetailsByProductIdsOp = operation('packageDetailsByProductIds', {
  access: { roles: LAB_ROLES, feature: Feature.VIEW_OFFLINE },
  async handle({ body, deps }) {
    return packagesTests(deps.db, body.productIds);
  },
});
