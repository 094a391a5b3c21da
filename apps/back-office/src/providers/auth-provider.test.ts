// @vitest-environment jsdom
/**
 * Signing out without network: the server's session cookie, which the page cannot delete, must not
 * sign the member in again once the network is back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './auth-provider';

const session = {
  member: { id: 'm1', name: 'Sami', email: 'sami@sillon.test', role: 'courier' },
  permissions: [],
};

/** The server as the page reaches it: offline, or answering; each call recorded. */
function server(state: { online: boolean }) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (!state.online) throw new TypeError('Failed to fetch');
    return new Response(init?.method === 'DELETE' ? null : JSON.stringify(session), {
      status: init?.method === 'DELETE' ? 204 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('signing out of the back office', () => {
  it('asks for the password after a sign-out made offline, and ends the server’s session once back online', async () => {
    const network = { online: false };
    const calls = server(network);
    await authProvider.logout({});
    network.online = true;
    // The server still knows the session: the page does not take it up again.
    await expect(authProvider.checkAuth({})).rejects.toThrow('Connectez-vous à nouveau.');
    expect(calls.at(-1)).toBe('DELETE /api/staff/session');
    // Signed in again: the page goes on as usual.
    await authProvider.login({ username: 'sami@sillon.test', password: 'un mot de passe' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('keeps asking for the password when a sign-in after it fails, the old session still open', async () => {
    const network = { online: false };
    server(network);
    await authProvider.logout({});
    // Still offline: the sign-in fails, and so does the end of the old session.
    await expect(authProvider.login({ username: 'sami@sillon.test', password: 'x' })).rejects.toThrow();
    network.online = true;
    await expect(authProvider.checkAuth({})).rejects.toThrow('Connectez-vous à nouveau.');
  });
});
