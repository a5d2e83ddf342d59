import { OfflineTab, offlineListScope, offlineTab, type OfflineListScope } from '../../../core/consults/offline-tabs.ts';
import { badRequest } from '../http/api-error.ts';
import { offlineSlaTerms } from '../../../core/consults/offline-pending.ts';
import { bodyTerms, type CountedSelection, type ListBody } from '../lab-desk/list-selection.ts';
import { slaSqlTerms } from '../requests/selection.ts';

const later = (a: Date | undefined, b: Date) => (a && a.getTime() > b.getTime() ? a : b);
const earlier = (a: Date | undefined, b: Date) => (a && a.getTime() < b.getTime() ? a : b);

/**
 * Reads an offline RequestDetails body into a selection: the tab's (or sub-tab's) statuses, and
 * for Attendance Pending and Future Appointments the side of now their appointment time lies on,
 * narrowed into the date window (from inclusive, to exclusive), and the list's SLA terms (its breach
 * count; with fetchHighSLACases, its filter). A top-bar search looks in All.
 */
export function offlineSelection(body: ListBody, providerIds: number[], now: Date): CountedSelection {
  const tab = offlineTab(body.sourcePage);
  if (!tab) throw badRequest('body/sourcePage must be an offline-consult tab number (1 to 5)');
  const scope: OfflineListScope | undefined = body.isSearch ? offlineTab(OfflineTab.ALL) : offlineListScope(tab, body.subPage);
  if (!scope) throw badRequest(`body/subPage ${body.subPage} is not a sub-tab of ${tab.label}`);
  const terms = bodyTerms(body, 'OFFLINE_CONSULTS', providerIds);
  const justAfterNow = new Date(now.getTime() + 1);
  const pastSlaTerms = slaSqlTerms(offlineSlaTerms(scope, now));
  return {
    ...terms,
    statusIds: [...scope.statusIds],
    pastSlaTerms,
    ...(body.fetchHighSLACases ? { sla: pastSlaTerms } : {}),
    ...(scope.time === 'due' ? { to: earlier(terms.to, justAfterNow) } : {}),
    ...(scope.time === 'ahead' ? { from: later(terms.from, justAfterNow) } : {}),
  };
}
