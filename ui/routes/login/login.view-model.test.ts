import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { describe, expect, it } from 'vitest';
import type { AuthenticateOutcome, AuthPort, Granted, VerifyOutcome } from '../../../core/session/auth.port.ts';
import type { Session } from '../../../core/session/session.ts';
import { SignIn } from '../../../core/session/sign-in.ts';
import type { UserDetails } from '../../../core/session/user.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import { LoginViewModel } from './login.view-model.ts';
import { LanguageSwitch } from '../../session/language-switch.ts';
import { currentLanguage, setLanguage } from '../../i18n/i18n.ts';

const user: UserDetails = {
  firstName: 'Asha', lastName: 'Rao', userName: 'dcadmin', userEmail: 'a@x.in', userId: 7, providerId: 10, parentId: null,
  entityType: 'DC', entityName: 'City Lab', entityId: 10, role: 'dcadmin', roleId: 5432, corporateIDs: [],
  parentProvider: { isParent: false, childEntities: {} }, selectedProviders: [], properties: {},
  rolesFeatures: { roles: [{ roleId: 5432, roleName: 'dcadmin' }], features: [{ featureName: 'VIEW_LABS' }] },
};
const granted: Granted = { accessToken: 'tok', userFeatureHash: 'h', user, hosp: { hospName: 'City Lab', address: 'Pune' } };
const challenge = { userId: 7, encryptedToken: 'enc', sentTo: 'a***@x.in' };

function fakeAuth(answers: { authenticate?: AuthenticateOutcome | Error; verify?: VerifyOutcome[] }) {
  const verifyQueue = [...(answers.verify ?? [])];
  let release: (() => void) | undefined;
  const auth: AuthPort & { holdVerify(): void; releaseVerify(): void } = {
    async authenticate() {
      if (answers.authenticate instanceof Error) throw answers.authenticate;
      return answers.authenticate ?? { kind: 'codeNeeded', challenge };
    },
    async verifyOtp() {
      if (release === undefined && holding) await new Promise<void>((r) => (release = r));
      return verifyQueue.shift() ?? { kind: 'refused', serverError: null };
    },
    async validServices() {
      return ['LABS'];
    },
    async logout() {},
    holdVerify: () => (holding = true),
    releaseVerify: () => release?.(),
  };
  let holding = false;
  return auth;
}

function memoryStore(expired = false) {
  return new MemorySessionStore(undefined, expired);
}

function setUp(auth: AuthPort, store = memoryStore()) {
  const toasts: string[] = [];
  const toaster: Toaster = { success: (m) => toasts.push(`success:${m}`), error: (m) => toasts.push(`error:${m}`), info: (m) => toasts.push(`info:${m}`) };
  const went: string[] = [];
  const navigator = { go: (to: string) => went.push(to), attach: () => {} } as unknown as AppNavigator;
  const saved: string[] = [];
  const vm = new LoginViewModel(new SignIn(auth, store), store, toaster, navigator, new LanguageSwitch({ saveLanguage: async (l) => (saved.push(l), true) }, store));
  return { vm, toasts, went, store, saved };
}

const typeCredentials = (vm: LoginViewModel) => {
  vm.setUserName('dcadmin');
  vm.setPassword('Demo@1234');
};

describe('LoginViewModel credentials', () => {
  it('keeps the login button disabled until the username was edited and both fields are filled', () => {
    const { vm } = setUp(fakeAuth({}));
    expect(vm.canSubmit).toBe(false);
    vm.setPassword('Demo@1234');
    expect(vm.canSubmit).toBe(false);
    vm.setUserName('dcadmin');
    expect(vm.canSubmit).toBe(true);
    vm.setUserName('');
    expect(vm.canSubmit).toBe(false);
  });

  it('tracks the e-mail-like pattern without blocking', () => {
    const { vm } = setUp(fakeAuth({}));
    vm.setUserName('dcadmin');
    vm.setPassword('x');
    expect(vm.userNameLooksLikeEmail).toBe(false);
    expect(vm.canSubmit).toBe(true);
    vm.setUserName('asha@lab.in');
    expect(vm.userNameLooksLikeEmail).toBe(true);
  });

  it('toasts the server reason of a refusal with underscores read as spaces', async () => {
    const { vm, toasts } = setUp(fakeAuth({ authenticate: { kind: 'refused', serverMessage: 'Invalid_Username_or_Password' } }));
    typeCredentials(vm);
    await vm.submitCredentials();
    expect(toasts).toEqual(['error:Authentification Failed: Invalid Username or Password']);
    expect(vm.isCodeDialogOpen).toBe(false);
  });

  it("toasts 'You don't have access to Login' without a reason and 'Unable to login' when the call fails", async () => {
    const quiet = setUp(fakeAuth({ authenticate: { kind: 'refused', serverMessage: null } }));
    typeCredentials(quiet.vm);
    await quiet.vm.submitCredentials();
    expect(quiet.toasts).toEqual(["error:You don't have access to Login"]);

    const broken = setUp(fakeAuth({ authenticate: new Error('network') }));
    typeCredentials(broken.vm);
    await broken.vm.submitCredentials();
    expect(broken.toasts).toEqual(['error:Unable to login']);
  });

  it('opens the code dialog showing where the code went', async () => {
    const { vm, toasts } = setUp(fakeAuth({}));
    typeCredentials(vm);
    await vm.submitCredentials();
    expect(vm.isCodeDialogOpen).toBe(true);
    expect(vm.codeSentTo).toBe('a***@x.in');
    expect(vm.codeDigits).toEqual(['', '', '', '', '']);
    expect(toasts).toEqual([]);
  });

  it("shows 'Session is expired, Login again to continue' once after an expired session", () => {
    const store = memoryStore(true);
    const { vm } = setUp(fakeAuth({}), store);
    vm.start();
    vm.start();
    expect(vm.expiredNotice).toBe('Session is expired, Login again to continue');
    const again = setUp(fakeAuth({}), store);
    again.vm.start();
    expect(again.vm.expiredNotice).toBeNull();
  });

  it('hands over a token from the older portal after clearing stored data', async () => {
    const store = memoryStore();
    store.save({ accessToken: 'old' } as Session);
    const { vm, went, toasts } = setUp(fakeAuth({ authenticate: { kind: 'granted', granted } }), store);
    vm.start({ handOver: { token: 'legacy', providerId: '10' } });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.cleared).toBe(1);
    expect(toasts).toEqual(['success:Logged in Successfully.']);
    expect(went).toEqual(['/dcadmin/appointments']);
    expect(store.load()?.accessToken).toBe('tok');
  });
});

