import { lazy, type ReactNode } from 'react';
import { isProviderRole, isRoleName } from '../../core/session/roles.ts';
import { screenChunks } from './screen-chunks.ts';

// Each screen is its own chunk, loaded the first time its route opens.
const RequestHistoryPage = lazy(screenChunks.requestHistory);
const InsurerAppointmentsPage = lazy(screenChunks.insurerAppointments);
const EsalesHistoryPage = lazy(screenChunks.esalesHistory);

/**
 * The screens of issue 4 by route path: the request history page for every role, and All
 * Appointments for insurer roles on /{role}/appointments (lab roles see their New tab there); and
 * the e-sales history page of issue 10.
 * Null when the path is not one of them.
 */
export function historyScreen(path: string, role: string | undefined): ReactNode | null {
  if (path === '/:role/appointments/:requestId/history') return <RequestHistoryPage />;
  if (path === '/:role/appointments/esalesqueue/:esaleId/history') return <EsalesHistoryPage />;
  if (path === '/:role/appointments' && isRoleName(role) && !isProviderRole(role)) return <InsurerAppointmentsPage />;
  return null;
}
