import { LogoMark } from '../shell/LogoMark';

/** Shown while the redirect to the identity provider is under way (or failed to start). */
export function LoginWall({ error, onSignIn }: { error: Error | null; onSignIn(): void }) {
  return (
    <main className="login-wall" data-testid="login-wall">
      <div className="login-wall__card">
        <LogoMark size={40} />
        <h1>Sign in to Widget Studio</h1>
        {error ? (
          <p className="login-wall__error" role="alert">
            We could not reach the sign-in service. {error.message}
          </p>
        ) : (
          <p className="muted">Taking you to the sign-in page…</p>
        )}
        <button type="button" className="button button--primary" onClick={onSignIn} data-testid="login-button">
          Sign in
        </button>
      </div>
    </main>
  );
}
