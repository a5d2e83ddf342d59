import { PlaceholderView } from '../placeholder/placeholder.view.tsx';
import type { ScreenSpec } from '../route-table.ts';
import { ProtectedRoute } from './protected-route.tsx';

/** Route entry for one screen of the route table: its guard, then (until its issue lands) the placeholder. */
export default function GuardedScreen({ screen }: { screen: ScreenSpec }) {
  return (
    <ProtectedRoute screen={screen}>
      <PlaceholderView screen={screen} />
    </ProtectedRoute>
  );
}
