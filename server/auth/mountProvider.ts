// Hands every request under the provider's path to oidc-provider's own (Koa) request handler,
// leaving the body stream untouched for it to parse.
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
      raw.url = raw.url!.slice(basePath.length) || '/';
      handle(raw, reply.raw);
    });
  });
}
