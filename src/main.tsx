// Entry: apply the colour scheme, load the runtime config, then render the app.
// First: the requests and code the app needs soonest go out before anything else is evaluated.
import { earlyAppConfig } from './app/earlyStart';
import './styles/index.css';
import { loadAppConfig, type AppConfig } from './config/AppConfig';
import { applyTheme, chosenTheme } from './theme/themeChoice';
import { clientErrors } from './observability/reportClientErrors';
import { apiSpans } from './observability/apiSpans';

// Uncaught errors and rejections are reported to the studio (observability/reportClientErrors.ts).
clientErrors.install(window);

applyTheme(chosenTheme());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const config: Promise<{ config: AppConfig } | { error: unknown }> = loadAppConfig(fetch, earlyAppConfig).then(
  (loaded) => ({ config: loaded }),
  (error: unknown) => ({ error }),
);
// The rest of the app's code is evaluated in two more tasks instead of one long one with this entry (a fresh
// browser compiles it all on first use): the sign-in library, then React and the app. Both are fetched with the
// page (index.html modulepreloads them: esbuild.config.mjs).
const signIn = import('./auth/createUserManager');
const studio = signIn.then(
  () => import('./app/renderStudio'),
  () => import('./app/renderStudio'),
);

Promise.all([config, signIn, studio])
  .then(([loaded, { createUserManager }, { renderStudio, renderConfigError }]) => {
    if ('error' in loaded) {
      console.error(loaded.error);
      renderConfigError(container);
      return;
    }
    // With traces exported, the API calls' spans are sent to the studio (observability/apiSpans.ts); else none.
    if (loaded.config.tracing) apiSpans.enable(window);
    renderStudio(container, loaded.config, createUserManager(loaded.config));
  })
  .catch((error: unknown) => {
    // The app's own code could not be loaded (a deployment replaced it, the network dropped): nothing to render with.
    console.error(error);
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = 'The studio could not be loaded. Please reload the page.';
    container.replaceChildren(message);
  });
