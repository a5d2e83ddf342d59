import assert from 'node:assert/strict';
import { passwordProblems } from '../../../core/session/password.ts';
import { ForgotPasswordViewModel } from '../../../ui/routes/password/forgot-password.view-model.ts';
import { ResetPasswordViewModel } from '../../../ui/routes/password/reset-password.view-model.ts';
import type { PortalWorld } from '../world.ts';

/** The password screens as the portal shows them: the reset form, or the forgot-password form. */
const screens = new WeakMap<PortalWorld, { reset?: ResetPasswordViewModel; forgot?: ForgotPasswordViewModel }>();
const screensOf = (world: PortalWorld) => {
  if (!screens.has(world)) screens.set(world, {});
  return screens.get(world)!;
};

function resetForm(world: PortalWorld): ResetPasswordViewModel {
  const s = screensOf(world);
  s.reset ??= new ResetPasswordViewModel(world.service.password, world.toaster, world.navigator);
  return s.reset;
}

export function chooseNewPassword(world: PortalWorld, password: string, confirm: string): void {
  const form = resetForm(world);
  form.setNewPassword(password);
  form.setConfirmPassword(confirm);
}

export async function askForResetLink(world: PortalWorld, userName: string): Promise<void> {
  const form = new ForgotPasswordViewModel(world.service.password, world.toaster, world.navigator);
  screensOf(world).forgot = form;
  form.setUserName(userName);
  await form.submit();
}

/** What the open form shows under its fields, first field first. */
function formMessage(world: PortalWorld): string | null {
  const { reset, forgot } = screensOf(world);
  if (forgot) return forgot.userNameError;
  assert.ok(reset, 'no password form is open');
  return reset.newPasswordError ?? reset.confirmError;
}

export function formReads(world: PortalWorld, message: string): void {
  assert.equal(formMessage(world), message);
}

export function formReadsNothing(world: PortalWorld): void {
  assert.equal(formMessage(world), null);
}

/** The send button is enabled only when the form shows nothing wrong. */
export function maySubmitNewPassword(world: PortalWorld, expected: boolean): void {
  assert.equal(resetForm(world).canSubmit, expected);
}

export function brokenRulesAre(world: PortalWorld, messages: string[]): void {
  assert.deepEqual(passwordProblems(resetForm(world).newPassword), messages);
}
