import assert from 'node:assert/strict';
import { CHART_USER_NAMES } from '../../../core/session/chart-users.ts';
import { canSeeCharts, landingPath } from '../../../core/session/landing.ts';
import { drawerRouteGroups } from '../../../core/session/drawer.ts';
import { SessionMessage } from '../../../core/session/messages.ts';
import { entityTypeForRole, isProviderRole, roleNameForId } from '../../../core/session/roles.ts';
import { screenAccess } from '../../../core/session/screen-access.ts';
import { landingUser } from '../../../core/session/sign-in.ts';
import { pageNamed } from '../pages.ts';
import { roleFrom } from '../people.ts';
import type { PortalWorld } from '../world.ts';

const NOT_AUTHORISED_PAGE = 'the not-authorised page';

// ---- sessions that end ------------------------------------------------------------------------

/** The server stops accepting the person's access token, as when their session times out. */
export async function sessionExpires(world: PortalWorld, name: string): Promise<void> {
  await world.service.expireSessionsOf(world.userNameOf(name));
}

/**
 * Opens a page as the portal does: any call answering 'Invalid Access Token' ends the session
 * (spec 1 §4 step 5), then the route guard decides between the page, sign-in and not-authorised.
 */
export async function openPage(world: PortalWorld, pageName: string): Promise<void> {
  const page = pageNamed(pageName);
  await world.service.callWithStoredToken(world.store);
  const outcome = screenAccess(world.store.load(), page.screen, page.role);
  if (outcome === 'login') return openSignInPage(world);
  if (outcome === 'notFound') {
    world.page = 'the not-found page';
    world.pageTexts = [];
    return;
  }
  if (outcome === 'notAuthorised') {
    world.page = NOT_AUTHORISED_PAGE;
    world.pageTexts = [SessionMessage.notAuthorisedTitle, SessionMessage.notAuthorisedHint];
    return;
  }
  world.page = page.path;
  world.pageTexts = [];
}

/** The sign-in page tells, once, that the last session expired (the portal's LoginViewModel reads it). */
export function openSignInPage(world: PortalWorld): void {
  world.page = '/login';
  const notice = world.openLoginScreen().expiredNotice;
  world.pageTexts = notice ? [notice] : [];
}

/** The home page '/' sends the person where sign-in would (spec 3 §2.1). */
export function openHomePage(world: PortalWorld): void {
  const session = world.store.load();
  world.page = landingPath(session && landingUser(session), session?.serviceSelected, CHART_USER_NAMES);
}

export function isSentToSignIn(world: PortalWorld): void {
  assert.equal(world.page, '/login');
}

export function isLetIn(world: PortalWorld, pageName: string): void {
  assert.equal(world.page, pageNamed(pageName).path);
}

export function isNotAuthorised(world: PortalWorld): void {
  assert.equal(world.page, NOT_AUTHORISED_PAGE);
}

export function pageReads(world: PortalWorld, text: string): void {
  assert.ok(world.pageTexts.includes(text), `the page reads ${JSON.stringify(world.pageTexts)}`);
}

export function pageReadsNothing(world: PortalWorld): void {
  assert.deepEqual(world.pageTexts, []);
}

/** "is let in" / "is not authorised" / "is sent to sign in", from an outline's column. */
export function outcomeIs(world: PortalWorld, pageName: string, outcome: string): void {
  if (outcome === 'is let in') return isLetIn(world, pageName);
  if (outcome === 'is not authorised') return isNotAuthorised(world);
  if (outcome === 'is sent to sign in') return isSentToSignIn(world);
  throw new Error(`unknown outcome "${outcome}"`);
}

/** The Charts tab shows only for the listed users and never for agents (spec 1 §6). */
export function seesChartsTab(world: PortalWorld, expected: boolean): void {
  const session = world.store.load();
  assert.ok(session, 'nobody is signed in');
  assert.equal(canSeeCharts(landingUser(session), CHART_USER_NAMES), expected);
}

/** The drawer's links in a group, by core's catalogue and the session guard ("nothing" for none). */
export function drawerLinks(world: PortalWorld, group: string, links: string): void {
  const session = world.store.load();
  assert.ok(session, 'nobody is signed in');
  const shown = drawerRouteGroups(session).find((g) => g.title === group)?.items.map((i) => i.label) ?? [];
  assert.deepEqual(shown, links === 'nothing' ? [] : links.split(/\s*,\s*/));
}

// ---- the role catalogue -------------------------------------------------------------------------

export function readRoleId(world: PortalWorld, roleId: number): void {
  world.roleRead = { roleId, roleName: roleNameForId(roleId) };
}

export function roleIsNamed(world: PortalWorld, roleName: string): void {
  assert.equal(world.roleRead?.roleName, roleName);
}

export function noRoleIsNamed(world: PortalWorld): void {
  assert.ok(world.roleRead, 'no role id was read');
  assert.equal(world.roleRead.roleName, undefined);
}

/** A provider role works a provider's requests as a DC entity; an insurer role an insurer's. */
export function roleWorksFor(world: PortalWorld, roleText: string, side: string): void {
  const role = roleFrom(roleText);
  assert.ok(side === 'provider' || side === 'insurer', `unknown side "${side}"`);
  assert.equal(isProviderRole(role), side === 'provider');
  assert.equal(entityTypeForRole(role), side === 'provider' ? 'DC' : 'Insurer');
}
