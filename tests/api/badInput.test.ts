// The "Bad input" findings of issue 11, one request each: every one used to be answered 500 (or stored
// silently changed). Now each is a 400 naming the field and the rule, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDocument, FlowNode } from '../../engine/model/flowTypes';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { createOrganization, createWidget } from './fixtures';

/** A request with a raw (already serialised) body, so the test controls every byte. */
async function rawRequest(studio: TestStudio, user: TestUser, method: string, path: string, body?: string, contentType = 'application/json') {
  const headers: Record<string, string> = { authorization: `Bearer ${user.accessToken}`, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = contentType;
  const response = await fetch(`${studio.url}${path}`, { method, headers, body });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json, contentType: response.headers.get('content-type') ?? '' };
}

function note(id: number, text: string): FlowNode {
  return { id, type: 'note', x: 100, y: 100, inputs: 0, outputs: 0, config: { width: 200, text, color: 'neutral' } };
}

describe('bad input is a 400 naming field and rule, never a 500', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let organizationId: string;
  let widgetId: string;
  let initial: FlowDocument;

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
    organizationId = await createOrganization(owner, 'Bad input');
    widgetId = await createWidget(owner, organizationId);
    initial = (await owner.request('GET', `/widgets/${widgetId}/flow`)).body.flow;
  });

  afterAll(async () => {
    await studio?.close();
  });

  /** The version the other tests start from, and the check that a refused request changed nothing. */
  let baseline = 1;
  async function expectFlowAtBaseline() {
    const read = await owner.request('GET', `/widgets/${widgetId}/flow`);
    expect(read.status).toBe(200);
    expect(read.body.version).toBe(baseline);
    expect(read.body.flow).toEqual(initial);
  }

  const put = (flow: unknown, baseVersion: unknown = 1) => owner.request('PUT', `/widgets/${widgetId}/flow`, { baseVersion, flow });
  const patch = (patches: unknown, baseVersion: unknown = 1) => owner.request('PATCH', `/widgets/${widgetId}/flow`, { baseVersion, patches });

  it('refuses a NUL character in a text field', async () => {
    const renamed = await owner.request('PATCH', `/organizations/${organizationId}`, { name: 'Acme\u0000' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.issues).toEqual([{ field: 'name', rule: 'control-character', message: expect.any(String) }]);
    const widget = await owner.request('PATCH', `/widgets/${widgetId}`, { name: 'x\u0000y' });
    expect(widget.status).toBe(400);
    expect(widget.body.issues[0]).toMatchObject({ field: 'name', rule: 'control-character' });
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body.name).toBe('Bad input');
  });

  it('refuses a NUL character in a node config, in a whole-flow save and in a patch', async () => {
    const flow = { nodes: [...initial.nodes, note(2, 'before\u0000after')], connections: [] };
    const saved = await put(flow);
    expect(saved.status).toBe(400);
    expect(saved.body.issues[0]).toMatchObject({ field: 'flow.nodes.1.config.text', rule: 'control-character' });
    const patched = await patch([{ ops: [{ op: 'addNode', node: note(2, '\u0000') }] }]);
    expect(patched.status).toBe(400);
    expect(patched.body.issues[0]).toMatchObject({ field: 'patches.0.ops.0.node.config.text', rule: 'control-character' });
    await expectFlowAtBaseline();
  });

  it('keeps tab, line feed and carriage return in multi-line texts', async () => {
    const flow = { nodes: [...initial.nodes, note(2, 'line one\r\n\tline two')], connections: [] };
    const saved = await put(flow);
    expect(saved.status).toBe(200);
    const read = await owner.request('GET', `/widgets/${widgetId}/flow`);
    expect(read.body.flow.nodes[1].config.text).toBe('line one\r\n\tline two');
    // Back to the initial document for the other tests.
    expect((await put(initial, read.body.version)).status).toBe(200);
    const back = (await owner.request('GET', `/widgets/${widgetId}/flow`)).body;
    initial = back.flow;
    baseline = back.version;
  });

  it('refuses JSON nested 5,000 levels deep with the field and the depth rule', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const answer = await rawRequest(studio, owner, 'PATCH', `/api/organizations/${organizationId}`, `{"name":${deep}}`);
    expect(answer.status).toBe(400);
    expect(answer.body.issues[0]).toMatchObject({ rule: 'too-deep' });
    expect(answer.body.issues[0].field.startsWith('name.a.a')).toBe(true);
    const inFlow = await rawRequest(
      studio,
      owner,
      'PUT',
      `/api/widgets/${widgetId}/flow`,
      `{"baseVersion":${baseline},"flow":{"nodes":[{"id":2,"type":"note","x":0,"y":0,"inputs":0,"outputs":0,"config":${'['.repeat(5000)}${']'.repeat(5000)}}],"connections":[]}}`,
    );
    expect(inFlow.status).toBe(400);
    expect(inFlow.body.issues[0]).toMatchObject({ rule: 'too-deep' });
    expect(inFlow.body.issues[0].field.startsWith('flow.nodes.0.config.0.0')).toBe(true);
    await expectFlowAtBaseline();
  });

  it('refuses node ids beyond what the storage holds', async () => {
    for (const id of [2 ** 31, 2 ** 40, 2 ** 53 + 2, 1e300]) {
      const saved = await put({ nodes: [...initial.nodes, note(id, 'far')], connections: [] }, baseline);
      expect(saved.status, `node id ${id}`).toBe(400);
      expect(saved.body.issues[0].field).toBe('flow.nodes.1.id');
      const patched = await patch([{ ops: [{ op: 'addNode', node: note(id, 'far') }] }], baseline);
      expect(patched.status, `node id ${id}`).toBe(400);
      expect(patched.body.issues[0].field).toBe('patches.0.ops.0.node.id');
    }
    const moved = await patch([{ ops: [{ op: 'moveNode', id: 2 ** 45, from: [0, 0], to: [1, 1] }] }], baseline);
    expect(moved.status).toBe(400);
    expect(moved.body.issues[0].field).toBe('patches.0.ops.0.id');
    await expectFlowAtBaseline();
  });

  it('refuses baseVersion 2^40 and 2^60 naming the field', async () => {
    for (const baseVersion of [2 ** 40, 2 ** 60]) {
      const saved = await put(initial, baseVersion);
      expect(saved.status, `PUT baseVersion ${baseVersion}`).toBe(400);
      expect(saved.body.issues[0].field).toBe('baseVersion');
      const patched = await patch([], baseVersion);
      expect(patched.status, `PATCH baseVersion ${baseVersion}`).toBe(400);
      expect(patched.body.issues[0].field).toBe('baseVersion');
    }
    // The largest version the column holds is still a well-formed request: just not the current version.
    expect((await patch([], 2 ** 31 - 1)).status).toBe(409);
    await expectFlowAtBaseline();
  });

  it('refuses numbers past 2^53 anywhere in a payload', async () => {
    const answer = await rawRequest(studio, owner, 'PATCH', `/api/widgets/${widgetId}`, '{"name":"ok","extra":{"n":123456789012345678901234567890}}');
    expect(answer.status).toBe(400);
    expect(answer.body.issues[0]).toMatchObject({ field: 'extra.n', rule: 'number-out-of-range' });
    const infinite = await rawRequest(studio, owner, 'PATCH', `/api/widgets/${widgetId}/flow`, `{"baseVersion":${baseline},"patches":[{"ops":[{"op":"moveNode","id":1,"from":[0,0],"to":[1e400,0]}]}]}`);
    expect(infinite.status).toBe(400);
    expect(infinite.body.issues[0]).toMatchObject({ field: 'patches.0.ops.0.to.0', rule: 'number-out-of-range' });
    await expectFlowAtBaseline();
  });

  it('refuses a lone UTF-16 surrogate in flow text and in any other text', async () => {
    const lone = await rawRequest(
      studio,
      owner,
      'PUT',
      `/api/widgets/${widgetId}/flow`,
      JSON.stringify({ baseVersion: baseline, flow: { nodes: [...initial.nodes, note(2, 'x')], connections: [] } }).replace('"text":"x"', '"text":"x\\ud800"'),
    );
    expect(lone.status).toBe(400);
    expect(lone.body.issues[0]).toMatchObject({ field: 'flow.nodes.1.config.text', rule: 'invalid-unicode' });
    const name = await rawRequest(studio, owner, 'PATCH', `/api/organizations/${organizationId}`, '{"name":"Acme \\udc00"}');
    expect(name.status).toBe(400);
    expect(name.body.issues[0]).toMatchObject({ field: 'name', rule: 'invalid-unicode' });
    // A key is text too.
    const key = await rawRequest(studio, owner, 'PATCH', `/api/organizations/${organizationId}`, '{"\\ud800":"x"}');
    expect(key.status).toBe(400);
    expect(key.body.issues[0]).toMatchObject({ rule: 'invalid-unicode' });
    // A well-formed pair (an emoji) is fine.
    expect((await owner.request('PATCH', `/organizations/${organizationId}`, { name: 'Acme 🚀' })).status).toBe(200);
    expect((await owner.request('PATCH', `/organizations/${organizationId}`, { name: 'Bad input' })).status).toBe(200);
    await expectFlowAtBaseline();
  });

  it('refuses page numbers past the integer range in every paged list', async () => {
    const lists = ['/organizations', `/organizations/${organizationId}/widgets`, `/organizations/${organizationId}/files`, `/organizations/${organizationId}/subscription_payments`];
    for (const list of lists) {
      for (const page of ['99999999999', String(2 ** 31), '1e3', '-1']) {
        const answer = await owner.request('GET', `${list}?page=${page}`);
        expect(answer.status, `${list}?page=${page}`).toBe(400);
        expect(answer.body.issues[0]).toMatchObject({ field: 'page' });
      }
      expect((await owner.request('GET', `${list}?page=${2 ** 31 - 1}`)).status, list).toBe(200);
    }
  });

  it('refuses control characters and broken UTF-8 in a query', async () => {
    const nul = await owner.request('GET', `/organizations/${organizationId}/widgets?archived=tr%00ue`);
    expect(nul.status).toBe(400);
    expect(nul.body.issues[0]).toMatchObject({ field: 'archived', rule: 'control-character' });
    const broken = await owner.request('GET', `/organizations?page=%ED%A0%80`);
    expect(broken.status).toBe(400);
    expect(broken.body.issues[0]).toMatchObject({ field: 'page', rule: 'invalid-unicode' });
    // Even where the route reads no query at all.
    const anywhere = await owner.request('GET', `/users/me?x=%01`);
    expect(anywhere.status).toBe(400);
    expect(anywhere.body.issues[0]).toMatchObject({ field: 'x', rule: 'control-character' });
  });

  it('turns parser failures into 400 with a field and a rule', async () => {
    const path = `/api/organizations/${organizationId}`;
    const garbage = await rawRequest(studio, owner, 'PATCH', path, '{"name": "x",');
    expect(garbage.status).toBe(400);
    expect(garbage.body).toMatchObject({ error: 'validation', issues: [{ field: '', rule: 'invalid-json' }] });
    const empty = await rawRequest(studio, owner, 'PATCH', path, '');
    expect(empty.status).toBe(400);
    expect(empty.body.issues[0]).toMatchObject({ field: '', rule: 'required' });
    const wrongType = await rawRequest(studio, owner, 'PATCH', path, '<name>x</name>', 'application/xml');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ error: 'validation', issues: [{ field: '', rule: 'unsupported-content-type' }] });
    // Plain text is read as a string (sendBeacon posts JSON as text/plain): no schema here wants one.
    const text = await rawRequest(studio, owner, 'PATCH', path, '{"name":"x"}', 'text/plain');
    expect(text.status).toBe(400);
    expect(text.body.issues[0]).toMatchObject({ field: '', rule: 'object' });
    const textWithNul = await rawRequest(studio, owner, 'PATCH', path, 'x\u0000', 'text/plain');
    expect(textWithNul.body.issues[0]).toMatchObject({ field: '', rule: 'control-character' });
    const proto = await rawRequest(studio, owner, 'PATCH', path, '{"__proto__":{"admin":true}}');
    expect(proto.status).toBe(400);
    expect(proto.body.issues[0]).toMatchObject({ field: '__proto__', rule: 'forbidden-key' });
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body.name).toBe('Bad input');
  });
});
