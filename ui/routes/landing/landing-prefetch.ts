import { matchPath } from 'react-router-dom';
import { OFFLINE_TABS } from '../../../core/consults/offline-tabs.ts';
import { GuardOutcome } from '../../../core/session/guards.ts';
import { isProviderRole, isRoleName } from '../../../core/session/roles.ts';
import { screenAccess } from '../../../core/session/screen-access.ts';
import { ScreenId, SCREENS } from '../../../core/session/screens.ts';
import type { Session } from '../../../core/session/session.ts';
import { loadSignedIn } from '../../app/signed-in-chunks.ts';
import { EsalesTokens } from '../../di/esales.di-tokens.ts';
import { HistoryTokens } from '../../di/history.di-tokens.ts';
import { LabDeskTokens } from '../../di/lab-desk.di-tokens.ts';
import { OfflineDeskTokens } from '../../di/offline-desk.di-tokens.ts';
import type { ViewModelPrefetch } from '../../di/view-model-prefetch.ts';
import type { EsalesQueueViewModel } from '../esales-queue/esales-queue.view-model.ts';
import type { InsurerAppointmentsViewModel } from '../insurer-appointments/insurer-appointments.view-model.ts';
import type { LabDeskViewModel } from '../lab-desk/lab-desk.view-model.ts';
import type { OfflineDeskViewModel } from '../offline-desk/offline-desk.view-model.ts';
import { screenChunks } from '../screen-chunks.ts';

/** Asks for a chunk ahead; if it cannot come now, the route asks again and shows what went wrong. */
const ask = (chunk: () => Promise<unknown>) => void chunk().catch(() => undefined);

/**
 * Where sign-in lands, loaded at once (issue 32, "first rows fast"): the signed-in layout's chunks,
 * the landing screen's chunk, and its view-model, made and started now, so its first list call runs
 * while the code arrives. The screen adopts that view-model (ViewModelPrefetch) and starts nothing
 * twice. Only the landing lists are known here; any other path loads the layout alone. A screen the
 * session may not open gets no call: a refused list call would end the session.
 */
export function prefetchLanding(prefetch: ViewModelPrefetch, session: Session | undefined, path: string): void {
  ask(loadSignedIn);
  // A search in the address belongs to the screen's own start; the landing never carries one.
  if (path.includes('?')) return;
  const found = SCREENS.map((screen) => ({ screen, match: matchPath({ path: screen.path, caseSensitive: false }, path) })).find((m) => m.match);
  if (!found) return;
  const { screen, match } = found;
  const role = match?.params.role;
  if (screenAccess(session, screen, role) !== GuardOutcome.allow) return;

  if (screen.labTab && isRoleName(role) && isProviderRole(role)) {
    const tab = screen.labTab;
    ask(screenChunks.labDesk);
    prefetch.prefetch<LabDeskViewModel>(LabDeskTokens.viewModel, (vm) => vm.start(tab), (vm) => vm.stop());
  } else if (screen.id === ScreenId.esalesQueue) {
    ask(screenChunks.esalesQueue);
    prefetch.prefetch<EsalesQueueViewModel>(EsalesTokens.queueViewModel, (vm) => void vm.start(null), () => undefined);
  } else if (screen.path === '/:role/appointments' && isRoleName(role)) {
    ask(screenChunks.insurerAppointments);
    prefetch.prefetch<InsurerAppointmentsViewModel>(HistoryTokens.insurerAppointmentsViewModel, (vm) => void vm.start(null), () => undefined);
  } else if (screen.id === ScreenId.charts) {
    ask(screenChunks.charts);
  } else {
    const offline = OFFLINE_TABS.find((t) => t.route === screen.path);
    if (!offline) return;
    ask(screenChunks.offlineDesk);
    prefetch.prefetch<OfflineDeskViewModel>(OfflineDeskTokens.viewModel, (vm) => vm.start(offline.tab), (vm) => vm.stop());
  }
}
