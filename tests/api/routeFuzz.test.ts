// The property-based route fuzzer of issue 11: for EVERY route the running app registered (enumerated from
// the app itself, server/http/routeCatalog.ts, so a new route is covered without being listed here), generated
// hostile bodies, queries and path parameters are answered 4xx with an error body, and nothing is written.
// The caller is a real user who owns an organization with a widget, a secret, files, an access token, an
// invitation and a second member, and path parameters take those real ids, so handlers get past "not found".
//
// Excluded, and why:
// - HEAD routes: Fastify derives them from the GET routes (same handler, no body to read or assert on).
// - /oidc/*: the catch-all handing requests to oidc-provider's own Koa router (mountProvider.ts). Its answers
//   are the OAuth protocol's (and it writes sessions and interactions by design); the sign-in and sign-up pages
//   under /oidc/interaction/… are Fastify routes and are fuzzed.
// - Malformed multipart bodies: the uploads work of issue 11 owns and tests them (bodies here are never multipart;
//   the upload routes still get every other hostile request).
//
// Seeded: FUZZ_SEED=<n> replays a run (the seed is printed with any failure); FUZZ_RUNS sets the cases per route.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../server/db/schema';
import type { RegisteredRoute } from '../../server/http/routeCatalog';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { createOrganization, createWidget, UNKNOWN_ID, userId } from './fixtures';
import { hostileBody, hostilePathValue, hostileQuery, parametersOf, pathOf, takesBody, type FuzzRequest } from './routeFuzz';
import { makeImage, upload } from './uploads';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 10);

const EXCLUDED: { matches: (route: RegisteredRoute) => boolean; why: string }[] = [
  { matches: (route) => route.method === 'HEAD', why: 'derived from its GET route' },
  { matches: (route) => route.url === '/oidc/*', why: "oidc-provider's own Koa router" },
];

/**
 * Tables a refused request may still touch, and why (the fingerprint leaves them out):
 * - oidc_payloads: the provider's sessions, grants and interactions; reading a sign-in page may refresh its
 *   interaction, and the fuzzer's own sign-in lives there.
 */
const TABLES_TOUCHED_BY_READS = new Set(['oidc_payloads']);

