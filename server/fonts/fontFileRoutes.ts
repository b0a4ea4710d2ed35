// GET /fonts/{familyId}/{weight}-{style}.woff2: the font files of the families the studio hosts (its @fontsource
// packages, server/fonts/fontCatalogue.ts). Public and loadable from any site (published widgets register them
// with the FontFace API, which fetches in CORS mode): CORS *, CORP cross-origin (securityHeaders.ts), cached for
// a year. Anything else is 404.
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { FONT_FILES_BASE } from '../../contracts/fonts';
import { NotFoundError } from '../http/errors';
import { fontCatalogue } from './fontCatalogue';

const FAMILY_ID = /^[a-z0-9-]{1,64}$/;
const FILE = /^([1-9]00-(?:normal|italic))\.woff2$/;

export function registerFontFileRoutes(app: FastifyInstance): void {
  app.get(`${FONT_FILES_BASE}/:family/:file`, async (request, reply) => {
    const { family, file } = request.params as { family: string; file: string };
    // Also on a 404, so a visitor's page sees "not found" (and falls back quietly) rather than a CORS failure.
    reply.header('access-control-allow-origin', '*');
    const variant = FILE.exec(file)?.[1];
    if (!FAMILY_ID.test(family) || !variant) throw new NotFoundError('Font');
    const location = (await fontCatalogue()).fontFile(family, variant);
    if (!location) throw new NotFoundError('Font');
    const body = await readFile(location);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type('font/woff2')
      .send(body);
  });
}
