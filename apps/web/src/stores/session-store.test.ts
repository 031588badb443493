import { afterEach, describe, expect, it, vi } from 'vitest';

/** The session store as a fresh page load reads it from the device. */
async function loadStore() {
  vi.resetModules();
  return import('./session-store');
}

const USER = { id: 7, username: 'demo-gb', name: 'demo-gb', email: null };

describe('the session kept on the device (spec 001 §3)', () => {
  afterEach(() => window.localStorage.clear());

  it('copies a sportsbook_token to jwt and starts the session with it', async () => {
    window.localStorage.setItem('jwt', 'old-sports');
    window.localStorage.setItem('auth', JSON.stringify({ user: USER }));
    window.localStorage.setItem('sportsbook_token', 'handed-over');
    const { useSessionStore, selectLoggedIn } = await loadStore();
    expect(window.localStorage.getItem('jwt')).toBe('handed-over');
    expect(useSessionStore.getState()).toMatchObject({ jwt: 'handed-over', user: USER });
    expect(selectLoggedIn(useSessionStore.getState())).toBe(true);
  });

  it('keeps sportsbook_token in step with the token in use, so a reload does not bring an old one back', async () => {
    const first = await loadStore();
    first.useSessionStore.getState().signIn({ user: USER, jwt: 'sports-1' });
    first.useSessionStore.getState().setJwt('sports-2');
    expect(window.localStorage.getItem('sportsbook_token')).toBe('sports-2');
    const reloaded = await loadStore();
    expect(reloaded.useSessionStore.getState().jwt).toBe('sports-2');
    reloaded.useSessionStore.getState().signOut();
    expect(window.localStorage.getItem('sportsbook_token')).toBeNull();
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });
});
