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

applyTheme(resolveTheme(readThemeChoice(window.localStorage), prefersDarkNow()));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

loadAppConfig(fetch, earlyAppConfig)
  .then((config) => {
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
