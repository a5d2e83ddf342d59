import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { isProviderRole } from '../../../core/session/roles.ts';
import { historyScreen } from '../history-screens.tsx';
import { PlaceholderView } from '../placeholder/placeholder.view.tsx';
import { isRoleName } from '../../../core/session/roles.ts';
import { OFFLINE_TABS } from '../../../core/consults/offline-tabs.ts';
import { ScreenId, screenTitle, type ScreenSpec } from '../../../core/session/screens.ts';
import { RoleResolverView } from '../role-resolver/role-resolver.view.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { screenChunks } from '../screen-chunks.ts';

// Each built screen is its own chunk, so /login's bundle does not grow with them.
const LabDeskPage = lazy(screenChunks.labDesk);
const EsalesQueuePage = lazy(screenChunks.esalesQueue);
const CreateAppointmentPage = lazy(screenChunks.createAppointment);
const ChartsPage = lazy(screenChunks.charts);
const CreateOrderPage = lazy(screenChunks.createOrder);
const DoctorListPage = lazy(screenChunks.doctorList);
const DoctorProfilePage = lazy(screenChunks.doctorProfile);
const SchedulePage = lazy(screenChunks.schedule);
const HolidaysPage = lazy(screenChunks.holidays);
const OfflineDeskPage = lazy(screenChunks.offlineDesk);
const SpocListPage = lazy(screenChunks.spocList);
const SpocFormPage = lazy(screenChunks.spocForm);

/** The screen a route shows once the guard lets the user in: a built screen, or the placeholder until its issue lands. */
function ScreenFor({ screen }: { screen: ScreenSpec }) {
  const { role } = useParams();
  // Keyed by tab: a new tab is a new screen with its own view-model, never the previous tab's.
  if (screen.labTab && isRoleName(role) && isProviderRole(role)) return <LabDeskPage key={screen.labTab} tab={screen.labTab} />;
  if (screen.id === ScreenId.esalesQueue) return <EsalesQueuePage />;
  if (screen.id === ScreenId.createAppointment) return <CreateAppointmentPage />;
  if (screen.id === ScreenId.charts) return <ChartsPage />;
  if (screen.id === ScreenId.createOrder) return <CreateOrderPage />;
  if (screen.id === ScreenId.doctorList) return <DoctorListPage />;
  if (screen.id === ScreenId.doctorProfile) return <DoctorProfilePage />;
  if (screen.id === ScreenId.doctorSchedule) return <SchedulePage key="schedule" />;
  if (screen.id === ScreenId.doctorHolidays) return <HolidaysPage key="holidays" />;
  if (screen.id === ScreenId.spocList) return <SpocListPage />;
  if (screen.id === ScreenId.spocForm) return <SpocFormPage />;
  const offlineTab = OFFLINE_TABS.find((t) => t.route === screen.path);
  if (offlineTab) return <OfflineDeskPage key={offlineTab.tab} tab={offlineTab.tab} title={screenTitle(screen, role)} />;
  if (screen.id === ScreenId.roleResolver) return <RoleResolverView />;
  // Request history (every role) and the insurer's All Appointments (issue 4).
  return historyScreen(screen.path, role) ?? <PlaceholderView screen={screen} />;
}

/** Route entry for one screen of the route table: its guard, then the screen. */
export default function GuardedScreen({ screen }: { screen: ScreenSpec }) {
  return (
    <ProtectedRoute screen={screen}>
      <ScreenFor screen={screen} />
    </ProtectedRoute>
  );
}
