import { operation } from '../http/operation.ts';

interface PackageRow {
  id: number;
  name: string;
  groups: { groupName: string; tests: { name: string }[] }[];
}

/**
 * POST provider/getPackageDetails: the tests of the asked packages grouped by group name, as the
 * package popup lists them; one flat list for every asked package, an unknown id adds nothing.
 * Package contents are catalogue data, not anyone's personal data, so any signed-in user may ask.
 */
export const packageDetailsOp = operation('getPackageDetails', {
  async handle({ body, deps }) {
    const ids = body.productEntityRelationIds;
    const rows = await deps.db.query<PackageRow>('SELECT id, name, groups FROM package WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)', [ids]);
    return {
      isSuccess: true,
      packagesTests: rows.flatMap((p) =>
        p.groups.map((g) => ({ packageId: p.id, packageName: p.name, groupName: g.groupName, tests: g.tests.map((t) => ({ testId: null, name: t.name })) })),
      ),
    };
  },
});
