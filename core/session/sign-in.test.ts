import { describe, expect, it } from 'vitest';
import type { AuthenticateOutcome, AuthPort, CodeChallenge, Credentials, Granted, VerifyOutcome } from './auth.port.ts';
import { MemorySessionStore } from './memory-session-store.ts';
import type { Session } from './session.ts';
import type { Service } from './services.ts';
import { canSubmitCredentials, endExpiredSession, landingUser, SignIn, signOut } from './sign-in.ts';
import type { UserDetails } from './user.ts';

// ---- named fixtures -------------------------------------------------------------------------

const labAdmin: UserDetails = {
  firstName: 'Asha', lastName: 'Rao', userName: 'asha.dc', userEmail: 'asha@demo.example', userId: 11,
  providerId: 101, parentId: null, entityType: 'DC', entityName: 'Lab Pune', entityId: 101,
  role: 'dcadmin', roleId: 5432, corporateIDs: [], parentProvider: { isParent: false, childEntities: {} },
  selectedProviders: [], properties: {},
  rolesFeatures: { roles: [{ roleId: 5432, roleName: 'dcadmin' }], features: [{ featureName: 'VIEW_LABS' }, { featureName: 'VIEW_OFFLINE' }] },
};
const agent: UserDetails = {
  ...labAdmin, firstName: 'Kiran', userName: 'kiran.agent', userId: 22, providerId: null, entityType: 'Insurer',
  role: 'insureragent', roleId: 9211, properties: { AgentId: 'AG-7' }, rolesFeatures: { roles: [], features: [] },
};
const chartUser: UserDetails = { ...agent, userName: 'insurer.charts', role: 'insureradmin', roleId: 9207, properties: {} };

const grantedFor = (user: UserDetails): Granted => ({
  accessToken: `token-${user.userName}`, userFeatureHash: `hash-${user.userId}`, user, hosp: { hospName: user.entityName, address: 'Pune' },
});
const challenge: CodeChallenge = { userId: 11, encryptedToken: 'enc-11', sentTo: 'as**@demo.example' };
const password = { userName: 'asha.dc', password: 'Lab#2026x' };

// ---- in-memory ports --------------------------------------------------------------------------

class FakeAuth implements AuthPort {
  authenticateAnswer: AuthenticateOutcome | Error = { kind: 'granted', granted: grantedFor(labAdmin) };
  verifyAnswer: VerifyOutcome | Error = { kind: 'granted', granted: grantedFor(labAdmin) };
  services: Service[] | Error = ['OFFLINE_CONSULTS', 'LABS'];
  logoutFails = false;
  readonly calls: string[] = [];

  async authenticate(credentials: Credentials): Promise<AuthenticateOutcome> {
    this.calls.push(`authenticate ${'userName' in credentials ? credentials.userName : credentials.handOverToken}`);
    if (this.authenticateAnswer instanceof Error) throw this.authenticateAnswer;
    return this.authenticateAnswer;
  }
  async verifyOtp(c: CodeChallenge, code: string): Promise<VerifyOutcome> {
    this.calls.push(`verify ${c.encryptedToken} ${code}`);
    if (this.verifyAnswer instanceof Error) throw this.verifyAnswer;
    return this.verifyAnswer;
  }
  async validServices(accessToken: string): Promise<Service[]> {
    this.calls.push(`services ${accessToken}`);
    if (this.services instanceof Error) throw this.services;
    return this.services;
  }
  async logout(accessToken: string): Promise<void> {
    this.calls.push(`logout ${accessToken}`);
    if (this.logoutFails) throw new Error('network down');
  }
}

const setUp = () => {
  const auth = new FakeAuth();
  const store = new MemorySessionStore();
  return { auth, store, signIn: new SignIn(auth, store) };
};

// ---- tests ----------------------------------------------------------------------------------

describe('canSubmitCredentials', () => {
  it('waits until the username was edited and both fields are filled', () => {
    expect(canSubmitCredentials('asha.dc', 'secret', true)).toBe(true);
    expect(canSubmitCredentials('asha.dc', 'secret', false)).toBe(false);
    expect(canSubmitCredentials('', 'secret', true)).toBe(false);
    expect(canSubmitCredentials('   ', 'secret', true)).toBe(false);
    expect(canSubmitCredentials('asha.dc', '', true)).toBe(false);
    expect(canSubmitCredentials('asha.dc', ' ', true)).toBe(true);
  });
});

