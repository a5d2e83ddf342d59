import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { CodeChallenge } from '../../core/session/auth.port.ts';
import { SignIn } from '../../core/session/sign-in.ts';
import { InMemoryAuth } from './fakes/in-memory-auth.ts';
import { MemorySessionStore } from '../../core/session/memory-session-store.ts';

/** What the code dialog holds: the digits typed, the inline reason shown, and whether it is sending. */
export interface CodeEntry {
  challenge: CodeChallenge;
  code: string;
  inlineError: string | undefined;
  submitting: boolean;
}

/** What the password screens hold. */
export interface PasswordForm {
  password: string;
  confirm: string;
  userName: string;
  message: string | undefined;
}

/**
 * One browser and one provider service per scenario: the in-memory ports core needs, and what the
 * person in front of the screen currently sees (toasts, page, dialogs).
 */
export class PortalWorld extends World {
  readonly auth = new InMemoryAuth();
  readonly store = new MemorySessionStore();
  readonly signIn = new SignIn(this.auth, this.store);
  /** First names in the scenario -> their usernames. */
  readonly people = new Map<string, string>();

  /** Toasts shown so far, oldest first. */
  toasts: string[] = [];
  /** The page the person is on: a route, or the not-authorised page. */
  page: string | undefined;
  /** The messages the current page reads (the sign-in page's expired notice, the not-authorised texts). */
  pageTexts: string[] = [];
  codeEntry: CodeEntry | undefined;
  passwordForm: PasswordForm = { password: '', confirm: '', userName: '', message: undefined };
  roleRead: { roleId: number; roleName: string | undefined } | undefined;
  userNameTouched = false;
  typed = { userName: '', password: '' };

  constructor(options: IWorldOptions) {
    super(options);
  }

  userNameOf(name: string): string {
    const userName = this.people.get(name);
    if (!userName) throw new Error(`${name} has not been introduced in this scenario`);
    return userName;
  }
}

setWorldConstructor(PortalWorld);
