// Server-side nodes through POST /runtime/v1/widgets/{id}/nodes/{nodeId}/run: configs from the published copy,
// values and secrets substituted, SSRF refusals and the allow-list, email to the outbox, AI through a local
// OpenAI-compatible server, the code sandbox, collect records, the quota, and no secret in any answer; a visitor
// still on an older published version (replaced within the grace window) runs that version's nodes.
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetEvents } from '../../server/db/partitioned/widgetEvents';
import { widgetDailyCounters, widgetRecords, widgetSecrets } from '../../server/db/schema';
import { ConflictError } from '../../server/http/errors';
import { createMailer, outboxDir } from '../../server/mail/mailer';
import { EventStore } from '../../server/runtime/eventStore';
import { PublishedWidgetCache } from '../../server/runtime/publishedWidgetCache';
import { runServerNode } from '../../server/runtime/runServerNode';
import { REPLACED_VERSION_GRACE_MS } from '../../server/runtime/runnableVersion';
import { recordOperations } from '../../server/usage/operations';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { entrypoint, node, publishedWidget, runtimeCall, visitor } from './runtimeFixtures';

const SECRET = 'sk-very-secret-4242';
/** A secret that every encoding changes: percent-, form- and JSON-encoding each give another text. */
const SPECIAL_SECRET = `sk/live é'key+1&"x" !(2)*`;

