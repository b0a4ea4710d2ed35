// The font catalogue for signed-in studio users (editor.md §7): GET /fonts?query= lists families, GET /font?family=
// one family's variants with the studio URL of each file (server/fonts/fontCatalogue.ts).
import type { FastifyInstance } from 'fastify';
import { fontListQuerySchema, fontQuerySchema, type FontDetail, type FontSummary } from '../../contracts/fonts';
import { fontCatalogue } from '../fonts/fontCatalogue';
import { NotFoundError } from '../http/errors';
import { validQuery } from '../http/validate';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';

/** The catalogue is the same for everyone and changes only with a new build. */
const CATALOGUE_CACHE = 'private, max-age=3600';

export function registerFontRoutes(app: FastifyInstance, { db }: ApiContext): void {
  app.get('/fonts', async (request, reply): Promise<FontSummary[]> => {
    const query = validQuery(request, fontListQuerySchema);
    await currentUser(request, db);
    const catalogue = await fontCatalogue();
    reply.header('cache-control', CATALOGUE_CACHE);
    return catalogue.search(query.query ?? '');
  });

  app.get('/font', async (request, reply): Promise<FontDetail> => {
    const query = validQuery(request, fontQuerySchema);
    await currentUser(request, db);
    const detail = (await fontCatalogue()).detail(query.family);
    if (!detail) throw new NotFoundError('Font');
    reply.header('cache-control', CATALOGUE_CACHE);
    return detail;
  });
}
