// Entry: apply the colour scheme, load the runtime config, then render the app.
// First: the requests and code the app needs soonest go out before anything else is evaluated.
import { earlyAppConfig } from './app/earlyStart';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { loadAppConfig } from './config/AppConfig';
import { createUserManager } from './auth/createUserManager';
import { AuthController } from './auth/AuthController';
import { isSigninCallback } from './auth/CallbackPage';
import { App } from './app/App';
import { startEarlyRequests } from './app/earlyRequests';
import { applyTheme, prefersDarkNow, readThemeChoice, resolveTheme } from './theme/themeChoice';
import { isHandledError, reportCaughtError } from './errors/reportCaughtError';
import { clientErrors } from './observability/reportClientErrors';
import { apiSpans } from './observability/apiSpans';

// Uncaught errors and rejections are reported to the studio (observability/reportClientErrors.ts).
clientErrors.install(window);

applyTheme(resolveTheme(readThemeChoice(window.localStorage), prefersDarkNow()));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// An error a boundary caught is reported here once (React would log it too): a handled 404 or 401 not at all.
const root = createRoot(container, {
  // A handled answer (404, 401) is neither logged nor reported; anything else is both (observability/reportClientErrors.ts).
  onCaughtError: (error, info) => {
    reportCaughtError(error, info);
    if (!isHandledError(error)) clientErrors.report('boundary', error);
  },
});

loadAppConfig(fetch, earlyAppConfig)
  .then((config) => {
    // With traces exported, the API calls' spans are sent to the studio (observability/apiSpans.ts); else none.
    if (config.tracing) apiSpans.enable(window);
    const controller = new AuthController(createUserManager(config), config.auth.clientId);
    const completingSignin = window.location.pathname === '/callback' && isSigninCallback(window.location.search);
    if (!completingSignin) startEarlyRequests(config, controller);
    root.render(
      <StrictMode>
        <App config={config} controller={controller} completingSignin={completingSignin} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <main className="error-screen" data-testid="screen-unknown" role="alert">
        <h1 className="error-screen__title">Something went wrong</h1>
        <p className="error-screen__text">The studio could not load its configuration. Please try again later, or contact support if the problem persists.</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>,
    );
  });
