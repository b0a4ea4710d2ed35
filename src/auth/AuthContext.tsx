import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from 'oidc-client-ts';
import type { AuthController } from './AuthController';

export type ActiveNavigator = 'signinRedirect' | 'signoutRedirect' | null;

export interface AuthValue {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  activeNavigator: ActiveNavigator;
  error: Error | null;
  /** Current access token, read at call time so renewed tokens are used at once. */
  getAccessToken(): string | null;
  signinRedirect(): void;
  signoutRedirect(): void;
  completeSignin(): Promise<string>;
  /** Drops the stored session (e.g. a token the API refuses), so the next load signs in afresh. */
  forgetUser(): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ controller, skipRestore, children }: { controller: AuthController; skipRestore: boolean; children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setLoading] = useState(!skipRestore);
  const [activeNavigator, setActiveNavigator] = useState<ActiveNavigator>(null);
  const [error, setError] = useState<Error | null>(null);
  const userRef = useRef<User | null>(null);
  userRef.current = user;

  useEffect(() => {
    const { events } = controller.userManager;
    const loaded = (next: User) => setUser(next);
    const unloaded = () => setUser(null);
    events.addUserLoaded(loaded);
    events.addUserUnloaded(unloaded);
    let cancelled = false;
    if (!skipRestore) {
      controller
        .restoreUser()
        .then((restored) => !cancelled && setUser(restored))
        .catch((reason: unknown) => !cancelled && setError(toError(reason)))
        .finally(() => !cancelled && setLoading(false));
    }
    return () => {
      cancelled = true;
      events.removeUserLoaded(loaded);
      events.removeUserUnloaded(unloaded);
    };
  }, [controller, skipRestore]);

  const signinRedirect = useCallback(() => {
    const started = controller.startSigninRedirect(window.location);
    if (started === false) return;
    setActiveNavigator('signinRedirect');
    started.catch((reason: unknown) => {
      setActiveNavigator(null);
      setError(toError(reason));
    });
  }, [controller]);

  const signoutRedirect = useCallback(() => {
    setActiveNavigator('signoutRedirect');
    controller.signoutRedirect(userRef.current).catch((reason: unknown) => {
      setActiveNavigator(null);
      setError(toError(reason));
    });
  }, [controller]);

  const completeSignin = useCallback(async () => {
    const { user: signedIn, target } = await controller.completeSignin();
    setUser(signedIn);
    setLoading(false);
    return target;
  }, [controller]);

  const forgetUser = useCallback(() => controller.userManager.removeUser(), [controller]);

  const getAccessToken = useCallback(() => userRef.current?.access_token ?? null, []);

  const value = useMemo<AuthValue>(
    () => ({
      user,
      isAuthenticated: !!user && !user.expired,
      isLoading,
      activeNavigator,
      error,
      getAccessToken,
      signinRedirect,
      signoutRedirect,
      completeSignin,
      forgetUser,
    }),
    [user, isLoading, activeNavigator, error, getAccessToken, signinRedirect, signoutRedirect, completeSignin, forgetUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth context, or null outside the provider (screens that may render before it). */
export function useOptionalAuth(): AuthValue | null {
  return useContext(AuthContext);
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}
