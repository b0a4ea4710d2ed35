// The cluster suite: two studio processes on one PostgreSQL database behind HAProxy (deploy/haproxy.cfg as shipped).
// Health, readiness and metrics as the balancer and an operator see them; a sign-in through the balancer valid on
// both; the sign-in throttle counted across both; a token revoked on one refused on the other at once; a publish on
// one served by the other at once; a due job run once; then mixed traffic (sign-ins, flow saves, runtime events,
// collected records, uploads) while one instance is SIGKILLed and comes back and the other gets SIGTERM and drains:
// every acknowledged save, event, record and upload is there afterwards, and nothing twice.
// Needs DATABASE_URL (a PostgreSQL server: .ci/run starts one) and haproxy on PATH (.ci/run installs it).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowNode } from '../../engine/model/flowTypes';
import { BrowserlessSignIn, type TokenSet } from '../harness/oidcClient';
import { createScratchDatabase, type ScratchDatabase } from '../harness/scratchDatabase';
import { entrypoint, event, node, visitor } from '../api/runtimeFixtures';
import { makeImage, upload } from '../api/uploads';
import { Cluster, status, waitFor, type StudioProcess } from './clusterHarness';

const databaseUrl = process.env.DATABASE_URL;

let scratch: ScratchDatabase;
let dataDir: string;
let cluster: Cluster;
let a: StudioProcess;
let b: StudioProcess;
let admin: pg.Client;

interface Answer {
  status: number;
  body: any;
}

