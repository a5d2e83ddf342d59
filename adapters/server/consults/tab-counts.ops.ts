import { operation } from '../http/operation.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';
import { OFFLINE_TABS } from '../../../core/consults/offline-tabs.ts';
import { deskProviders } from '../lab-desk/desk-scope.ts';
import { countWithPastSla } from '../requests/request-store.ts';
import { offlineSlaTerms } from '../../../core/consults/offline-pending.ts';
import { slaSqlTerms } from '../requests/selection.ts';
import { offlineSelection } from './offline-selection.ts';
import type { ListBody } from '../lab-desk/list-selection.ts';

/**
 * POST medibuddyCentral/offlineTabCounts: the counters of the five tabs and of every sub-tab over
 * one date window, each counted by the same selection its list reads (so a counter and its list
 * never disagree), each with how many of them are past SLA in the same statement. A tab with
 * sub-tabs counts all its statuses.
 */
export const offlineTabCountsOp = operation('offlineTabCounts', {
  access: { roles: LAB_ROLES },
  async handle({ body, auth, deps }) {
    const providers = deskProviders(auth, { ...body, services: 'OFFLINE_CONSULTS' });
    const now = deps.clock.now();
    const list = (sourcePage: number, subPage: ListBody['subPage']) =>
      offlineSelection({
        userId: body.userId, providerId: body.providerId, services: 'OFFLINE_CONSULTS', sourcePage, subPage, startDate: body.startDate, endDate: body.endDate,
        rows: 1, pageNumber: 1, priority: 0, sortByField: 'FulfillmentDate', isDescending: false, isSearch: false, fetchHighSLACases: false,
      }, providers, now);
    const tabs = await Promise.all(OFFLINE_TABS.map(async (t) => {
      const sel = { ...list(t.tab, t.subTabs[0]?.subTab ?? null), statusIds: [...t.statusIds] };
      const { total, pastSla } = await countWithPastSla(deps.db, sel, slaSqlTerms(offlineSlaTerms(t, now)), null);
      return { sourcePage: t.tab, count: total, pastSla };
    }));
    const subTabs = await Promise.all(OFFLINE_TABS.flatMap((t) => t.subTabs.map(async (s) => {
      const sel = list(t.tab, s.subTab);
      const { total, pastSla } = await countWithPastSla(deps.db, sel, sel.pastSlaTerms, null);
      return { subPage: s.subTab, count: total, pastSla };
    })));
    return { isSuccess: true, tabs, subTabs };
  },
});
