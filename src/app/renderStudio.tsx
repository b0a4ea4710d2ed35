// React and the app (main.tsx imports this module dynamically, after the sign-in library, so that each is evaluated
// in a task of its own: react-dom is ~200 KB, evaluated in one go with everything else it was a 250–310 ms task
// on a fresh browser — issue 24). Renders the app once its config is known, or the screen for an unusable config.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { UserManager } from 'oidc-client-ts';
import type { AppConfig } from '../config/AppConfig';
import { AuthController } from '../auth/AuthController';
import { isSigninCallback } from '../auth/CallbackPage';
import { isHandledError, reportCaughtError } from '../errors/reportCaughtError';
import { clientErrors } from '../observability/reportClientErrors';
import { App } from './App';
import { startEarlyRequests } from './earlyRequests';
import { markFlowOpen } from '../pages/flow/flowOpenMarks';

function createStudioRoot(container: HTMLElement): Root {
  // An error a boundary caught is reported here once (React would log it too): a handled 404 or 401 not at all.
  return createRoot(container, {
    // A handled answer (404, 401) is neither logged nor reported; anything else is both (observability/reportClientErrors.ts).
    onCaughtError: (error, info) => {
      reportCaughtError(error, info);
      if (!isHandledError(error)) clientErrors.report('boundary', error);
    },
  });
}

export function renderStudio(container: HTMLElement, config: AppConfig, userManager: UserManager): void {
  const controller = new AuthController(userManager, config.auth.clientId);
  const completingSignin = window.location.pathname === '/callback' && isSigninCallback(window.location.search);
  if (!completingSignin) startEarlyRequests(config, controller);
  markFlowOpen('app');
  createStudioRoot(container).render(
    <StrictMode>
      <App config={config} controller={controller} completingSignin={completingSignin} />
    </StrictMode>,
  );
}

export function renderConfigError(container: HTMLElement): void {
  createStudioRoot(container).render(
    <main className="error-screen" data-testid="screen-unknown" role="alert">
      <h1 className="error-screen__title">Something went wrong</h1>
      <p className="error-screen__text">The studio could not load its configuration. Please try again later, or contact support if the problem persists.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>,
  );
}
