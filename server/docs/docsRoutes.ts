// Serves the built-in documentation (docsBuild.mjs writes it under BUILD_DIR/client/docs): public, no sign-in.
//   GET /docs                 → 301 /docs/ (the pages link to each other relatively)
//   GET /docs/                the first page (getting started)
//   GET /docs/{page}          a page; an unknown one is the not-found page with 404
//   GET /docs/search?q=       the results page, rendered here (search without JavaScript)
//   GET /docs/search-index.json, /docs/assets/…   the index and the pages' script, stylesheet and icon
// Pages and the index are no-cache; hashed assets immutable. The studio's CSP applies (scripts are files).
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DOCS_PATH, docsPageFile, isDocsPageSlug, NOT_FOUND_FILE, SEARCH_INDEX_FILE, SEARCH_TEMPLATE_FILE } from '../../docsSite/docsPages';
import { SEARCH_QUERY_MARKER, SEARCH_RESULTS_MARKER } from '../../docsSite/pageLayout';
import { escapeHtml } from '../../docsSite/htmlText';
import { SEARCH_QUERY_MAX, searchDocs, type SearchEntry } from '../../docsSite/searchDocs';
import { searchResultsHtml } from '../../docsSite/searchResultsHtml';
import { clientDistDir } from '../paths';

const HASHED_ASSET = /-[A-Z0-9]{8}\.(js|css)$/;

/** Files of the built docs, read once and again only when the build rewrote them. */
class BuiltFiles {
  private readonly cache = new Map<string, { mtimeMs: number; text: string }>();
  constructor(private readonly dir: string) {}

  async read(file: string): Promise<string | null> {
    const full = path.join(this.dir, file);
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) return null;
    const kept = this.cache.get(file);
    if (kept && kept.mtimeMs === info.mtimeMs) return kept.text;
    const text = await readFile(full, 'utf8');
    this.cache.set(file, { mtimeMs: info.mtimeMs, text });
    return text;
  }
}

export async function registerDocs(app: FastifyInstance, docsDir = path.join(clientDistDir(), 'docs')): Promise<void> {
  const files = new BuiltFiles(docsDir);
  let parsedIndex: { text: string; entries: SearchEntry[] } | null = null;
  const searchIndex = async (): Promise<SearchEntry[] | null> => {
    const text = await files.read(SEARCH_INDEX_FILE);
    if (text === null) return null;
    if (parsedIndex?.text !== text) parsedIndex = { text, entries: JSON.parse(text) as SearchEntry[] };
    return parsedIndex.entries;
  };

  const notBuilt = (reply: FastifyReply) =>
    reply.status(503).type('text/plain; charset=utf-8').send('The documentation is not built: run `npm run build` (npm start does it).');
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body);
  // An unknown address is a 404 page even when nothing is built (a 503 would claim a page exists there).
  const notFound = async (reply: FastifyReply) =>
    html(reply, 404, (await files.read(NOT_FOUND_FILE)) ?? '<!doctype html><html lang="en"><title>Page not found</title><h1>Page not found</h1></html>');

  const assetsDir = path.join(docsDir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: `${DOCS_PATH}/assets/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      },
    });
  }

  app.get(DOCS_PATH, async (_request, reply) => reply.redirect(`${DOCS_PATH}/`, 301));

  app.get(`${DOCS_PATH}/`, async (_request, reply) => {
    const page = await files.read(docsPageFile(''));
    return page === null ? notBuilt(reply) : html(reply, 200, page);
  });

  app.get(`${DOCS_PATH}/${SEARCH_INDEX_FILE}`, async (_request, reply) => {
    const text = await files.read(SEARCH_INDEX_FILE);
    if (text === null) return notBuilt(reply);
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(text);
  });

  app.get<{ Querystring: { q?: string | string[] } }>(`${DOCS_PATH}/search`, async (request, reply) => {
    const [template, entries] = await Promise.all([files.read(SEARCH_TEMPLATE_FILE), searchIndex()]);
    if (template === null || entries === null) return notBuilt(reply);
    const raw = request.query.q;
    const query = (Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')).slice(0, SEARCH_QUERY_MAX);
    const page = template.replace(SEARCH_QUERY_MARKER, () => escapeHtml(query)).replace(SEARCH_RESULTS_MARKER, () => searchResultsHtml(searchDocs(entries, query), query));
    return html(reply, 200, page);
  });

  app.get<{ Params: { page: string } }>(`${DOCS_PATH}/:page`, async (request, reply) => {
    const slug = request.params.page;
    if (slug === '' || !isDocsPageSlug(slug)) return notFound(reply);
    const page = await files.read(docsPageFile(slug));
    return page === null ? notBuilt(reply) : html(reply, 200, page);
  });

  app.get(`${DOCS_PATH}/*`, async (_request, reply) => notFound(reply));
}
