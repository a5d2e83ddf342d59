import type { Command } from 'commander';
import type { AuthPort, CodeChallenge, Credentials } from '../../../core/session/auth.port.ts';
import type { Session } from '../../../core/session/session.ts';
import { signOut, SignIn } from '../../../core/session/sign-in.ts';
import { AuthHttpAdapter } from '../../http/auth.http-adapter.ts';
import { clientsFor, type CliEnv } from '../cli-env.ts';
import { authFailure } from '../exit-codes.ts';
import type { Prompter } from '../prompts.ts';

/** Wrong codes a person may type before the CLI gives up (the server locks after five in any case). */
const CODE_ATTEMPTS = 3;

/** The HTTP AuthPort, remembering the last call that failed (unreachable, 5xx) rather than answered. */
class FaultRecordingAuth implements AuthPort {
  fault: unknown = undefined;
  constructor(private readonly inner: AuthPort) {}
  private async recording<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.fault = error;
      throw error;
    }
  }
  authenticate = (c: Credentials) => this.recording(() => this.inner.authenticate(c));
  verifyOtp = (challenge: CodeChallenge, code: string) => this.recording(() => this.inner.verifyOtp(challenge, code));
  validServices = (token: string) => this.recording(() => this.inner.validServices(token));
  logout = (token: string) => this.inner.logout(token);
}

/** Asks for the one-time code until the server takes one, or CODE_ATTEMPTS wrong ones end the login. */
async function askForCode(e: CliEnv, ask: Prompter, signIn: SignIn, auth: FaultRecordingAuth, challenge: CodeChallenge): Promise<Session> {
  for (let attempt = 1; ; attempt++) {
    const answer = await signIn.submitCode(challenge, (await ask.text(`One-time code sent to ${challenge.sentTo}`)).trim());
    if (answer.kind === 'signedIn') return answer.session;
    if (auth.fault !== undefined) throw auth.fault;
    const reason = answer.toast ?? answer.inline;
    if (attempt >= CODE_ATTEMPTS) throw authFailure(reason);
    e.stderr.write(`${reason}\n`);
  }
}

/**
 * `login`: the portal's sign-in flow (core SignIn) over the same HTTP adapter, the password and the
 * one-time code asked for when not given; the session lands in the token file.
 */
export function registerLogin(program: Command, env: () => CliEnv, prompter: (e: CliEnv) => Prompter): void {
  program
    .command('login')
    .description('sign in (the one-time code is asked for) and keep the session in a file only you can read')
    .option('-u, --username <name>', 'the portal user name')
    .option('-p, --password <password>', 'the password (asked for when missing; a flag may end up in shell history)')
    .action(async (flags: { username?: string; password?: string }) => {
      const e = env();
      const ask = prompter(e);
      try {
        const userName = flags.username ?? (await ask.text('Username'));
        const secret = flags.password ?? (process.env.HSP_PASSWORD || undefined) ?? (await ask.secret('Password'));
        // A login replaces any session on file; the old token is not sent along.
        e.store.clear();
        const { provider, central } = clientsFor(e, undefined);
        const auth = new FaultRecordingAuth(new AuthHttpAdapter(provider, central));
        const signIn = new SignIn(auth, e.store);
        const first = await signIn.submitCredentials({ userName, password: secret });
        // Core turns a failed call into the portal's 'unable to login' toast; here a dead server is exit 4, not a refusal.
        if (auth.fault !== undefined) throw auth.fault;
        if (first.kind === 'refused') throw authFailure(first.toast);
        const session = first.kind === 'signedIn' ? first.session : await askForCode(e, ask, signIn, auth, first.challenge);
        e.stderr.write(`Signed in as ${session.user.userName} (${session.user.role}); session kept in ${e.store.path}\n`);
      } finally {
        ask.close();
      }
    });

  program
    .command('logout')
    .description('end the session on the server and delete the token file')
    .action(async () => {
      const e = env();
      const { provider, central } = clientsFor(e, undefined);
      const had = e.store.load() !== undefined;
      await signOut(new AuthHttpAdapter(provider, central), e.store);
      e.stderr.write(had ? 'Signed out\n' : 'Not signed in\n');
    });
}
