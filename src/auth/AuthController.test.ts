import { describe, expect, it, vi } from 'vitest';
import type { UserManager } from 'oidc-client-ts';
import { AuthController } from './AuthController';
import { RETURN_TARGET_KEY } from './returnTarget';
import { shouldStartSignin } from './shouldStartSignin';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (index: number) => Array.from(map.keys())[index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

function fakeManager(overrides: Partial<Record<keyof UserManager, unknown>> = {}) {
  return {
    signinRedirect: vi.fn(() => new Promise<void>(() => {})),
    signinRedirectCallback: vi.fn(async () => ({ access_token: 't', expired: false })),
    signoutRedirect: vi.fn(async () => {}),
    getUser: vi.fn(async () => null),
    signinSilent: vi.fn(),
    removeUser: vi.fn(async () => {}),
    ...overrides,
  } as unknown as UserManager & Record<string, ReturnType<typeof vi.fn>>;
}

const here = { pathname: '/o/widgets', search: '?page=2', hash: '#top' };

describe('AuthController', () => {
  it('starts one redirect however often it is asked (StrictMode double effects)', () => {
    const manager = fakeManager();
    const storage = memoryStorage();
    const controller = new AuthController(manager, 'studio', storage);
    expect(controller.startSigninRedirect(here)).not.toBe(false);
    expect(controller.startSigninRedirect(here)).toBe(false);
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
    expect(storage.getItem(RETURN_TARGET_KEY)).toBe('/o/widgets?page=2#top');
  });

  it('allows a new attempt after a failed start', async () => {
    const manager = fakeManager({ signinRedirect: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const controller = new AuthController(manager, 'studio', memoryStorage());
    const first = controller.startSigninRedirect(here);
    await expect(first).rejects.toThrow('offline');
    const second = controller.startSigninRedirect(here);
    expect(second).not.toBe(false);
    await expect(second).rejects.toThrow('offline');
  });

  it('completes the callback once and hands back the stored target', async () => {
    const manager = fakeManager();
    const storage = memoryStorage();
    storage.setItem(RETURN_TARGET_KEY, '/profile?x=1');
    const controller = new AuthController(manager, 'studio', storage);
    const [a, b] = await Promise.all([controller.completeSignin(), controller.completeSignin()]);
    expect(manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(a.target).toBe('/profile?x=1');
    expect(b).toBe(a);
    expect(storage.getItem(RETURN_TARGET_KEY)).toBeNull();
  });

  it('signs out with client id and logout address, adding client_id itself only next to id_token_hint', async () => {
    const manager = fakeManager();
    const controller = new AuthController(manager, 'studio', memoryStorage());
    await controller.signoutRedirect({ id_token: 'idt' } as never, 'https://studio.example');
    expect(manager.signoutRedirect).toHaveBeenLastCalledWith({
      id_token_hint: 'idt',
      post_logout_redirect_uri: 'https://studio.example/',
      extraQueryParams: { client_id: 'studio' },
    });
    await controller.signoutRedirect(null, 'https://studio.example');
    expect(manager.signoutRedirect).toHaveBeenLastCalledWith({ post_logout_redirect_uri: 'https://studio.example/' });
  });

  it('renews an expired stored session with its refresh token, or drops it', async () => {
    const renewed = { expired: false };
    const manager = fakeManager({ getUser: vi.fn(async () => ({ expired: true, refresh_token: 'r' })), signinSilent: vi.fn(async () => renewed) });
    expect(await new AuthController(manager, 'studio', memoryStorage()).restoreUser()).toBe(renewed);
    const failing = fakeManager({ getUser: vi.fn(async () => ({ expired: true, refresh_token: 'r' })), signinSilent: vi.fn(async () => Promise.reject(new Error('x'))) });
    expect(await new AuthController(failing, 'studio', memoryStorage()).restoreUser()).toBeNull();
    expect(failing.removeUser).toHaveBeenCalled();
  });

  it('restores once per page load, however many ask (one renewal for the early requests and the app)', async () => {
    const renewed = { expired: false };
    const manager = fakeManager({ getUser: vi.fn(async () => ({ expired: true, refresh_token: 'r' })), signinSilent: vi.fn(async () => renewed) });
    const controller = new AuthController(manager, 'studio', memoryStorage());
    const [a, b] = await Promise.all([controller.restoreUser(), controller.restoreUser()]);
    expect(a).toBe(renewed);
    expect(b).toBe(renewed);
    expect(manager.getUser).toHaveBeenCalledTimes(1);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });
});

describe('shouldStartSignin', () => {
  const base = { isAuthenticated: false, isLoading: false, activeNavigator: null, error: null };
  it('starts only when signed out, idle and not loading', () => {
    expect(shouldStartSignin(base)).toBe(true);
    expect(shouldStartSignin({ ...base, isAuthenticated: true })).toBe(false);
    expect(shouldStartSignin({ ...base, isLoading: true })).toBe(false);
    expect(shouldStartSignin({ ...base, activeNavigator: 'signinRedirect' })).toBe(false);
    expect(shouldStartSignin({ ...base, error: new Error('x') })).toBe(false);
  });
});
