// Hands every request under the provider's path to oidc-provider's own (Koa) request handler,
// leaving the body stream untouched for it to parse. The provider builds its endpoint URLs from the
// request's host and protocol; whether forwarded headers may set those is Fastify's trustProxy
// (TRUST_PROXY) alone: the provider receives only what Fastify derived, never a client's own
// X-Forwarded-* headers.
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';

export async function mountProvider(app: FastifyInstance, provider: Provider, basePath: string): Promise<void> {
  const handle = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(`${basePath}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      // As Express does for a mounted app: the provider sees its own paths and knows its mount.
      raw.originalUrl = raw.url;
      raw.headers['x-forwarded-host'] = request.host;
      raw.headers['x-forwarded-proto'] = request.protocol;
      raw.headers['x-forwarded-for'] = request.ip;
      raw.url = raw.url!.slice(basePath.length) || '/';
      handle(raw, reply.raw);
    });
  });
}
