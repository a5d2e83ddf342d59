import assert from 'node:assert/strict';
import { Feature } from '../../../core/session/features.ts';
import { otpBoxValue } from '../../../core/session/otp.ts';
import { isProviderRole } from '../../../core/session/roles.ts';
import { SERVICE_LABEL, Service } from '../../../core/session/services.ts';
import { signOut } from '../../../core/session/sign-in.ts';
import type { PortalWorld } from '../world.ts';
import { permissionsFrom, roleFrom, servicesFrom } from '../people.ts';

export const USUAL_PASSWORD = 'Demo#2026x';

/** The permission that opens each service to a provider person (validServicesFor reads it back). */
const SERVICE_FEATURE: Readonly<Record<Service, Feature>> = {
  [Service.LABS]: Feature.VIEW_LABS,
  [Service.OFFLINE_CONSULTS]: Feature.VIEW_OFFLINE,
};

// ---- who is in the scenario -----------------------------------------------------------------

/**
 * Registers a person with the provider service. A provider-side person may view labs unless the
 * scenario names their permissions or services; an insurer-side person works in Labs.
 */
export async function meetPerson(
  world: PortalWorld,
  name: string,
  roleText: string,
  userName: string,
  options: { password?: string; features?: Feature[] } = {},
): Promise<void> {
  const role = roleFrom(roleText);
  const features = options.features ?? (isProviderRole(role) ? [Feature.VIEW_LABS] : []);
  const password = options.password ?? USUAL_PASSWORD;
  world.people.set(name, userName);
  world.passwords.set(userName, password);
  await world.service.add({ firstName: name, role, userName, password, features });
}

export const meetWithPassword = (world: PortalWorld, name: string, role: string, userName: string, password: string) =>
  meetPerson(world, name, role, userName, { password });

/** A person working in the named services: a provider person holds the permissions that open them. */
export const meetWorkingIn = (world: PortalWorld, name: string, role: string, serviceText: string, userName: string) =>
  meetPerson(world, name, role, userName, isProviderRole(roleFrom(role)) ? { features: servicesFrom(serviceText).map((s) => SERVICE_FEATURE[s]) } : {});

export const meetWithPermissions = (world: PortalWorld, name: string, role: string, permissions: string) =>
  meetPerson(world, name, role, `${name.toLowerCase()}.${role}`, { features: permissionsFrom(permissions) });

export async function accountAsksForCode(world: PortalWorld, name: string): Promise<void> {
  await world.service.asksForCode(world.userNameOf(name));
}

export function serverGivesNoReasonForWrongCodes(world: PortalWorld, name: string): void {
  world.inMemory.giveNoReasonForWrongCodes(world.userNameOf(name));
}

export function accountHasNoAccess(world: PortalWorld, name: string): void {
  world.inMemory.refuseWithoutReason(world.userNameOf(name));
}

export function signInServiceUnreachable(world: PortalWorld): void {
  world.service.becomeUnreachable();
}

// ---- what they do, on the portal's own sign-in screen (LoginViewModel) ------------------------

export function fillSignInForm(world: PortalWorld, userName: string, password: string): void {
  world.login.setUserName(userName);
  world.login.setPassword(password);
}

export function fillPasswordOnly(world: PortalWorld, password: string): void {
  world.login.setPassword(password);
}

export async function signInWithPassword(world: PortalWorld, name: string, password: string): Promise<void> {
  fillSignInForm(world, world.userNameOf(name), password);
  await world.login.submitCredentials();
}

export async function signInAsUsual(world: PortalWorld, name: string): Promise<void> {
  await signInWithPassword(world, name, world.passwords.get(world.userNameOf(name)) ?? USUAL_PASSWORD);
}

export async function signInWithPermissions(world: PortalWorld, name: string, role: string, permissions: string): Promise<void> {
  await meetWithPermissions(world, name, role, permissions);
  await signInAsUsual(world, name);
}

/** Types a code into the five boxes, one keystroke a box, and presses Verify when the button allows it. */
export async function enterCode(world: PortalWorld, typed: string): Promise<void> {
  typeCode(world, typed);
  if (world.login.canVerify) await world.login.verifyCode();
}

export async function enterEmailedCode(world: PortalWorld, name: string): Promise<void> {
  await enterCode(world, await world.service.emailedCode(world.userNameOf(name)));
}

/** Each keystroke goes into its box as the code boxes take it (digits only). */
export function typeCode(world: PortalWorld, typed: string): void {
  codeDialog(world).setCodeDigits([...typed].map(otpBoxValue));
}

export async function signOutOf(world: PortalWorld): Promise<void> {
  // As the shell does: to /login at once, and the session forgotten whatever the server answers.
  world.navigator.go('/login', { replace: true });
  await signOut(world.service.auth, world.store).catch(() => undefined);
}

function codeDialog(world: PortalWorld) {
  assert.ok(world.login.isCodeDialogOpen, 'the code dialog is not open');
  return world.login;
}

// ---- what they see --------------------------------------------------------------------------

export function isTold(world: PortalWorld, message: string): void {
  assert.equal(world.toasts.at(-1), message);
}

export function isToldNothing(world: PortalWorld): void {
  assert.deepEqual(world.toasts, []);
}

export function landsOn(world: PortalWorld, path: string): void {
  assert.equal(world.page, path);
}

export function isAskedForCodeSentTo(world: PortalWorld, maskedAddress: string): void {
  assert.equal(codeDialog(world).codeSentTo, maskedAddress);
  assert.equal(world.store.load(), undefined, 'nothing is kept before the code is verified');
}

export function seesUnderTheCode(world: PortalWorld, reason: string): void {
  assert.equal(codeDialog(world).codeError, reason);
}

export function seesNothingUnderTheCode(world: PortalWorld): void {
  assert.equal(codeDialog(world).codeError, null);
}

export function mayVerify(world: PortalWorld, expected: boolean): void {
  assert.equal(codeDialog(world).canVerify, expected);
}

export function maySignIn(world: PortalWorld, expected: boolean): void {
  assert.equal(world.login.canSubmit, expected);
}

export function isNotSignedIn(world: PortalWorld): void {
  assert.equal(world.store.load(), undefined);
  assert.equal(world.page, undefined);
}

export function sessionIsKept(world: PortalWorld, name: string, serviceLabel: string): void {
  const session = world.store.load();
  assert.ok(session, 'no session is kept');
  assert.equal(session.user.userName, world.userNameOf(name));
  assert.equal(session.serviceSelected && SERVICE_LABEL[session.serviceSelected], serviceLabel);
}

export function sessionIsForgotten(world: PortalWorld): void {
  assert.equal(world.store.load(), undefined);
}

export async function serverWasToldOfSignOut(world: PortalWorld, name: string): Promise<void> {
  assert.ok(await world.service.wasToldOfSignOut(world.userNameOf(name)));
}
