// What the app starts before its own code has run: imported first by main.tsx, so this runs as soon as the entry's
// modules are evaluated (before React and the rest). The runtime config's request goes out at once; on a flow URL
// the flow page's code and the flow canvas are started too (flowCode.ts), in parallel with the config, the stored
// session and the app's first requests (earlyRequests.ts), instead of after the page's chunk has been rendered.
import { matchRoute } from '../routes';
import { startFlowCode } from './flowCode';

/** GET /app-config.json, sent now (loadAppConfig takes it over). */
export const earlyAppConfig: Promise<Response> = fetch('/app-config.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
// A failure surfaces where loadAppConfig awaits it; it must not count as unhandled before that.
earlyAppConfig.catch(() => undefined);

if (matchRoute(window.location.pathname)?.name === 'widgetFlow') void startFlowCode();
