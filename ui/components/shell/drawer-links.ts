import { drawerRouteGroups } from '../../../core/session/drawer.ts';
import { isProviderRole } from '../../../core/session/roles.ts';
import type { Session } from '../../../core/session/session.ts';
import { PARTNER_LINKS, partnerHref } from './external-links.ts';
import { translate } from '../../i18n/define-text.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { shellText } from './shell.text.ts';
import './shell.core-text.ts';

export type DrawerItem =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'howToUse'; label: string };

export interface DrawerGroup {
  id: string;
  title: string;
  items: DrawerItem[];
}

/**
 * The drawer's link groups for a session: the links to screens from core's catalogue (each behind
 * the screen's guard), then partner links and help for providers, in the current language. Empty groups are left out.
 */
export function drawerGroups(session: Session): DrawerGroup[] {
  const groups: DrawerGroup[] = drawerRouteGroups(session).map((g) => ({
    ...g,
    title: translateCore(g.title),
    items: g.items.map((i) => ({ kind: 'route' as const, ...i, label: translateCore(i.label) })),
  }));
  if (isProviderRole(session.user.role)) {
    const more = groups.find((g) => g.id === 'more');
    for (const link of PARTNER_LINKS) more?.items.push({ kind: 'external', label: translate(shellText, link.label), href: partnerHref(link.base, session.user) });
    more?.items.push({ kind: 'howToUse', label: translate(shellText, 'howToUse') });
  }
  return groups.filter((g) => g.items.length > 0);
}
