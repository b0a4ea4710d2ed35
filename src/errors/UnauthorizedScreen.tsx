import { useOptionalAuth } from '../auth/AuthContext';
import { SupportContact } from './SupportContact';

/** 401: the login button reloads; the refused session is dropped first so the reload signs in again. */
export function UnauthorizedScreen({ onLogin }: { onLogin?: () => void }) {
  const auth = useOptionalAuth();
  const login =
    onLogin ??
    (() => {
      void (auth?.forgetUser() ?? Promise.resolve()).finally(() => window.location.reload());
    });
  return (
    <section className="error-screen" data-testid="screen-unauthorized" role="alert">
      <p className="error-screen__code">401</p>
      <h1 className="error-screen__title">You are signed out</h1>
      <p className="error-screen__text">Your session has ended or is not valid. Please log in again.</p>
      <button type="button" className="button button--primary" onClick={login} data-testid="unauthorized-login">
        Log in
      </button>
      <SupportContact />
    </section>
  );
}
