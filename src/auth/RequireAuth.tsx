import { useEffect, type ReactNode } from 'react';
import { FullPageLoader } from '../shell/FullPageLoader';
import { useAuth } from './AuthContext';
import { LoginWall } from './LoginWall';
import { shouldStartSignin } from './shouldStartSignin';

/** Renders children only when signed in; otherwise starts the (single) redirect to the provider. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const start = shouldStartSignin(auth);
  useEffect(() => {
    if (start) auth.signinRedirect();
  }, [start, auth]);

  if (auth.isLoading) return <FullPageLoader label="Signing in" />;
  if (!auth.isAuthenticated) return <LoginWall error={auth.error} onSignIn={auth.signinRedirect} />;
  return <>{children}</>;
}
