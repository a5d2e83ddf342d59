import { dayRangeInstants, dayRangeProblem } from '../../../core/appointments/date-presets.ts';
import { queueSearch, searchByOfKind, type QueueSearchKind } from '../../../core/esales/queue.ts';
import { badRequest } from '../http/api-error.ts';
import { scopeCorporates } from '../http/access.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { CaseSelection } from './esales-queue.query.ts';

/** A search checked by the portal's own rule (core/esales/queue.ts); a refused one answers 400. */
export function checkedSearch(field: string, text: string | undefined, kind: QueueSearchKind): CaseSelection['search'] {
  if (text === undefined || text.trim() === '') return undefined;
  const search = queueSearch({ searchBy: searchByOfKind(kind), text });
  if ('problem' in search) throw badRequest(`body/${field}: ${search.problem}`);
  return search;
}

/**
 * The cases a body selects: the corporates chosen in the top bar, each of which must be the
 * caller's (403 otherwise; none chosen means all of them), then the search, or else the creation
 * range in India days.
 */
export function caseSelection(
  auth: AuthContext,
  chosen: readonly number[] | undefined,
  range: { startDate: string; endDate: string },
  search: CaseSelection['search'],
): CaseSelection {
  const corporateIds = scopeCorporates(auth, chosen);
  if (search) return { corporateIds, search };
  const problem = dayRangeProblem(range);
  if (problem) throw badRequest(`body/start: ${problem}`);
  return { corporateIds, days: range, ...dayRangeInstants(range) };
}
