// The runtime configuration the server hands out at GET /app-config.json. Loaded once before the
// app renders; everything that differs between deployments comes from here.
import { boolean, nullable, object, string, type Infer, assert } from 'superstruct';

const appConfigStruct = object({
  apiBase: string(),
  auth: object({ authority: string(), clientId: string(), scope: string() }),
  supportChatUrl: nullable(string()),
  supportEmail: string(),
  /** The documentation's base: help links are `${docsUrl}/<page>#<section>` (help/docsLinks.ts). */
  docsUrl: string(),
  /** A status page; null: the profile menu shows no status link. */
  statusUrl: nullable(string()),
  termsUrl: string(),
  privacyUrl: string(),
  contentBase: string(),
  /** Whether the server can run ai_prompt nodes (AI_BASE_URL, AI_MODEL). */
  aiConfigured: boolean(),
  /** Whether the server exports traces: the page records its API calls' spans and sends them (observability/apiSpans.ts). */
  tracing: boolean(),
});

export type AppConfig = Infer<typeof appConfigStruct>;

/**
 * Fetches and checks /app-config.json. Throws with a readable message when it is unusable. `started`: the request
 * already sent (src/app/earlyStart.ts sends it before the app's code has run).
 */
export async function loadAppConfig(fetchFn: typeof fetch = fetch, started?: Promise<Response>): Promise<AppConfig> {
  const response = await (started ?? fetchFn('/app-config.json', { headers: { Accept: 'application/json' }, cache: 'no-store' }));
  if (!response.ok) throw new Error(`GET /app-config.json answered ${response.status}`);
  const body: unknown = await response.json();
  assert(body, appConfigStruct);
  return { ...body, apiBase: body.apiBase.replace(/\/+$/, ''), contentBase: body.contentBase.replace(/\/+$/, '') };
}