async function call(base: string, method: string, apiPath: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  try {
    const response = await fetch(`${base}${apiPath}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, body };
  } catch {
    // The connection broke (an instance killed under it): no answer.
    return { status: 0, body: null };
  }
}

const signIn = (mode: 'signup' | 'signin', email: string, password: string): Promise<TokenSet> =>
  new BrowserlessSignIn({ baseUrl: cluster.lbUrl, clientId: 'studio', scope: 'openid email profile' }).run({ mode, email, password, name: 'Cluster User' });

/**
 * Retries `attempt` (a request that may hit a killed or draining instance) until it answers `until`, for up to 30 s:
 * long enough for the killed instance to be back, whatever the machine's load.
 */
async function retried<T>(attempt: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  let last: T | undefined;
  let lastError: unknown = null;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      last = await attempt();
      if (until(last)) return last;
    } catch (error) {
      // a broken sign-in flow: start again
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`gave up after 30 s (last: ${JSON.stringify(last)}; last error: ${String(lastError)})`);
}

beforeAll(async () => {
  if (!databaseUrl) throw new Error('The cluster suite runs on PostgreSQL: set DATABASE_URL (tests/runAll.mjs runs it when it is set)');
  scratch = await createScratchDatabase(databaseUrl, 'studio_cluster');
  dataDir = await mkdtemp(path.join(tmpdir(), 'studio-cluster-data-'));
  admin = new pg.Client({ connectionString: scratch.url });
  cluster = await Cluster.create({
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    SECRETS_KEY: randomBytes(32).toString('base64url'),
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'info',
    JOB_POLL_MS: '300',
    DRAIN_TIMEOUT_MS: '15000',
    RUNTIME_RATE_LIMIT_IP: '100000',
    RUNTIME_RATE_LIMIT_WIDGET: '100000',
    RUNTIME_EVENTS_PER_SESSION_DAY: '100000',
  });
  // Both at once: the second waits for the first's migrations (an advisory lock), as in a rolling start.
  [a, b] = await Promise.all([cluster.startInstance('a'), cluster.startInstance('b')]);
  await cluster.startHaproxy(a, b);
  await admin.connect();
}, 300_000);

afterAll(async () => {
  await cluster?.stop();
  await admin?.end();
  await scratch?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('two instances behind HAProxy', () => {
  let owner: TokenSet;
  let ownerEmail: string;
  let ownerPassword: string;
  let organizationId: string;

  it('answers health through the balancer, hides /metrics from it, and names requests by their trace id', async () => {
    expect(await status(`${cluster.lbUrl}/healthz`)).toBe(200);
    expect(await status(`${cluster.lbUrl}/readyz`)).toBe(200);
    expect(await status(`${cluster.lbUrl}/metrics`)).toBe(404);
    const metrics = await fetch(`${a.url}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('studio_http_requests_total');
    const traced = await fetch(`${cluster.lbUrl}/healthz`, { headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' } });
    expect(traced.headers.get('x-request-id')).toBe('0af7651916cd43dd8448eb211c80319c');
  });

  it('signs up through the balancer (the sign-in spans both instances) with a token both accept', async () => {
    ownerEmail = `owner-${randomBytes(4).toString('hex')}@example.com`;
    ownerPassword = `pw-${randomBytes(8).toString('hex')}`;
    owner = await signIn('signup', ownerEmail, ownerPassword);
    for (const instance of [a, b]) expect((await call(instance.url, 'GET', '/api/users/me', { token: owner.access_token })).status).toBe(200);
    const created = await call(cluster.lbUrl, 'POST', '/api/organizations', { token: owner.access_token, body: { name: 'Cluster Inc' } });
    expect(created.status).toBe(201);
    organizationId = created.body.id;
  });

  it('counts wrong passwords sent through the balancer to both instances against one throttle', async () => {
    const outcomes: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      try {
        await signIn('signin', ownerEmail, `wrong-${index}`);
        outcomes.push('signed-in');
      } catch (error) {
        outcomes.push(/failed with (\d+)/.exec((error as Error).message)?.[1] ?? 'error');
      }
    }
    expect(outcomes).toEqual(['401', '401', '401', '401', '401', '429']);
  });

  it('refuses an access token revoked on one instance on the other at once', async () => {
    const created = await call(a.url, 'POST', `/api/organizations/${organizationId}/access_tokens`, {
      token: owner.access_token,
      body: { name: 'ci', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(created.status).toBe(201);
    expect((await call(b.url, 'GET', `/api/organizations/${organizationId}`, { token: created.body.token })).status).toBe(200);
    expect((await call(a.url, 'DELETE', `/api/access_tokens/${created.body.id}`, { token: owner.access_token })).status).toBe(204);
    expect((await call(b.url, 'GET', `/api/organizations/${organizationId}`, { token: created.body.token })).status).toBe(401);
  });

  let widgetId: string;
  it('serves a publish made on one instance from the other at once', async () => {
    const created = await call(a.url, 'POST', '/api/widgets', { token: owner.access_token, body: { name: 'Cluster form', organizationId } });
    expect(created.status).toBe(201);
    widgetId = created.body.id;
    const publishWith = async (nodes: FlowNode[]) => {
      const flow = await call(a.url, 'GET', `/api/widgets/${widgetId}/flow`, { token: owner.access_token });
      const saved = await call(a.url, 'PUT', `/api/widgets/${widgetId}/flow`, { token: owner.access_token, body: { baseVersion: flow.body.version, flow: { nodes, connections: [] } } });
      expect(saved.status).toBe(200);
      expect((await call(a.url, 'PUT', `/api/widgets/${widgetId}/publish`, { token: owner.access_token })).status).toBe(200);
    };
    await publishWith([entrypoint()]);
    const manifestOnB = async () => {
      const answer = await call(b.url, 'GET', `/runtime/v1/widgets/${widgetId}/manifest`);
      return answer.status === 200 ? answer.body.version : answer.status;
    };
    expect(await manifestOnB()).toBe(1);
    await publishWith([entrypoint(), node(2, 'collect', { partition: 'leads', sync: true, fields: [{ key: 'email', value: 'lead@example.com' }] })]);
    // B held version 1 in its cache (kept up to a minute): the cluster notice makes it read version 2 now.
    await waitFor('B to serve version 2', async () => (await manifestOnB()) === 2, 5_000);
  });

  it('runs a due periodic job once across both instances', async () => {
    await admin.query(`UPDATE cluster.jobs SET next_run_at = clock_timestamp() - interval '1 second' WHERE name = 'events-retention'`);
    const row = await waitFor('the retention run to finish', async () => {
      const result = await admin.query(`SELECT runs, last_outcome, running_by, next_run_at > clock_timestamp() AS scheduled FROM cluster.jobs WHERE name = 'events-retention'`);
      const current = result.rows[0];
      return current.last_outcome !== null && current.running_by === null ? current : null;
    });
    expect(row).toEqual({ runs: 1, last_outcome: 'succeeded', running_by: null, scheduled: true });
  });

  it('keeps every acknowledged save, event, record and upload, once, while one instance is killed and the other drains', async () => {
    const token = owner.access_token;
    const acknowledged = { events: [] as string[], records: [] as string[], nodes: [] as number[], files: [] as string[], signIns: 0 };
    /** The last answer that was not an acknowledgement, per kind (shown when a kind got none). */
    const refused: Record<string, unknown> = {};
    let stopTraffic = false;

    const eventsWorker = async () => {
      while (!stopTraffic) {
        const ids = visitor();
        const batch = { version: 2, events: [event('widget_flow_widget_shown', ids), event('widget_flow_widget_touched', ids), event('widget_flow_finished', ids)] };
        // A batch is sent again until acknowledged: its event ids make a second delivery count once.
        await retried(() => call(cluster.lbUrl, 'POST', `/runtime/v1/widgets/${widgetId}/events`, { body: batch }), (answer) => answer.status === 202);
        acknowledged.events.push(...batch.events.map((sent) => sent.id));
      }
    };
    const recordsWorker = async () => {
      for (let index = 0; index < 30 && !stopTraffic; index += 1) {
        // Not idempotent: an unanswered run is not sent again (it may have been carried out).
        const answer = await call(cluster.lbUrl, 'POST', `/runtime/v1/widgets/${widgetId}/nodes/2/run`, { body: { version: 2, ...visitor(), values: {} } });
        if (answer.status === 200 && answer.body.ok) acknowledged.records.push(answer.body.values.record_id);
        else refused.records = answer;
      }
    };
    const savesWorker = async () => {
      for (let nodeId = 10; nodeId < 40 && !stopTraffic; nodeId += 1) {
        await retried(
          async () => {
            const flow = await call(cluster.lbUrl, 'GET', `/api/widgets/${widgetId}/flow`, { token });
            if (flow.status !== 200) return false;
            // A save whose answer was lost may have been stored: the flow says.
            if (flow.body.flow.nodes.some((existing: FlowNode) => existing.id === nodeId)) return true;
            const nodes = [...flow.body.flow.nodes, node(nodeId, 'note', {})];
            const saved = await call(cluster.lbUrl, 'PUT', `/api/widgets/${widgetId}/flow`, { token, body: { baseVersion: flow.body.version, flow: { nodes, connections: flow.body.flow.connections } } });
            if (saved.status === 200) acknowledged.nodes.push(nodeId);
            return saved.status === 200;
          },
          (done) => done,
        );
      }
    };
    const uploadsWorker = async () => {
      const image = await makeImage(32, 24);
      for (let index = 0; index < 8 && !stopTraffic; index += 1) {
        const answer = await upload({ url: cluster.lbUrl }, '/files', image, { authorization: `Bearer ${token}` }).catch(() => ({ status: 0, body: null }));
        if (answer.status === 201) acknowledged.files.push((answer.body as { id: string }).id);
        else refused.files = answer;
      }
    };
    const signInsWorker = async () => {
      for (let index = 0; index < 6 && !stopTraffic; index += 1) {
        // A new address for every attempt: an attempt cut off after its account was created leaves that address
        // taken, and retrying it could only fail ("already registered"), each failure counted by the sign-up
        // throttle until the address and then the client were locked out for the rest of the window.
        const tokens = await retried(() => signIn('signup', `visitor-${randomBytes(6).toString('hex')}@example.com`, `pw-${randomBytes(8).toString('hex')}`), () => true).catch((error: unknown) => {
          refused.signIns = String(error);
          return null;
        });
        if (tokens && (await call(cluster.lbUrl, 'GET', '/api/users/me', { token: tokens.access_token })).status === 200) acknowledged.signIns += 1;
      }
    };

    const traffic = Promise.all([eventsWorker(), eventsWorker(), recordsWorker(), savesWorker(), uploadsWorker(), signInsWorker()]);
    await waitFor('traffic to flow', async () => acknowledged.events.length >= 30 && acknowledged.nodes.length >= 2);

    // SIGKILL: A dies mid-traffic; HAProxy sends everything to B; A comes back on its port.
    const killed = await a.stopWith('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');
    const progress = acknowledged.events.length;
    await waitFor('traffic to go on without A', async () => acknowledged.events.length >= progress + 30);
    a = await cluster.startInstance('a-again', a.port);
    const afterRestart = acknowledged.events.length;
    await waitFor('traffic to flow again', async () => acknowledged.events.length >= afterRestart + 30);

    // SIGTERM: B drains (within DRAIN_TIMEOUT_MS) and exits 0 while traffic goes on through A.
    const drained = await b.stopWith('SIGTERM');
    expect(drained).toMatchObject({ code: 0, signal: null });
    expect(drained.ms).toBeLessThan(15_000);
    const afterDrain = acknowledged.events.length;
    await waitFor('traffic to go on without B', async () => acknowledged.events.length >= afterDrain + 30);
    stopTraffic = true;
    await traffic;

    // Every acknowledged event is stored exactly once.
    const events = await admin.query('SELECT id::text, count(*)::int AS copies FROM widget_events WHERE id = ANY($1::uuid[]) GROUP BY id', [acknowledged.events]);
    expect(events.rows.length).toBe(new Set(acknowledged.events).size);
    expect(events.rows.every((row: { copies: number }) => row.copies === 1)).toBe(true);
    const counters = await admin.query('SELECT coalesce(sum(shows), 0)::int AS shows FROM widget_daily_counters WHERE widget_id = $1', [widgetId]);
    expect(counters.rows[0].shows).toBe(acknowledged.events.length / 3);
    // Every acknowledged record is there, and no record more than the runs that could have been carried out.
    const records = await admin.query('SELECT id::text FROM widget_records WHERE widget_id = $1', [widgetId]);
    const recordIds = new Set(records.rows.map((row: { id: string }) => row.id));
    for (const id of acknowledged.records) expect(recordIds.has(id)).toBe(true);
    expect(records.rows.length).toBeLessThanOrEqual(30);
    // Every acknowledged save's node is in the flow.
    const flow = await call(cluster.lbUrl, 'GET', `/api/widgets/${widgetId}/flow`, { token });
    const nodeIds = new Set(flow.body.flow.nodes.map((saved: FlowNode) => saved.id));
    for (const id of acknowledged.nodes) expect(nodeIds.has(id)).toBe(true);
    // Every acknowledged upload is listed and its image served.
    for (const id of acknowledged.files) {
      expect((await call(cluster.lbUrl, 'GET', `/api/files/${id}`, { token })).status).toBe(200);
      expect(await status(`${cluster.lbUrl}/uploads/${id}/thumbnail.webp`)).toBe(200);
    }
    expect(acknowledged.records.length, JSON.stringify(refused.records)).toBeGreaterThan(0);
    expect(acknowledged.files.length, JSON.stringify(refused.files)).toBeGreaterThan(0);
    expect(acknowledged.signIns, JSON.stringify(refused.signIns)).toBeGreaterThan(0);
    console.log(`cluster traffic acknowledged: ${acknowledged.events.length} events, ${acknowledged.records.length} records, ${acknowledged.nodes.length} saves, ${acknowledged.files.length} uploads, ${acknowledged.signIns} sign-ups`);
  });
});