describe('SignIn.submitCredentials', () => {
  it('signs in, stores the session with LABS preferred and lands on the role appointments', async () => {
    const { auth, store, signIn } = setUp();
    const step = await signIn.submitCredentials(password);
    expect(step.kind).toBe('signedIn');
    if (step.kind !== 'signedIn') return;
    expect(step.toast).toBe('Logged in Successfully.');
    expect(step.landing).toBe('/dcadmin/appointments');
    expect(step.session).toEqual({
      ...grantedFor(labAdmin), validServices: ['OFFLINE_CONSULTS', 'LABS'], serviceSelected: 'LABS',
    });
    expect(store.load()).toEqual(step.session);
    expect(auth.calls).toEqual(['authenticate asha.dc', 'services token-asha.dc']);
  });

  it('lands an offline-only user on upcoming consults, the agent on the queue, a chart user on charts', async () => {
    const offline = setUp();
    offline.auth.services = ['OFFLINE_CONSULTS'];
    const a = await offline.signIn.submitCredentials(password);
    expect(a.kind === 'signedIn' && [a.landing, a.session.serviceSelected]).toEqual(['/offlineConsults/upcoming', 'OFFLINE_CONSULTS']);

    const queue = setUp();
    queue.auth.authenticateAnswer = { kind: 'granted', granted: grantedFor(agent) };
    queue.auth.services = ['LABS'];
    const b = await queue.signIn.submitCredentials({ userName: 'kiran.agent', password: 'x' });
    expect(b.kind === 'signedIn' && b.landing).toBe('/insureragent/appointments/esalesqueue');

    const charts = setUp();
    charts.auth.authenticateAnswer = { kind: 'granted', granted: grantedFor(chartUser) };
    charts.auth.services = ['LABS'];
    const c = await charts.signIn.submitCredentials({ userName: 'insurer.charts', password: 'x' });
    expect(c.kind === 'signedIn' && c.landing).toBe('/insureradmin/charts');
  });

  it('keeps no service selected when the user has none', async () => {
    const { auth, store, signIn } = setUp();
    auth.services = [];
    const step = await signIn.submitCredentials(password);
    expect(step.kind === 'signedIn' && step.landing).toBe('/dcadmin/appointments');
    expect(store.load()?.serviceSelected).toBeUndefined();
  });

  it('asks for a code without storing anything', async () => {
    const { auth, store, signIn } = setUp();
    auth.authenticateAnswer = { kind: 'codeNeeded', challenge };
    expect(await signIn.submitCredentials(password)).toEqual({ kind: 'codeNeeded', challenge });
    expect(store.load()).toBeUndefined();
    expect(auth.calls).toEqual(['authenticate asha.dc']);
  });

  it("refuses with the server's reason, or the default when it gave none", async () => {
    const { auth, store, signIn } = setUp();
    auth.authenticateAnswer = { kind: 'refused', serverMessage: 'Invalid_Username_or_Password' };
    expect(await signIn.submitCredentials(password)).toEqual({
      kind: 'refused', toast: 'Authentification Failed: Invalid Username or Password',
    });
    auth.authenticateAnswer = { kind: 'refused', serverMessage: null };
    expect(await signIn.submitCredentials(password)).toEqual({ kind: 'refused', toast: "You don't have access to Login" });
    expect(store.load()).toBeUndefined();
  });

  it("says 'Unable to login' when the server cannot be reached", async () => {
    const { auth, store, signIn } = setUp();
    auth.authenticateAnswer = new TypeError('fetch failed');
    expect(await signIn.submitCredentials(password)).toEqual({ kind: 'refused', toast: 'Unable to login' });
    expect(store.load()).toBeUndefined();
  });

  // CORE DEFECT (reported to the lead): establish() calls validServices outside any try, so a
  // failing valid-services call rejects submitCredentials/submitCode instead of returning a step;
  // ui/routes/login/login.view-model.ts papers over it with its own 'Unable to login' catch.
  // Remove `.fails` once core turns the failure into the 'Unable to login' step.
  it("says 'Unable to login' and stores nothing when the valid services cannot be fetched", async () => {
    const { auth, store, signIn } = setUp();
    auth.services = new TypeError('fetch failed');
    expect(await signIn.submitCredentials(password)).toEqual({ kind: 'refused', toast: 'Unable to login' });
    expect(store.load()).toBeUndefined();
  });

  it('signs in with a hand-over token from the older portal', async () => {
    const { auth, signIn } = setUp();
    const step = await signIn.submitCredentials({ handOverToken: 'old-portal-token', providerId: 101 });
    expect(step.kind).toBe('signedIn');
    expect(auth.calls[0]).toBe('authenticate old-portal-token');
  });
});

