import assert from 'node:assert/strict';
import { Feature } from '../../../core/session/features.ts';
import { canVerifyOtp, otpBoxValue } from '../../../core/session/otp.ts';
import { isProviderRole } from '../../../core/session/roles.ts';
import { SERVICE_LABEL, validServicesFor, type Service } from '../../../core/session/services.ts';
import { canSubmitCredentials, signOut, type CodeStep, type SignInStep } from '../../../core/session/sign-in.ts';
import type { PortalWorld } from '../world.ts';
import { permissionsFrom, roleFrom, servicesFrom, userDetails } from '../people.ts';

export const USUAL_PASSWORD = 'Demo#2026x';
const EMAILED_CODE = '24680';

// ---- who is in the scenario -----------------------------------------------------------------

/**
 * Registers a person with the provider service. A provider-side person may view labs unless the
 * scenario names their permissions; services default to what those permissions give.
 */
export function meetPerson(
  world: PortalWorld,
  name: string,
  roleText: string,
  userName: string,
  options: { password?: string; services?: Service[]; features?: Feature[] } = {},
): void {
  const role = roleFrom(roleText);
  const features = options.features ?? (isProviderRole(role) ? [Feature.VIEW_LABS] : []);
  world.people.set(name, userName);
  world.auth.add({
    user: userDetails(name, role, userName, features),
    password: options.password ?? USUAL_PASSWORD,
    services: options.services ?? validServicesFor(features, isProviderRole(role)),
    wrongCodeError: 'Invalid_OTP',
    noAccess: false,
  });
}

export const meetWithPassword = (world: PortalWorld, name: string, role: string, userName: string, password: string) =>
  meetPerson(world, name, role, userName, { password });

export const meetWorkingIn = (world: PortalWorld, name: string, role: string, serviceText: string, userName: string) =>
  meetPerson(world, name, role, userName, { services: servicesFrom(serviceText) });

export const meetWithPermissions = (world: PortalWorld, name: string, role: string, permissions: string) =>
  meetPerson(world, name, role, `${name.toLowerCase()}.${role}`, { features: permissionsFrom(permissions) });

export function accountAsksForCode(world: PortalWorld, name: string): void {
  world.auth.account(world.userNameOf(name)).emailedCode = EMAILED_CODE;
}

export function serverGivesNoReasonForWrongCodes(world: PortalWorld, name: string): void {
  world.auth.account(world.userNameOf(name)).wrongCodeError = null;
}

export function accountHasNoAccess(world: PortalWorld, name: string): void {
  world.auth.account(world.userNameOf(name)).noAccess = true;
}

export function signInServiceUnreachable(world: PortalWorld): void {
  world.auth.reachable = false;
}

// ---- what they do ---------------------------------------------------------------------------

export function fillSignInForm(world: PortalWorld, userName: string, password: string): void {
  world.typed = { userName, password };
  world.userNameTouched = true;
}

export function fillPasswordOnly(world: PortalWorld, password: string): void {
  world.typed = { userName: '', password };
}

export async function signInWithPassword(world: PortalWorld, name: string, password: string): Promise<void> {
  fillSignInForm(world, world.userNameOf(name), password);
  show(world, await world.signIn.submitCredentials({ userName: world.typed.userName, password }));
}

export async function signInAsUsual(world: PortalWorld, name: string): Promise<void> {
  await signInWithPassword(world, name, world.auth.account(world.userNameOf(name)).password);
}

export async function signInWithPermissions(world: PortalWorld, name: string, role: string, permissions: string): Promise<void> {
  meetWithPermissions(world, name, role, permissions);
  await signInAsUsual(world, name);
}

/** Types a code into the five boxes, one keystroke a box, and asks to verify when the button allows it. */
export async function enterCode(world: PortalWorld, typed: string): Promise<void> {
  typeCode(world, typed);
  const entry = codeEntry(world);
  if (!canVerifyOtp(entry.code, entry.inlineError !== undefined, entry.submitting)) return;
  entry.submitting = true;
  const step = await world.signIn.submitCode(entry.challenge, entry.code);
  entry.submitting = false;
  show(world, step);
}

export async function enterEmailedCode(world: PortalWorld): Promise<void> {
  await enterCode(world, EMAILED_CODE);
}

/** Editing any box clears the wrong-code reason (spec 1 §4 step 4). */
export function typeCode(world: PortalWorld, typed: string): void {
  const entry = codeEntry(world);
  entry.code = [...typed].map(otpBoxValue).join('');
  entry.inlineError = undefined;
}

export async function signOutOf(world: PortalWorld): Promise<void> {
  // The portal forgets the session whatever the server answers; a failed call is not the person's concern.
  await signOut(world.auth, world.store).catch(() => undefined);
  world.page = '/login';
}

function show(world: PortalWorld, step: SignInStep | CodeStep): void {
  switch (step.kind) {
    case 'signedIn':
      world.codeEntry = undefined;
      world.toasts.push(step.toast);
      world.page = step.landing;
      return;
    case 'codeNeeded':
      world.codeEntry = { challenge: step.challenge, code: '', inlineError: undefined, submitting: false };
      return;
    case 'refused':
      world.toasts.push(step.toast);
      return;
    case 'wrongCode':
      codeEntry(world).inlineError = step.inline;
      if (step.toast) world.toasts.push(step.toast);
      return;
  }
}

function codeEntry(world: PortalWorld) {
  assert.ok(world.codeEntry, 'the code dialog is not open');
  return world.codeEntry;
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
  assert.equal(codeEntry(world).challenge.sentTo, maskedAddress);
  assert.equal(world.store.load(), undefined, 'nothing is kept before the code is verified');
}

export function seesUnderTheCode(world: PortalWorld, reason: string): void {
  assert.equal(codeEntry(world).inlineError, reason);
}

export function seesNothingUnderTheCode(world: PortalWorld): void {
  assert.equal(codeEntry(world).inlineError, undefined);
}

export function mayVerify(world: PortalWorld, expected: boolean): void {
  const entry = codeEntry(world);
  assert.equal(canVerifyOtp(entry.code, entry.inlineError !== undefined, entry.submitting), expected);
}

export function maySignIn(world: PortalWorld, expected: boolean): void {
  assert.equal(canSubmitCredentials(world.typed.userName, world.typed.password, world.userNameTouched), expected);
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

export function serverWasToldOfSignOut(world: PortalWorld, name: string): void {
  assert.ok(world.auth.loggedOut.some((token) => token.startsWith(`token-${world.userNameOf(name)}-`)));
}
