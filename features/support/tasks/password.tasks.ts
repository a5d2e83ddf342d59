import assert from 'node:assert/strict';
import { FORGOT_PASSWORD_EMPTY, passwordProblems, resetPasswordError } from '../../../core/session/password.ts';
import { isBlank } from '../../../core/shared/validation.ts';
import type { PortalWorld } from '../world.ts';

export function chooseNewPassword(world: PortalWorld, password: string, confirm: string): void {
  world.passwordForm = { ...world.passwordForm, password, confirm, message: resetPasswordError(password, confirm) };
}

export function askForResetLink(world: PortalWorld, userName: string): void {
  world.passwordForm = { ...world.passwordForm, userName, message: isBlank(userName) ? FORGOT_PASSWORD_EMPTY : undefined };
}

export function formReads(world: PortalWorld, message: string): void {
  assert.equal(world.passwordForm.message, message);
}

export function formReadsNothing(world: PortalWorld): void {
  assert.equal(world.passwordForm.message, undefined);
}

/** The submit button is enabled only when the form shows nothing wrong. */
export function maySubmitNewPassword(world: PortalWorld, expected: boolean): void {
  const { password, confirm } = world.passwordForm;
  assert.equal(resetPasswordError(password, confirm) === undefined, expected);
}

export function brokenRulesAre(world: PortalWorld, messages: string[]): void {
  assert.deepEqual(passwordProblems(world.passwordForm.password), messages);
}