describe('/runtime/v1 server-side nodes', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let target: http.Server;
  let targetPort: number;
  let ai: http.Server;
  const received: { url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const prompts: string[] = [];

  const listen = async (server: http.Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };

  beforeAll(async () => {
    target = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body });
        if (request.url?.startsWith('/to-private')) response.writeHead(302, { location: 'http://10.0.0.7/' }).end();
        else if (request.url?.startsWith('/binaryish')) {
          // A NUL and an emoji whose pair straddles the stored event's cut (EVENT_RESULT_MAX = 2,048 code units).
          response.writeHead(200, { 'content-type': 'text/plain' }).end(`a\u0000b${'x'.repeat(2_044)}\u{1F600}tail`);
        }
        else if (request.url?.startsWith('/echo')) response.end(JSON.stringify({ auth: request.headers.authorization }));
        else if (request.url?.startsWith('/reflect')) {
          // A target that echoes its whole request, as such services do: the URL as received, the body as JSON and form text.
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ echo: { url: request.url, body, form: new URLSearchParams({ body }).toString() } }));
        }
        else response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { id: 77, tags: ['a'] } }));
      });
    });
    targetPort = await listen(target);
    ai = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const parsed = JSON.parse(body);
        prompts.push(parsed.messages[0].content);
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 1,
            model: parsed.model,
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: `echo: ${parsed.messages[0].content}` } }],
            usage: { prompt_tokens: 5, completion_tokens: 7, total_tokens: 12 },
          }),
        );
      });
    });
    const aiPort = await listen(ai);
    studio = await startTestStudio({ RUNTIME_HTTP_ALLOW: `127.0.0.1:${targetPort}`, AI_BASE_URL: `http://127.0.0.1:${aiPort}/v1`, AI_API_KEY: 'test', AI_MODEL: 'test-model' });
    owner = await studio.signUp();
  });
  afterAll(async () => {
    await studio?.close();
    target?.close();
    ai?.close();
  });

  async function withSecret(nodes: Parameters<typeof publishedWidget>[1], value = SECRET) {
    const organizationId = (await owner.request('POST', '/organizations', { name: 'Nodes' })).body.id;
    const widgetId = (await owner.request('POST', '/widgets', { name: 'W', organizationId })).body.id;
    expect((await owner.request('POST', `/widgets/${widgetId}/secrets`, { name: 'api_key', value })).status).toBe(201);
    const current = await owner.request('GET', `/widgets/${widgetId}/flow`);
    expect((await owner.request('PUT', `/widgets/${widgetId}/flow`, { baseVersion: current.body.version, flow: { nodes, connections: [] } })).status).toBe(200);
    expect((await owner.request('PUT', `/widgets/${widgetId}/publish`)).status).toBe(200);
    return { organizationId, widgetId };
  }

  const run = (widgetId: string, nodeId: number, values: Record<string, unknown> = {}, version = 1) =>
    runtimeCall(studio, 'POST', `/widgets/${widgetId}/nodes/${nodeId}/run`, { body: { version, ...visitor(), values } });

  const eventsOf = (widgetId: string) => studio.database.db.select().from(widgetEvents).where(eq(widgetEvents.widgetId, widgetId));

  it('sends http_request from the published config to an allow-listed host, with the secret header, and maps the response', async () => {
    const { widgetId, organizationId } = await withSecret([
      entrypoint(),
      node(2, 'http_request', {
        url: `http://127.0.0.1:${targetPort}/hook?email={{1.page_url}}`,
        method: 'POST',
        headers: [{ key: 'Authorization', value: 'Bearer {{secret.api_key}}' }],
        body: '{"page":"{{1.page_url}}"}',
        responseMap: 'data.id',
        sync: true,
        timeout: 5,
      }),
    ]);
    const answer = await run(widgetId, 2, { '1.page_url': 'https://shop.example/a b' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, values: { result: 77 } });
    const hit = received.at(-1)!;
    expect(hit.url).toBe('/hook?email=https%3A%2F%2Fshop.example%2Fa%20b');
    expect(hit.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(hit.body).toBe('{"page":"https://shop.example/a b"}');
    const [stored] = await eventsOf(widgetId);
    expect(stored).toMatchObject({ name: 'widget_flow_http_requested', nodeId: 2, payload: { statusCode: 201, result: '77', requestId: hit.headers['x-request-id'] } });
    expect(typeof stored!.payload.duration).toBe('number');
    const [secret] = await studio.database.db.select().from(widgetSecrets).where(eq(widgetSecrets.widgetId, widgetId));
    expect(secret!.lastUsedAt).not.toBeNull();
    const organization = await owner.request('GET', `/organizations/${organizationId}`);
    expect(organization.body.usage.operationsToday).toBe(1);
    const [counters] = await studio.database.db.select().from(widgetDailyCounters).where(eq(widgetDailyCounters.widgetId, widgetId));
    expect(counters!.operations).toBe(1);
  });

  it('stores the event of an answer with a NUL and an emoji at the cut (a text PostgreSQL takes), and answers the visitor', async () => {
    const { widgetId } = await withSecret([entrypoint(), node(2, 'http_request', { url: `http://127.0.0.1:${targetPort}/binaryish`, sync: true })]);
    const answer = await run(widgetId, 2);
    expect(answer.status).toBe(200);
    expect(answer.body.ok).toBe(true);
    const [stored] = await eventsOf(widgetId);
    expect(stored).toMatchObject({ name: 'widget_flow_http_requested', nodeId: 2 });
    const result = stored!.payload.result as string;
    // The NUL became U+FFFD; the half of the emoji that fits is not kept alone.
    expect(result.startsWith('a\ufffdb')).toBe(true);
    expect(result.length).toBe(2_047);
    expect(result.endsWith('x')).toBe(true);
  });

  it('never answers a secret, even when the endpoint echoes it', async () => {
    const { widgetId } = await withSecret([
      entrypoint(),
      node(2, 'http_request', { url: `http://127.0.0.1:${targetPort}/echo`, headers: [{ key: 'Authorization', value: '{{secret.api_key}}' }], sync: true }),
    ]);
    const answer = await run(widgetId, 2);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain(SECRET);
    expect(received.at(-1)!.headers.authorization).toBe(SECRET);
    const manifest = await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`);
    expect(manifest.text).not.toContain(SECRET);
    expect(manifest.text).not.toContain('secret.api_key');
    expect(JSON.stringify(await eventsOf(widgetId))).not.toContain(SECRET);
  });

  it('never answers or stores a secret in any form the request gave it (percent-, form-, JSON-encoded), with an echoing target', async () => {
    const url = `http://127.0.0.1:${targetPort}/reflect?key={{secret.api_key}}`;
    const body = '{"key":"{{secret.api_key}}"}';
    const { widgetId } = await withSecret(
      [
        entrypoint(),
        node(2, 'http_request', { url, method: 'POST', body, sync: true }),
        node(3, 'http_request', { url, method: 'POST', body, sync: true, responseMap: 'echo' }),
        node(4, 'http_request', { url, method: 'POST', body, sync: true, responseMap: 'echo.url' }),
      ],
      SPECIAL_SECRET,
    );
    const percent = encodeURIComponent(SPECIAL_SECRET);
    for (const nodeId of [2, 3, 4]) {
      const answer = await run(widgetId, nodeId);
      expect(answer.body.ok, answer.text).toBe(true);
      const sent = received.at(-1)!;
      const asReceived = sent.url.slice('/reflect?key='.length);
      expect(sent.body).toBe(`{"key":"${SPECIAL_SECRET}"}`);
      expect(asReceived).not.toBe(percent);
      const forms = [SPECIAL_SECRET, percent, asReceived, new URLSearchParams({ k: SPECIAL_SECRET }).toString().slice(2), JSON.stringify(SPECIAL_SECRET).slice(1, -1)];
      const result = String(answer.body.values.result);
      expect(result).toContain('[secret]');
      const events = await eventsOf(widgetId);
      const stored = String(events.find((row) => row.nodeId === nodeId)!.payload.result);
      for (const form of forms) {
        expect(answer.text, `node ${nodeId}: ${form}`).not.toContain(form);
        expect(result, `node ${nodeId}: ${form}`).not.toContain(form);
        expect(stored, `node ${nodeId}: ${form}`).not.toContain(form);
        expect(JSON.stringify(events), `node ${nodeId}: ${form}`).not.toContain(form);
      }
    }
  });

  it('refuses loopback, private, metadata, redirects to private and context-chosen origins', async () => {
    const urls = [
      `http://localhost:${targetPort}/`,
      'http://127.0.0.1:1/',
      'http://10.0.0.5/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      `http://127.0.0.1:${targetPort}/to-private`,
    ];
    const nodes = [entrypoint(), ...urls.map((url, index) => node(index + 2, 'http_request', { url, sync: true, timeout: 2 })), node(20, 'http_request', { url: '{{1.page_url}}/x', sync: true })];
    const { widgetId } = await withSecret(nodes);
    for (let index = 0; index < urls.length; index += 1) {
      const answer = await run(widgetId, index + 2);
      expect(answer.status, urls[index]).toBe(200);
      expect(answer.body, urls[index]).toMatchObject({ ok: false, error: 'http-address-refused' });
    }
    const unsafe = await run(widgetId, 20, { '1.page_url': `http://127.0.0.1:${targetPort}` });
    expect(unsafe.body).toMatchObject({ ok: false, error: 'unsafe-url' });
    const errors = (await eventsOf(widgetId)).filter((row) => row.name === 'widget_flow_error_thrown');
    expect(errors).toHaveLength(urls.length + 1);
    expect(errors[0]!.payload).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('sends email to the outbox with the substituted fields, and refuses header injection', async () => {
    const { widgetId } = await withSecret([
      entrypoint(),
      node(2, 'email', { from: 'Shop', to: '{{1.page_url}}', cc: 'cc@example.com', subject: 'Hello {{1.language}}', content: 'Thanks {{1.language}}!' }),
    ]);
    const sent = await run(widgetId, 2, { '1.page_url': 'visitor@example.com', '1.language': 'fr' });
    expect(sent.body).toEqual({ ok: true, values: {} });
    const files = (await readdir(outboxDir(studio.dataDir))).sort();
    const mail = await readFile(path.join(outboxDir(studio.dataDir), files.at(-1)!), 'utf8');
    expect(mail).toContain('To: visitor@example.com');
    expect(mail).toContain('Cc: cc@example.com');
    expect(mail).toContain('Subject: Hello fr');
    expect(mail).toContain('Thanks fr!');
    expect(mail).toMatch(/From: "?Shop"? </);
    const injected = await run(widgetId, 2, { '1.page_url': 'visitor@example.com', '1.language': 'x\r\nBcc: victim@example.com' });
    expect(injected.body).toMatchObject({ ok: false, error: 'email-header-injection' });
    const badAddress = await run(widgetId, 2, { '1.page_url': 'not an address', '1.language': 'x' });
    expect(badAddress.body).toMatchObject({ ok: false, error: 'email-invalid-address' });
    expect((await readdir(outboxDir(studio.dataDir))).length).toBe(files.length);
    expect((await eventsOf(widgetId)).filter((row) => row.name === 'widget_flow_email_sent')).toHaveLength(1);
  });

  it('prompts the configured AI and records input, output and tokens', async () => {
    expect((await (await fetch(`${studio.url}/app-config.json`)).json()).aiConfigured).toBe(true);
    const { widgetId } = await withSecret([entrypoint(), node(2, 'ai_prompt', { prompt: 'Summarise {{1.page_url}}', temperature: 0.2 })]);
    const answer = await run(widgetId, 2, { '1.page_url': 'the page' });
    expect(answer.body).toEqual({ ok: true, values: { response: 'echo: Summarise the page' } });
    expect(prompts.at(-1)).toBe('Summarise the page');
    const [stored] = await eventsOf(widgetId);
    expect(stored).toMatchObject({ name: 'widget_flow_ai_prompted', payload: { input: 'Summarise the page', output: 'echo: Summarise the page', tokens: 12 } });
  });

  it('runs code in the sandbox; a loop or a throw ends only that run', async () => {
    const { widgetId } = await withSecret([
      entrypoint(),
      node(2, 'code', { code: "export default async function (c) { c.addValue('Shout', String(c.getValue('1.language')).toUpperCase()); }" }),
      node(3, 'code', { code: 'export default function () { for (;;) {} }' }),
      node(4, 'code', { code: "export default function () { throw new Error('nope') }" }),
    ]);
    expect((await run(widgetId, 2, { '1.language': 'de' })).body).toEqual({ ok: true, values: { shout: 'DE' } });
    expect((await run(widgetId, 3)).body).toMatchObject({ ok: false, error: 'code-timeout' });
    expect((await run(widgetId, 4)).body).toMatchObject({ ok: false, error: 'code-error', message: 'Error: nope' });
    expect((await run(widgetId, 2, { '1.language': 'en' })).body).toEqual({ ok: true, values: { shout: 'EN' } });
  });

  it('collects a record with its fields and ids, and answers record_id when sync', async () => {
    const { widgetId, organizationId } = await withSecret([
      entrypoint(),
      node(2, 'collect', { partition: 'leads', sync: true, fields: [{ key: 'email', value: '{{1.page_url}}' }, { key: 'fixed', value: 'yes' }] }),
    ]);
    const ids = visitor();
    const answer = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/nodes/2/run`, { body: { version: 1, ...ids, values: { '1.page_url': 'a@b.test' } } });
    expect(answer.body.ok).toBe(true);
    const [record] = await studio.database.db.select().from(widgetRecords).where(eq(widgetRecords.widgetId, widgetId));
    expect(answer.body.values).toEqual({ record_id: record!.id });
    expect(record).toMatchObject({ organizationId, partition: 'leads', nodeId: 2, data: { email: 'a@b.test', fixed: 'yes' }, ...ids });
    const [stored] = await eventsOf(widgetId);
    expect(stored).toMatchObject({ name: 'widget_flow_record_collected', payload: { recordId: record!.id }, ...ids });
  });

  it('makes the browser wait for every collect, sync or not, so a submission the studio refuses fails the flow', async () => {
    const { widgetId } = await withSecret([
      entrypoint(),
      node(2, 'collect', { partition: 'leads', sync: false, fields: [{ key: 'email', value: '{{1.page_url}}' }] }),
      node(3, 'collect', { partition: 'leads', sync: true, fields: [] }),
      node(4, 'http_request', { url: `http://127.0.0.1:${targetPort}/hook`, method: 'POST', headers: [], body: '', responseMap: '', sync: false, timeout: 5 }),
    ]);
    const manifest = await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`);
    expect(manifest.body.server.map(({ id, awaits }: { id: number; awaits: boolean }) => [id, awaits])).toEqual([
      [2, true],
      [3, true],
      [4, false],
    ]);
    // sync off: stored all the same, record_id not in the answer.
    const answer = await run(widgetId, 2, { '1.page_url': 'a@b.test' });
    expect(answer.body).toEqual({ ok: true, values: {} });
    expect(await studio.database.db.select().from(widgetRecords).where(eq(widgetRecords.widgetId, widgetId))).toHaveLength(1);
  });

  it('never stores a secret in a record, even from a copy published before secrets were refused in collect fields', async () => {
    const { widgetId } = await withSecret([entrypoint(), node(2, 'collect', { partition: 'leads', sync: true, fields: [{ key: 'token', value: 'k={{1.page_url}}' }, { key: 'email', value: '{{1.lead_id}}' }] })], SPECIAL_SECRET);
    // Saving a secret there is refused now; a copy published earlier still names one.
    const saved = await owner.request('GET', `/widgets/${widgetId}/flow`);
    const refused = await owner.request('PUT', `/widgets/${widgetId}/flow`, {
      baseVersion: saved.body.version,
      flow: { nodes: [entrypoint(), node(2, 'collect', { partition: 'leads', fields: [{ key: 'token', value: '{{secret.api_key}}' }] })], connections: [] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues[0]).toMatchObject({ field: 'flow.nodes.1.config.fields.0.value', rule: 'secret-not-allowed' });
    await studio.database.db.execute(
      sql`UPDATE widget_published_versions SET flow = replace(flow::text, '{{1.page_url}}', '{{secret.api_key}}')::jsonb WHERE widget_id = ${widgetId}::uuid`,
    );
    const answer = await run(widgetId, 2, { '1.lead_id': `x ${encodeURIComponent(SPECIAL_SECRET)}` });
    expect(answer.body.ok, answer.text).toBe(true);
    const [record] = await studio.database.db.select().from(widgetRecords).where(eq(widgetRecords.widgetId, widgetId));
    expect(record!.data).toEqual({ token: 'k=[secret]', email: 'x [secret]' });
    expect(JSON.stringify(await eventsOf(widgetId))).not.toContain(encodeURIComponent(SPECIAL_SECRET));
  });

  it('performs nothing over the quota and says why', async () => {
    const { widgetId, organizationId } = await withSecret([entrypoint(), node(2, 'collect', { partition: 'p', sync: true, fields: [] })]);
    await recordOperations(studio.database.db, organizationId, 100);
    const answer = await run(widgetId, 2);
    expect(answer.body).toMatchObject({ ok: false, error: 'quota-exceeded' });
    expect(await studio.database.db.select().from(widgetRecords).where(eq(widgetRecords.widgetId, widgetId))).toHaveLength(0);
    const [stored] = await eventsOf(widgetId);
    expect(stored).toMatchObject({ name: 'widget_flow_error_thrown', payload: { error: 'quota-exceeded' } });
  });

  it('refuses unknown nodes, client nodes, values the node does not reference and a version the widget never had', async () => {
    const { widgetId } = await withSecret([entrypoint(), node(2, 'collect', { partition: 'p', fields: [{ key: 'a', value: '{{1.lead_id}}' }] }), node(3, 'define', { fields: [{ key: 'k', value: 'v' }] })]);
    expect((await run(widgetId, 9)).status).toBe(404);
    expect((await run(widgetId, 3)).status).toBe(404);
    expect((await run(widgetId, 1)).status).toBe(404);
    const unreferenced = await run(widgetId, 2, { '1.page_url': 'x' });
    expect(unreferenced.status).toBe(400);
    expect(unreferenced.body.issues[0]).toMatchObject({ field: 'values.1.page_url', rule: 'not-referenced' });
    expect((await run(widgetId, 2, {}, 7)).status).toBe(409);
    const badIds = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/nodes/2/run`, { body: { version: 1, sessionId: 'x', pageloadId: 'y', leadId: 'z', values: {} } });
    expect(badIds.status).toBe(400);
  });

  describe('a visitor still on an older published version', () => {
    /** Saves `nodes` as the widget's draft and publishes it as the next version. */
    async function publishAgain(widgetId: string, nodes: Parameters<typeof publishedWidget>[1]) {
      const current = await owner.request('GET', `/widgets/${widgetId}/flow`);
      expect((await owner.request('PUT', `/widgets/${widgetId}/flow`, { baseVersion: current.body.version, flow: { nodes, connections: [] } })).status).toBe(200);
      expect((await owner.request('PUT', `/widgets/${widgetId}/publish`)).status).toBe(200);
    }
    const recordsOf = (widgetId: string) => studio.database.db.select().from(widgetRecords).where(eq(widgetRecords.widgetId, widgetId));

    it('stores a collect of version 1 after version 2 was published with version 1\'s fields, references and node ids', async () => {
      const { widgetId } = await withSecret([
        entrypoint(),
        node(2, 'collect', { partition: 'leads', sync: true, fields: [{ key: 'email', value: '{{1.page_url}}' }] }),
        node(5, 'collect', { partition: 'gone', sync: true, fields: [{ key: 'fixed', value: 'v1' }] }),
      ]);
      await publishAgain(widgetId, [entrypoint(), node(2, 'collect', { partition: 'contacts', sync: true, fields: [{ key: 'mail', value: '{{1.lead_id}}' }] })]);
      // Version 1's node 2 references 1.page_url, not version 2's 1.lead_id.
      const refused = await run(widgetId, 2, { '1.lead_id': 'x' }, 1);
      expect(refused.status).toBe(400);
      expect(refused.body.issues[0]).toMatchObject({ field: 'values.1.lead_id', rule: 'not-referenced' });
      const ids = visitor();
      const answer = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/nodes/2/run`, { body: { version: 1, ...ids, values: { '1.page_url': 'late@b.test' } } });
      expect(answer.status, answer.text).toBe(200);
      const [record] = await recordsOf(widgetId);
      expect(answer.body).toEqual({ ok: true, values: { record_id: record!.id } });
      expect(record).toMatchObject({ partition: 'leads', nodeId: 2, data: { email: 'late@b.test' }, ...ids });
      // A node only version 1 has still runs for its visitors; version 2's visitors do not have it.
      expect((await run(widgetId, 5, {}, 1)).body.ok).toBe(true);
      expect((await run(widgetId, 5, {}, 2)).status).toBe(404);
      expect((await recordsOf(widgetId)).map((row) => [row.partition, row.nodeId, row.data]).sort()).toEqual([
        ['gone', 5, { fixed: 'v1' }],
        ['leads', 2, { email: 'late@b.test' }],
      ]);
      expect((await eventsOf(widgetId)).map((event) => [event.name, event.nodeId]).sort()).toEqual([
        ['widget_flow_record_collected', 2],
        ['widget_flow_record_collected', 5],
      ]);
      // Version 2's visitors get version 2's node.
      expect((await run(widgetId, 2, { '1.lead_id': 'now' }, 2)).body.ok).toBe(true);
      expect((await recordsOf(widgetId)).find((row) => row.partition === 'contacts')?.data).toEqual({ mail: 'now' });
    });

    it('runs http_request of version 1 with version 1\'s config and secret, masked as always', async () => {
      const hook = (name: string) =>
        node(2, 'http_request', { url: `http://127.0.0.1:${targetPort}/${name}?p={{1.page_url}}`, method: 'GET', headers: [{ key: 'Authorization', value: 'Bearer {{secret.api_key}}' }], body: '', responseMap: '', sync: true, timeout: 5 });
      const { widgetId } = await withSecret([entrypoint(), hook('echo-v1')]);
      await publishAgain(widgetId, [entrypoint(), hook('echo-v2')]);
      const old = await run(widgetId, 2, { '1.page_url': 'a' }, 1);
      expect(old.status, old.text).toBe(200);
      expect(received.at(-1)!.url).toBe('/echo-v1?p=a');
      expect(received.at(-1)!.headers.authorization).toBe(`Bearer ${SECRET}`);
      expect(old.body).toEqual({ ok: true, values: { result: JSON.stringify({ auth: 'Bearer [secret]' }) } });
      expect((await run(widgetId, 2, { '1.page_url': 'b' }, 2)).body.ok).toBe(true);
      expect(received.at(-1)!.url).toBe('/echo-v2?p=b');
    });

    it('refuses (409 version-outdated) a version replaced longer ago than the grace window, by the server\'s clock', async () => {
      const collect = node(2, 'collect', { partition: 'p', sync: true, fields: [] });
      const { widgetId } = await withSecret([entrypoint(), collect]);
      await publishAgain(widgetId, [entrypoint(), collect]);
      const published = new PublishedWidgetCache(studio.database.db, `${studio.config.publicUrl}/uploads`);
      const db = studio.database.db;
      const services = { db, config: studio.config, mailer: createMailer(studio.config), events: new EventStore(db), http: { allow: studio.config.runtime.httpAllow }, published };
      const latest = (await published.get(widgetId))!;
      const replacedAt = (await published.replacedAt(latest, 1))!;
      expect(replacedAt).toEqual(latest.publishedAt);
      const request = { version: 1, ...visitor(), values: {} };
      const past = new Date(replacedAt.getTime() + REPLACED_VERSION_GRACE_MS + 1);
      await expect(runServerNode(services, latest, 2, request, past)).rejects.toSatisfy((error) => error instanceof ConflictError && error.code === 'version-outdated');
      expect(await recordsOf(widgetId)).toHaveLength(0);
      const within = new Date(replacedAt.getTime() + REPLACED_VERSION_GRACE_MS - 1);
      expect(await runServerNode(services, latest, 2, request, within)).toMatchObject({ ok: true });
      // The latest version is never outdated, however late; a version the widget never had always is.
      expect(await runServerNode(services, latest, 2, { ...request, version: 2 }, past)).toMatchObject({ ok: true });
      await expect(runServerNode(services, latest, 2, { ...request, version: 3 }, within)).rejects.toBeInstanceOf(ConflictError);
      // Over HTTP: version 2 was published more than a day ago.
      await db.execute(sql`UPDATE widget_published_versions SET published_at = now() - interval '25 hours' WHERE widget_id = ${widgetId}::uuid AND version = 2`);
      const refused = await run(widgetId, 2, {}, 1);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: 'version-outdated' });
      expect(await recordsOf(widgetId)).toHaveLength(2);
    });

    it('refuses every version once the widget is archived', async () => {
      const collect = node(2, 'collect', { partition: 'p', sync: true, fields: [] });
      const { widgetId } = await withSecret([entrypoint(), collect]);
      await publishAgain(widgetId, [entrypoint(), collect]);
      expect((await run(widgetId, 2, {}, 1)).body.ok).toBe(true);
      expect((await owner.request('DELETE', `/widgets/${widgetId}/archive`)).status).toBe(200);
      expect((await run(widgetId, 2, {}, 1)).status).toBe(404);
      expect((await run(widgetId, 2, {}, 2)).status).toBe(404);
      expect(await recordsOf(widgetId)).toHaveLength(1);
    });
  });
});
