// Starts a real studio for API tests: its own temporary data folder (PGlite) or, when
// DATABASE_URL is set, its own fresh database on that PostgreSQL server; the embedded OpenID
// provider; a random loopback port. Users sign up through the provider over HTTP.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStudio, type Studio } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/database';
import type { ClusterBus } from '../../server/cluster/ClusterBus';
import type { RegisteredRoute } from '../../server/http/routeCatalog';
import { freePort } from './freePort';
import { createScratchDatabase } from './scratchDatabase';
import { seedPgliteDataDir } from './pgliteTemplate';
import { BrowserlessSignIn, type TokenSet } from './oidcClient';

export interface ApiResponse {
  status: number;
  body: any;
}

export interface TestUser {
  accessToken: string;
  email: string;
  name: string;
  password: string;
  tokens: TokenSet;
  request(method: string, path: string, body?: unknown): Promise<ApiResponse>;
  /** Signs out of the provider session this user signed up in (RP-initiated logout); answers the redirect. */
  signOut(): Promise<string>;
}

/** Another studio instance on the same database and data folder (behind a load balancer, it would be a peer). */
export interface TestInstance {
  url: string;
  studio: Studio;
  /** A request to this instance's /api with any Authorization header (or none). */
  request(method: string, path: string, options?: { body?: unknown; authorization?: string }): Promise<ApiResponse>;
  /** As a user: their bearer token, sent to this instance. */
  as(user: TestUser): (method: string, path: string, body?: unknown) => Promise<ApiResponse>;
  close(): Promise<void>;
}

export interface TestStudio {
  url: string;
  /** The studio's DATA_DIR (PGlite files, the mail outbox). */
  dataDir: string;
  database: Database;
  /** Notices between the instances on this database (server/cluster). */
  cluster: ClusterBus;
  /** The PostgreSQL database it runs on (null on PGlite): a second studio started with it shares the data. */
  databaseUrl: string | null;
  /** The configuration the studio runs with (its DATA_DIR, keys). */
  config: Config;
  /** Every route the running app registered (server/http/routeCatalog.ts). */
  readonly routes: readonly RegisteredRoute[];
  /** The running instance's periodic jobs (server/cluster/jobLeadership.ts). */
  readonly jobs: Studio['jobs'];
  /** The running instance's Prometheus metrics (server/ops/metrics.ts). */
  readonly metrics: Studio['metrics'];
  signUp(options?: { email?: string; name?: string; password?: string }): Promise<TestUser>;
  signIn(email: string, password: string): Promise<TokenSet>;
  /** A request to /api with any Authorization header (or none). */
  request(method: string, path: string, options?: { body?: unknown; authorization?: string }): Promise<ApiResponse>;
  /**
   * Starts another instance on the same database, configuration (PUBLIC_URL, keys) and data folder, on its own port:
   * on PostgreSQL with its own connection pool, as a separate process would; on PGlite over the same open database
   * (one process can open a PGlite folder once), with everything else of its own. Closed with the studio.
   */
  startInstance(): Promise<TestInstance>;
  /** Stops the server and starts a new one on the same data and port (a process restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `env` adds or overrides configuration variables (e.g. SMTP_URL). A DATABASE_URL given there is used as it is
 * (another studio's `databaseUrl`: two instances on one database); otherwise each studio gets a scratch database.
 */
export async function startTestStudio(env: Record<string, string> = {}): Promise<TestStudio> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-test-'));
  const scratch = process.env.DATABASE_URL && !env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  if (!scratch && !env.DATABASE_URL) await seedPgliteDataDir(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  let studio = await buildStudio(config);
  await studio.app.listen({ port, host: '127.0.0.1' });

  const requestTo = (base: string): TestStudio['request'] => async (method, apiPath, options = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.authorization) headers.authorization = options.authorization;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}/api${apiPath}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: await parseBody(response) };
  };
  const request = requestTo(url);
  const instances = new Set<TestInstance>();

  const signIn = (email: string, password: string) =>
    new BrowserlessSignIn({ baseUrl: url, clientId: 'studio', scope: 'openid email profile' }).run({ mode: 'signin', email, password });

  let users = 0;
  return {
    url,
    dataDir,
    config,
    get database() {
      return studio.database;
    },
    get cluster() {
      return studio.cluster;
    },
    databaseUrl: config.databaseUrl,
    get routes() {
      return studio.routes;
    },
    get jobs() {
      return studio.jobs;
    },
    get metrics() {
      return studio.metrics;
    },
    signIn,
    request,
    async signUp(options = {}) {
      users += 1;
      const email = options.email ?? `user${users}-${randomBytes(4).toString('hex')}@example.com`;
      const name = options.name ?? `Test User ${users}`;
      const password = options.password ?? `pw-${randomBytes(8).toString('hex')}`;
      const client = new BrowserlessSignIn({ baseUrl: url, clientId: 'studio', scope: 'openid email profile' });
      const tokens = await client.run({
        mode: 'signup',
        email,
        name,
        password,
      });
      const authorization = `Bearer ${tokens.access_token}`;
      return {
        accessToken: tokens.access_token,
        email,
        name,
        password,
        tokens,
        request: (method, apiPath, body) => request(method, apiPath, { body, authorization }),
        signOut: () => client.signOut(tokens.id_token),
      };
    },
    async startInstance() {
      const instancePort = await freePort();
      const peer = await buildStudio(config, config.databaseUrl === null ? { database: studio.database } : {});
      await peer.app.listen({ port: instancePort, host: '127.0.0.1' });
      const instanceUrl = `http://127.0.0.1:${instancePort}`;
      const instanceRequest = requestTo(instanceUrl);
      const instance: TestInstance = {
        url: instanceUrl,
        studio: peer,
        request: instanceRequest,
        as: (user) => (method, apiPath, body) => instanceRequest(method, apiPath, { body, authorization: `Bearer ${user.accessToken}` }),
        async close() {
          if (!instances.delete(instance)) return;
          await peer.close();
        },
      };
      instances.add(instance);
      return instance;
    },
    async restart() {
      await studio.close();
      studio = await buildStudio(config);
      await studio.app.listen({ port, host: '127.0.0.1' });
    },
    async close() {
      for (const instance of [...instances]) await instance.close();
      await studio.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