describe('SignIn.submitCode', () => {
  it('signs in with the right code', async () => {
    const { auth, store, signIn } = setUp();
    const step = await signIn.submitCode(challenge, '12345');
    expect(step.kind === 'signedIn' && [step.landing, step.toast]).toEqual(['/dcadmin/appointments', 'Logged in Successfully.']);
    expect(store.load()?.serviceSelected).toBe('LABS');
    expect(auth.calls).toEqual(['verify enc-11 12345', 'services token-asha.dc']);
  });

  it("shows the server's error inline with a toast when the code is wrong", async () => {
    const { auth, store, signIn } = setUp();
    auth.verifyAnswer = { kind: 'refused', serverError: 'Invalid_OTP' };
    expect(await signIn.submitCode(challenge, '11111')).toEqual({ kind: 'wrongCode', inline: 'Invalid OTP', toast: 'Authentification Failed' });
    expect(store.load()).toBeUndefined();
  });

  it('shows the retry text and no toast when the server gave no error', async () => {
    const { auth, signIn } = setUp();
    auth.verifyAnswer = { kind: 'refused', serverError: null };
    expect(await signIn.submitCode(challenge, '11111')).toEqual({
      kind: 'wrongCode', inline: 'Something went wrong please try again!', toast: undefined,
    });
    auth.verifyAnswer = new Error('socket hang up');
    expect(await signIn.submitCode(challenge, '11111')).toEqual({
      kind: 'wrongCode', inline: 'Something went wrong please try again!', toast: undefined,
    });
  });

  // Same CORE DEFECT as above, on the code path. Remove `.fails` once fixed.
  it('shows the retry text when the valid services cannot be fetched after a right code', async () => {
    const { auth, store, signIn } = setUp();
    auth.services = new TypeError('fetch failed');
    expect(await signIn.submitCode(challenge, '12345')).toEqual({
      kind: 'wrongCode', inline: 'Something went wrong please try again!', toast: undefined,
    });
    expect(store.load()).toBeUndefined();
  });

  it('never sends an incomplete code', async () => {
    const { auth, signIn } = setUp();
    for (const code of ['1234', '12a45', '', '123456']) {
      expect(await signIn.submitCode(challenge, code)).toEqual({
        kind: 'wrongCode', inline: 'Something went wrong please try again!', toast: undefined,
      });
    }
    expect(auth.calls).toEqual([]);
  });
});

describe('endExpiredSession', () => {
  it('forgets the session and marks it expired for the sign-in page, once', async () => {
    const { store, signIn } = setUp();
    await signIn.submitCredentials(password);
    endExpiredSession(store);
    expect(store.load()).toBeUndefined();
    expect(store.takeExpired()).toBe(true);
    expect(store.takeExpired()).toBe(false);
  });
});

describe('signOut', () => {
  it('tells the server and forgets the session', async () => {
    const { auth, store, signIn } = setUp();
    await signIn.submitCredentials(password);
    await signOut(auth, store);
    expect(auth.calls.at(-1)).toBe('logout token-asha.dc');
    expect(store.load()).toBeUndefined();
  });

  it('forgets the session even when the server call fails', async () => {
    const { auth, store, signIn } = setUp();
    await signIn.submitCredentials(password);
    auth.logoutFails = true;
    await signOut(auth, store).catch(() => undefined);
    expect(store.load()).toBeUndefined();
  });

  it('does not call the server when nobody is signed in', async () => {
    const { auth, store } = setUp();
    await signOut(auth, store);
    expect(auth.calls).toEqual([]);
    expect(store.load()).toBeUndefined();
  });
});

describe('landingUser', () => {
  it("reads the role id, role name and username from the session", () => {
    const session: Session = { ...grantedFor(chartUser), validServices: ['LABS'], serviceSelected: 'LABS' };
    expect(landingUser(session)).toEqual({ roleId: 9207, roleName: 'insureradmin', userName: 'insurer.charts' });
  });
});
