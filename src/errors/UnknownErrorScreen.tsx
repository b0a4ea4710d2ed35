import { isGuardError } from '../routing/guardErrors';
import { SupportContact } from './SupportContact';

export function UnknownErrorScreen({ error }: { error?: unknown }) {
  const guard = isGuardError(error) ? error : null;
  return (
    <section className="error-screen" data-testid="screen-unknown" role="alert">
      <h1 className="error-screen__title">Something went wrong</h1>
      {guard ? (
        <p className="error-screen__text" data-testid="error-name">
          <code>{guard.name}</code>: {guard.message}
        </p>
      ) : null}
      <p className="error-screen__text">Please try again later, or contact support if the problem persists.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Reload
      </button>
      <SupportContact />
    </section>
  );
}