describe('LoginViewModel code dialog', () => {
  async function atCode(verify: VerifyOutcome[]) {
    const auth = fakeAuth({ verify });
    const ctx = setUp(auth);
    typeCredentials(ctx.vm);
    await ctx.vm.submitCredentials();
    return { ...ctx, auth };
  }

  it('enables verify only for five digits that are not marked wrong and not being sent', async () => {
    const { vm, auth } = await atCode([{ kind: 'refused', serverError: 'Invalid_OTP' }]);
    vm.setCodeDigits(['1', '2', '3', '4', '']);
    expect(vm.canVerify).toBe(false);
    vm.setCodeDigits(['1', '2', '3', '4', '5']);
    expect(vm.canVerify).toBe(true);
    expect(vm.verifyLabel).toBe('Verify');

    auth.holdVerify();
    const sending = vm.verifyCode();
    expect(vm.isVerifying).toBe(true);
    expect(vm.verifyLabel).toBe('Verifying...');
    expect(vm.canVerify).toBe(false);
    auth.releaseVerify();
    await sending;

    expect(vm.codeError).toBe('Invalid OTP');
    expect(vm.canVerify).toBe(false);
    expect(vm.verifyLabel).toBe('Verify');
  });

  it("toasts 'Authentification Failed' and shows the error inline; editing the code clears it", async () => {
    const { vm, toasts } = await atCode([{ kind: 'refused', serverError: 'OTP_Expired' }]);
    vm.setCodeDigits(['1', '2', '3', '4', '5']);
    await vm.verifyCode();
    expect(toasts).toEqual(['error:Authentification Failed']);
    expect(vm.codeError).toBe('OTP Expired');
    vm.setCodeDigits(['1', '2', '3', '4', '6']);
    expect(vm.codeError).toBeNull();
    expect(vm.canVerify).toBe(true);
  });

  it("says 'Something went wrong please try again!' inline without a toast when the server gave no error", async () => {
    const { vm, toasts } = await atCode([{ kind: 'refused', serverError: null }]);
    vm.setCodeDigits(['1', '2', '3', '4', '5']);
    await vm.verifyCode();
    expect(vm.codeError).toBe('Something went wrong please try again!');
    expect(toasts).toEqual([]);
  });

  it('signs in on the right code, stores the session and lands by the landing rule', async () => {
    const { vm, toasts, went, store } = await atCode([{ kind: 'granted', granted }]);
    vm.setCodeDigits(['1', '2', '3', '4', '5']);
    await vm.verifyCode();
    expect(toasts).toEqual(['success:Logged in Successfully.']);
    expect(went).toEqual(['/dcadmin/appointments']);
    expect(vm.isCodeDialogOpen).toBe(false);
    expect(store.load()?.serviceSelected).toBe('LABS');
  });

  it('returns to the page a guard sent the user away from', async () => {
    const auth = fakeAuth({ verify: [{ kind: 'granted', granted }] });
    const { vm, went } = setUp(auth);
    vm.start({ from: '/dcadmin/cases/settled' });
    typeCredentials(vm);
    await vm.submitCredentials();
    vm.setCodeDigits(['1', '2', '3', '4', '5']);
    await vm.verifyCode();
    expect(went).toEqual(['/dcadmin/cases/settled']);
  });

  it("applies the user's saved language at sign-in", async () => {
    const inHindi: Granted = { ...granted, user: { ...user, language: 'hi' } };
    const { vm, saved } = await atCode([{ kind: 'granted', granted: inHindi }]);
    vm.setCodeDigits(['1', '2', '3', '4', '5']);
    await vm.verifyCode();
    expect(currentLanguage()).toBe('hi');
    expect(saved).toEqual([]);
    setLanguage('en');
  });

  it('saves a language chosen on the login page to the user at sign-in', async () => {
    const auth = fakeAuth({ verify: [{ kind: 'granted', granted: { ...granted, user: { ...user, language: 'en' } } }] });
    const { vm, saved } = setUp(auth);
    vm.language.choose('hi');
    typeCredentials(vm);
    await vm.submitCredentials();
    vm.setCodeDigits(['1', '2', '3', '4', '5']);
    await vm.verifyCode();
    expect(currentLanguage()).toBe('hi');
    expect(saved).toEqual(['hi']);
    setLanguage('en');
  });
});