describe('route fuzzer: hostile input to every route is a 4xx that writes nothing', () => {
  let studio: TestStudio;
  let owner: TestUser;
  /** Real ids of everything the owner has; path parameters are filled from these. */
  let ids: string[];
  let tables: string[];

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
    const colleague = await studio.signUp();
    const organizationId = await createOrganization(owner, 'Fuzzed Inc');
    const widgetId = await createWidget(owner, organizationId);
    const secret = await owner.request('POST', `/widgets/${widgetId}/secrets`, { name: 'api_key', value: 'hunter2' });
    expect(secret.status).toBe(201);
    const token = await owner.request('POST', `/organizations/${organizationId}/access_tokens`, {
      name: 'deploys',
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(token.status).toBe(201);
    const invitation = await owner.request('POST', `/organizations/${organizationId}/invitations`, { email: 'someone@example.com', role: 'member' });
    expect(invitation.status).toBe(201);
    const authorization = `Bearer ${owner.accessToken}`;
    const organizationFile = await upload(studio, `/organizations/${organizationId}/files`, await makeImage(40, 30), { authorization });
    expect(organizationFile.status).toBe(201);
    const ownFile = await upload(studio, '/files', await makeImage(20, 20), { authorization });
    expect(ownFile.status).toBe(201);
    const colleagueId = await userId(colleague);
    await studio.database.db.insert(memberships).values({ organizationId, userId: colleagueId, role: 'member' });
    ids = [organizationId, widgetId, secret.body.id, token.body.id, invitation.body.id, organizationFile.body.id, ownFile.body.id, colleagueId, await userId(owner), UNKNOWN_ID];
    const listed = await studio.database.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    tables = rowsOf(listed)
      .map((row) => String(row.table_name))
      .filter((table) => !TABLES_TOUCHED_BY_READS.has(table));
  });

  afterAll(async () => {
    await studio?.close();
  });

  /** One hash per table of all its rows: any insert, update or delete changes it. */
  async function fingerprint(): Promise<Record<string, string>> {
    const selects = tables.map((table) => `SELECT '${table}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${table}" t`);
    const result = await studio.database.db.execute(sql.raw(selects.join(' UNION ALL ')));
    return Object.fromEntries(rowsOf(result).map((row) => [String(row.name), String(row.hash)]));
  }

  async function send(request: FuzzRequest): Promise<{ status: number; contentType: string; text: string }> {
    const headers: Record<string, string> = { authorization: `Bearer ${owner.accessToken}`, accept: 'application/json' };
    if (request.contentType) headers['content-type'] = request.contentType;
    const response = await fetch(`${studio.url}${request.url}`, { method: request.method, headers, body: request.body, redirect: 'manual' });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  }

  /** What is wrong with the answer to a hostile request, or null. */
  function answerProblem(route: RegisteredRoute, answer: { status: number; contentType: string; text: string }): string | null {
    if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}`;
    if (answer.contentType.startsWith('application/json')) {
      try {
        const body = JSON.parse(answer.text);
        return typeof body?.error === 'string' && typeof body?.message === 'string' ? null : 'a JSON body without error and message';
      } catch {
        return 'a body that is not JSON';
      }
    }
    // Pages for browsers (sign-in, the local billing pages) answer their errors as pages; the API never does.
    if (!route.url.startsWith('/api/') && answer.contentType.startsWith('text/html')) return null;
    return `content type ${answer.contentType || 'none'}`;
  }

  /** The hostile requests for one route: a body (when the method has one), a query or a path parameter. */
  function requestsFor(route: RegisteredRoute): fc.Arbitrary<FuzzRequest> {
    const parameters = parametersOf(route);
    const choose = fc.func(fc.constantFrom(...ids));
    const kinds: fc.Arbitrary<FuzzRequest>[] = [
      fc.tuple(choose, hostileQuery).map(([pick, { query, attack }]) => ({ method: route.method, url: `${pathOf(route, ids, pick)}?${query}`, attack })),
    ];
    if (takesBody(route.method)) {
      kinds.push(
        fc.tuple(choose, hostileBody).map(([pick, body]) => ({ method: route.method, url: pathOf(route, ids, pick), ...body })),
      );
    }
    if (parameters.length > 0) {
      kinds.push(
        fc.tuple(choose, fc.constantFrom(...parameters), hostilePathValue).map(([pick, parameter, value]) => ({
          method: route.method,
          url: pathOf(route, ids, pick, { parameter, value }),
          attack: `path parameter ${parameter}=${value.slice(0, 60)}`,
        })),
      );
    }
    return fc.oneof(...kinds);
  }

  it('enumerates the routes from the running app, inside and outside /api', () => {
    const names = new Set(studio.routes.map((route) => `${route.method} ${route.url}`));
    for (const expected of ['PUT /api/widgets/:id/flow', 'PATCH /api/widgets/:id/flow', 'GET /api/widgets/:id/flow/changes', 'POST /api/widgets/:id/flow/node_ids', 'GET /api/widgets/:id/flow/live', 'GET /uploads/:id/:variant', 'POST /billing/webhook', 'GET /*']) {
      expect(names, expected).toContain(expected);
    }
  });

  it('answers every hostile body, query and path parameter with a 4xx and writes nothing', async () => {
    const fuzzed = studio.routes.filter((route) => !EXCLUDED.some((rule) => rule.matches(route)));
    expect(fuzzed.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, route] of fuzzed.entries()) {
      const seed = SEED + index;
      const property = fc.asyncProperty(requestsFor(route), async (request) => {
        const before = await fingerprint();
        const answer = await send(request);
        sent += 1;
        const after = await fingerprint();
        const problem = answerProblem(route, answer);
        const written = tables.filter((table) => before[table] !== after[table]);
        if (problem || written.length > 0) {
          const body = request.body === undefined ? '' : ` ${request.contentType} ${JSON.stringify(request.body.slice(0, 200))}`;
          throw new Error(
            `${request.method} ${request.url.slice(0, 300)}${body} (${request.attack}) -> ${problem ?? `status ${answer.status}`}` +
              `${written.length > 0 ? `, wrote to ${written.join(', ')}` : ''}: ${answer.text.slice(0, 300)}`,
          );
        }
      });
      const result = await fc.check(property, { seed, numRuns: RUNS_PER_ROUTE, endOnFailure: true });
      if (result.failed) {
        failures.push(`${route.method} ${route.url} (FUZZ_SEED=${SEED}, route seed ${seed}): ${String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance)}`);
      }
    }
    expect(failures, `FUZZ_SEED=${SEED}\n${failures.join('\n')}`).toEqual([]);
    // Every route got its cases (a property that ran nothing would prove nothing).
    expect(sent).toBe(fuzzed.length * RUNS_PER_ROUTE);
  }, 600_000);
});

/** Rows of a raw query, whichever driver ran it (node-postgres returns a result with rows, PGlite too). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[])) as Record<string, unknown>[];
}
