// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalStorageSessionStore } from '../../../adapters/browser/session-store.local-storage.ts';
import { ContainerProvider } from '../../di/container-context.tsx';
import { SessionTokens } from '../../di/session.di-tokens.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { MemoryStorage } from '../../testing/memory-storage.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { RoleResolverView } from './role-resolver.view.tsx';

/** The resolver at /resolveRole, reached from /from, over a session stored in `storage`. */
function renderResolver(storage: Storage) {
  const current = new CurrentSession(new LocalStorageSessionStore(storage));
  const c = new Container();
  c.bind(SessionTokens.currentSession).toConstantValue(current);
  const reload = vi.fn();
  render(
    <ContainerProvider container={c}>
      <MemoryRouter initialEntries={['/from', '/resolveRole']} initialIndex={1}>
        <Routes>
          <Route path="/from" element={<p>came from here</p>} />
          <Route path="/login" element={<p>sign in</p>} />
          <Route path="/resolveRole" element={<RoleResolverView reload={reload} />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
  return { reload, current };
}

describe('the role-resolving screen', () => {
  afterEach(cleanup);

  it('goes back when a role name is already stored', async () => {
    const storage = new MemoryStorage();
    new LocalStorageSessionStore(storage).save(sessionFor('insureragent'));
    const { reload } = renderResolver(storage);
    await screen.findByText('came from here');
    expect(reload).not.toHaveBeenCalled();
  });

  it("stores the role name of the user's role id and reloads when none is stored", () => {
    const storage = new MemoryStorage();
    new LocalStorageSessionStore(storage).save(sessionFor('insureragent'));
    storage.removeItem('roleName');
    const { reload } = renderResolver(storage);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.getItem('roleName')).toBe('insureragent');
  });

  it('sends a user whose roles the catalogue does not know to sign in', async () => {
    const storage = new MemoryStorage();
    new LocalStorageSessionStore(storage).save(sessionFor('insureragent', { user: { roleId: 1, rolesFeatures: { roles: [{ roleId: 1, roleName: 'stranger' }], features: [] } } }));
    storage.removeItem('roleName');
    const { reload } = renderResolver(storage);
    await screen.findByText('sign in');
    expect(reload).not.toHaveBeenCalled();
  });
});
