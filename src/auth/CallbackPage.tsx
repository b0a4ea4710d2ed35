import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { UnauthorizedScreen } from '../errors/UnauthorizedScreen';
import { FullPageLoader } from '../shell/FullPageLoader';
import { useAuth } from './AuthContext';
import { takeReturnTarget } from './returnTarget';

/** True when the address carries a provider answer (code or error) to complete. */
export function isSigninCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** /callback: completes the code exchange, then goes to the address kept before the redirect. */
export function CallbackPage() {
  const { completeSignin } = useAuth();
  const [, navigate] = useLocation();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let active = true;
    if (!isSigninCallback(window.location.search)) {
      navigate(takeReturnTarget(window.sessionStorage), { replace: true });
      return;
    }
    completeSignin()
      .then((target) => active && navigate(target, { replace: true }))
      .catch((reason: unknown) => active && setError(reason));
    return () => {
      active = false;
    };
  }, [completeSignin, navigate]);

  if (error) return <UnauthorizedScreen onLogin={() => window.location.assign('/')} />;
  return <FullPageLoader label="Signing in" />;
}
