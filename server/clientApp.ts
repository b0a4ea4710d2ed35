// Serves the built single-page app: hashed assets cached immutably, index.html for every client
// route with the runtime configuration written into it (inlineAppConfig.ts), and that configuration at
// /app-config.json.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { ClientAuthSettings } from './auth/setupAuth';
import { clientDistDir } from './paths';
import { EMBEDDED_PROVIDER_PATH } from './auth/embeddedProvider';
import { routeChunksOf, withRouteChunkPreloads } from './routeChunkPreloads';
import { browserSpansWanted } from './ops/tracing';
import { withInlineAppConfig } from './inlineAppConfig';
import { inlineScriptsOf } from './inlineScripts';
import { studioContentSecurityPolicy } from './http/securityHeaders';

/** GET /app-config.json: what the client needs to know about this deployment. */
export interface ClientAppConfig {
  apiBase: string;
  auth: ClientAuthSettings;
  supportChatUrl: string | null;
  supportEmail: string;
  /** Help links go to `${docsUrl}/<page>#<section>` (src/help/docsLinks.ts). */
  docsUrl: string;
  /** Null: no status link. */
  statusUrl: string | null;
  termsUrl: string;
  privacyUrl: string;
  /** Where uploaded images are served: `${contentBase}/uploads/{id}/{resolution}.webp`. */
  contentBase: string;
  /** Whether ai_prompt nodes can run here (AI_BASE_URL and AI_MODEL set); the node form says so when not. */
  aiConfigured: boolean;
  /** Whether traces are exported (OTEL_EXPORTER_OTLP_ENDPOINT set, a sampler that keeps some): the page then sends its API calls' spans to /client-spans. */
  tracing: boolean;
}

/** Paths that never fall back to the app, so unknown API calls get a JSON 404. */
const SERVER_PREFIXES = ['/api/', EMBEDDED_PROVIDER_PATH + '/', '/assets/', '/static/', '/uploads/', '/fonts/', '/runtime/'];

export async function registerClientApp(app: FastifyInstance, config: Config, auth: ClientAuthSettings): Promise<void> {
  const appConfig: ClientAppConfig = {
    apiBase: config.apiBase,
    auth,
    supportChatUrl: config.supportChatUrl,
    supportEmail: config.supportEmail,
    docsUrl: config.docsUrl,
    statusUrl: config.statusUrl,
    termsUrl: config.termsUrl,
    privacyUrl: config.privacyUrl,
    contentBase: '',
    aiConfigured: config.runtime.ai !== null,
    tracing: browserSpansWanted(config.ops.tracing),
  };
  app.get('/app-config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(appConfig));

  const assetsDir = path.join(clientDistDir(), 'assets');
  const staticDir = path.join(clientDistDir(), 'static');
  if (existsSync(assetsDir) && existsSync(staticDir)) {
    // The build wrote .br and .gz beside each text file; they are sent as Accept-Encoding allows.
    await app.register(fastifyStatic, { root: assetsDir, prefix: '/assets/', immutable: true, maxAge: '365d', preCompressed: true });
    await app.register(fastifyStatic, { root: staticDir, prefix: '/static/', decorateReply: false, maxAge: '1d', preCompressed: true });
  } else {
    app.log.info('the client is not built; only the API and the identity provider are served');
  }

  const indexFile = path.join(clientDistDir(), 'index.html');
  let cached: { mtimeMs: number; html: string; chunks: Record<string, string[]>; policy: string } | null = null;
  const readIndex = async (): Promise<{ html: string; chunks: Record<string, string[]>; policy: string } | null> => {
    const info = await stat(indexFile).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(indexFile, 'utf8');
      // The page's own inline script (the build's head script) is allowed by its hash, on this page only.
      const policy = studioContentSecurityPolicy(config, inlineScriptsOf(html));
      cached = { mtimeMs: info.mtimeMs, html: withInlineAppConfig(html, appConfig), chunks: routeChunksOf(html), policy };
    }
    return cached;
  };

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      return reply.status(404).send({ error: 'not-found', message: `No route GET ${pathname}` });
    }
    const index = await readIndex();
    if (index === null) {
      return reply.status(503).type('text/plain').send('The client is not built: run `npm run build` (npm start does it).');
    }
    // A flow URL's page fetches the flow page's code with the HTML (routeChunkPreloads.ts).
    const html = withRouteChunkPreloads(index.html, index.chunks, pathname);
    return reply.header('cache-control', 'no-cache').header('content-security-policy', index.policy).type('text/html; charset=utf-8').send(html);
  });
}
