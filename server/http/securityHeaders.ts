// Security headers (@fastify/helmet) on every answer, chosen by path: the studio's pages, API and identity
// provider get a strict policy (no framing, same-origin resources, a CSP the app passes with); the paths a
// visitor's site loads (the embed loader, the runtime, widget pages, uploaded images) get embed-friendly ones.
// The headers are written in an onRequest hook, so they also reach the provider's hijacked (Koa) answers.
import { createHash } from 'node:crypto';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Pages and scripts other sites embed: framable by any site (a widget page narrows `frame-ancestors` to the
 * widget's allowed origins with `embedPageContentSecurityPolicy`), loadable cross-origin.
 */
export const EMBEDDABLE_PATH_PREFIXES = ['/embed.js', '/runtime/', '/w/'] as const;

/**
 * Resources other sites load (widgets show uploaded images and use the studio's font files):
 * `Cross-Origin-Resource-Policy: cross-origin`.
 */
export const CROSS_ORIGIN_RESOURCE_PATH_PREFIXES = [...EMBEDDABLE_PATH_PREFIXES, '/uploads/', '/fonts/'] as const;

/**
 * Inline scripts of server-rendered pages, allowed by hash: the embedded provider's sign-out page submits
 * its form itself (server/auth/embeddedProvider.ts, logoutSource). tests/api/securityHeaders.test.ts checks
 * that every inline script the provider serves is listed here.
 */
export const ALLOWED_INLINE_SCRIPTS = ['document.forms[0].submit()'] as const;

export function inlineScriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function pathStartsWithAny(url: string, prefixes: readonly string[]): boolean {
  const pathname = url.split('?', 1)[0]!;
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : prefix + '/'));
}

export function isEmbeddablePath(url: string): boolean {
  return pathStartsWithAny(url, EMBEDDABLE_PATH_PREFIXES);
}

function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

type Directives = Record<string, string[]>;

/**
 * The studio's CSP. Scripts: only its own files (pixi.js runs without eval through `pixi.js/unsafe-eval`).
 * Styles: its own files plus inline ones (the auth and billing pages' <style>, CodeMirror's and React's
 * style attributes). Images: also any https URL (widget previews show images from anywhere). Connections:
 * the studio, plus an absolute API_BASE and an external OIDC_ISSUER. Frames: the studio and the support chat.
 */
export function studioDirectives(config: Config): Directives {
  const extra = (...urls: (string | null | undefined)[]) => [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))];
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...ALLOWED_INLINE_SCRIPTS.map(inlineScriptHash)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extra(config.apiBase, config.externalOidc?.issuer)],
    'frame-src': ["'self'", ...extra(config.supportChatUrl)],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The studio's CSP as a header value, allowing also `inlineScripts` by hash: the app's page (index.html) carries the
 * build's head script (src/headScript.ts), whose text is known only once the client is built (server/clientApp.ts).
 */
export function studioContentSecurityPolicy(config: Config, inlineScripts: readonly string[]): string {
  const directives = studioDirectives(config);
  directives['script-src'] = [...directives['script-src']!, ...inlineScripts.map(inlineScriptHash)];
  return serializePolicy(directives);
}

function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length > 0 ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/**
 * The CSP of an embeddable page: like the studio's, but framable by `frameAncestors` (a widget's allowed
 * origins; empty or '*' for any site). A widget page route sets it with
 * `reply.header('content-security-policy', embedPageContentSecurityPolicy(config, origins))`.
 */
export function embedPageContentSecurityPolicy(config: Config, frameAncestors: readonly string[] | '*' = '*'): string {
  return serializePolicy(embedDirectives(config, frameAncestors));
}

/**
 * The CSP of the widget page `/w/{payload}` (the iframe embed and the share link): only the studio's own scripts
 * and styles, each element carrying the page's fresh nonce; framable by `frameAncestors`, the sources of the
 * widget's allowed origins (`runtime/allowedOrigins.ts`, frameAncestorSources), or any site for '*'.
 */
export function widgetPageContentSecurityPolicy(nonce: string, frameAncestors: readonly string[] | '*'): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-ancestors ${frameAncestors === '*' ? '*' : frameAncestors.join(' ')}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

function embedDirectives(config: Config, frameAncestors: readonly string[] | '*'): Directives {
  const ancestors = frameAncestors === '*' || frameAncestors.length === 0 ? ['*'] : [...frameAncestors];
  const { 'form-action': _formAction, ...studio } = studioDirectives(config);
  return { ...studio, 'frame-src': ["'self'"], 'frame-ancestors': ancestors };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  const studio: FastifyHelmetOptions = {
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives: studioDirectives(config) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  };
  const embeddable = {
    contentSecurityPolicy: { useDefaults: false, directives: embedDirectives(config, '*') },
    // Opened as a link page or framed by any site: no opener isolation, no X-Frame-Options.
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  } as const;
  const crossOriginResource = { crossOriginResourcePolicy: { policy: 'cross-origin' } } as const;

  await app.register(fastifyHelmet, studio);
  app.addHook('onRequest', async (request, reply) => {
    if (isEmbeddablePath(request.url)) reply.helmet(embeddable);
    else if (pathStartsWithAny(request.url, CROSS_ORIGIN_RESOURCE_PATH_PREFIXES)) reply.helmet(crossOriginResource);
    else reply.helmet();
  });
}
