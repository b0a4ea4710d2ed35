// What the studio serves for embedding (README "Embedding"): the loader /embed.js, the runtime bundle
// /runtime/v1/runtime-<hash>.js (immutable), the React module /runtime/v1/react.js, and the page /w/{payload}
// that the iframe and the share link open. The files come from the build (BUILD_DIR/runtime, listed in
// runtime-files.json) and are kept in memory. Every asset is readable from any origin (CORS *, CORP cross-origin):
// they are public and hold no secret.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RUNTIME_BASE } from '../../contracts/runtimePaths';
import { decodeSharePayload, type SharePayload } from '../../contracts/sharePayload';
import { isUuid } from '../../contracts/rules';
import { widgetPageContentSecurityPolicy } from '../http/securityHeaders';
import { clientDistDir } from '../paths';
import { frameAncestorSources } from './allowedOrigins';
import type { PublishedWidgetCache } from './publishedWidgetCache';

export const runtimeDistDir = (): string => path.join(path.dirname(clientDistDir()), 'runtime');

interface RuntimeFiles {
  runtime: string;
  embed: string;
  react: string;
}

interface Asset {
  body: Buffer;
  cacheControl: string;
}

const SHORT_CACHE = 'public, max-age=300';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function readAssets(dir: string): Map<string, Asset> | null {
  const listing = path.join(dir, 'runtime-files.json');
  if (!existsSync(listing)) return null;
  const files = JSON.parse(readFileSync(listing, 'utf8')) as RuntimeFiles;
  return new Map<string, Asset>([
    ['/embed.js', { body: readFileSync(path.join(dir, files.embed)), cacheControl: SHORT_CACHE }],
    [`${RUNTIME_BASE}/${files.runtime}`, { body: readFileSync(path.join(dir, files.runtime)), cacheControl: IMMUTABLE }],
    [`${RUNTIME_BASE}/react.js`, { body: readFileSync(path.join(dir, files.react)), cacheControl: SHORT_CACHE }],
  ]);
}

function sendScript(reply: FastifyReply, asset: Asset) {
  return reply
    .header('content-type', 'text/javascript; charset=utf-8')
    .header('cache-control', asset.cacheControl)
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-content-type-options', 'nosniff')
    .send(asset.body);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The /w/ page: one widget, full width, with a strict CSP whose nonce the runtime uses for its elements, framable
 * only by the widget's allowed origins (and the studio itself, whose Share page previews it).
 */
export function widgetPageHtml(payload: SharePayload, nonce: string): string {
  const attributes = [
    `data-widget-id="${escapeHtml(payload.widgetId)}"`,
    `data-nonce="${nonce}"`,
    ...(payload.debug ? ['data-debug="true"'] : []),
    ...payload.dataAttributes.map(([name, value]) => `${name}="${escapeHtml(value)}"`),
  ].join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Widget</title>
<style nonce="${nonce}">html,body{margin:0;padding:0;background:transparent}</style>
</head>
<body>
<script src="/embed.js" ${attributes} nonce="${nonce}" async></script>
</body>
</html>
`;
}

export interface EmbedAssetsOptions {
  /** Who may frame the widget page of this widget: CSP frame-ancestors sources, or '*' for any site. */
  frameAncestorsOf(widgetId: string): Promise<readonly string[] | '*'>;
  /** Where the built runtime files are (tests give their own). */
  dir?: string;
}

/** The widget page's framing from the published copy: its allowed origins; an unpublished widget only the studio. */
export function publishedFrameAncestors(published: PublishedWidgetCache): EmbedAssetsOptions['frameAncestorsOf'] {
  return async (widgetId) => {
    const widget = isUuid(widgetId) ? await published.get(widgetId) : null;
    return widget ? frameAncestorSources(widget.allowedOrigins) : ["'self'"];
  };
}

export function registerEmbedAssets(app: FastifyInstance, { frameAncestorsOf, dir = runtimeDistDir() }: EmbedAssetsOptions): void {
  const assets = readAssets(dir);
  if (!assets) app.log.info('the runtime is not built; /embed.js and /w/ are not served');
  for (const [url, asset] of assets ?? []) app.get(url, async (_request, reply) => sendScript(reply, asset));

  // A wildcard, not /w/:payload: Fastify cuts parameters at 100 characters (maxParamLength) and a link with a
  // few data attributes is longer; the payload alphabet has no '/', so a deeper path does not decode.
  app.get<{ Params: { '*': string } }>('/w/*', async (request, reply) => {
    const payload = decodeSharePayload(request.params['*']);
    if (!payload) return reply.status(404).send({ error: 'not-found', message: 'This widget link is not valid.' });
    if (!assets) return reply.status(503).type('text/plain').send('The runtime is not built: run `npm run build`.');
    const nonce = randomBytes(16).toString('base64');
    const frameAncestors = await frameAncestorsOf(payload.widgetId);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', widgetPageContentSecurityPolicy(nonce, frameAncestors))
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .type('text/html; charset=utf-8')
      .send(widgetPageHtml(payload, nonce));
  });
}
