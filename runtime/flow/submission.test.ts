// @vitest-environment happy-dom
// A visitor's submission through a collect node, as the visitor meets it: the interpreter with the real view node,
// block renderer, server-node executor and runtime calls (runtimeApi), against a fetch standing for the studio's
// run endpoint. A submission is never lost silently: what the studio refuses ends the flow failed (no done mark,
// error_thrown naming the refusal), never in a success; what the runtime can make acceptable it does.
import { afterEach, describe, expect, it } from 'vitest';
import { RUN_VALUE_TEXT_MAX, serverNodeRunRequestSchema, type ContextValue } from '../../contracts/runtime';
import { check, textRuleBroken } from '../../contracts/rules';
import type { FlowConnection, FlowDocument } from '../../engine/model/flowTypes';
import type { Block } from '../../engine/model/view/blockTree';
import { parseJsonBody } from '../../server/http/inputRules';
import { runtimeApi } from '../api/runtimeApi';
import { createExecutors } from '../nodes/registry';
import { TEST_VISITOR, testNode } from '../testing/nodeRunFixture';
import { runFlow } from './runFlow';

const link = (from: number, to: number): FlowConnection => ({ from: [from, 0], to: [to, 0] });
const form = (): Block => ({
  id: 1,
  type: 'container',
  config: {},
  style: {},
  children: [
    { id: 2, type: 'input', config: { name: 'message', type: 'multiline' }, style: {} },
    { id: 3, type: 'button', config: { label: 'Send' }, style: {} },
  ],
});
/** entrypoint → form → collect (the manifest makes it await) → the end. */
const flow: FlowDocument = {
  nodes: [testNode('entrypoint', { queryParams: [], allowedOrigins: ['*'], dataAttributes: [] }, 1), testNode('view', { root: form(), dialog: false, size: 'm' }, 2, 1), testNode('collect', {}, 3)],
  connections: [link(1, 2), link(2, 3)],
};

type Studio = (body: string) => Response;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function visit(studio: Studio) {
  const mount = document.body.appendChild(document.createElement('div'));
  const events: { name: string; payload?: Record<string, ContextValue> }[] = [];
  const sent: string[] = [];
  const api = runtimeApi({
    studio: 'https://studio.test',
    widgetId: '44444444-4444-4444-8444-444444444444',
    fetch: async (_url, init) => {
      sent.push(String(init?.body));
      return studio(String(init?.body));
    },
  });
  const executors = createExecutors({
    entrypoint: { widgetId: 'w-1', dataAttributes: {}, visitorFacts: async () => ({ ip: '198.51.100.7', country: 'FR' }) },
    server: { api, version: 1, nodes: new Map([[3, { id: 3, type: 'collect', awaits: true, references: ['2.message'] }]]), log: () => {} },
    navigation: { followedChoice: () => null, flushEvents: () => {}, go: () => {} },
  });
  const run = runFlow({
    flow,
    executors,
    visitor: () => TEST_VISITOR,
    mount,
    fileUrl: (id) => `https://studio.test/uploads/${id}/original.webp`,
    emit: (name, _nodeId, payload) => events.push(payload ? { name, payload } : { name }),
    signal: new AbortController().signal,
    log: () => {},
  });
  return { run, events, sent };
}

const shown = () => (document.querySelector('[data-widget-view]') as HTMLElement | null)?.shadowRoot ?? null;

/** The visitor types `text` and presses Send. */
async function submit(text: string): Promise<void> {
  await expect.poll(() => shown()?.querySelector('.b3') ?? null).not.toBeNull();
  const field = shown()!.querySelector('.b2 .f') as HTMLTextAreaElement;
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  shown()!.querySelector('.b3')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
}

function expectFailedForm(): void {
  const button = shown()!.querySelector('.b3') as HTMLButtonElement;
  expect(button.hasAttribute('data-done')).toBe(false);
  expect(button.hasAttribute('data-pending')).toBe(false);
}

afterEach(() => document.body.replaceChildren());

describe('a visitor\'s submission through a collect node', () => {
  it('refused by the studio (a republish made the version outdated): the flow fails, no done mark, the refusal recorded', async () => {
    const { run, events } = visit(() => json(409, { error: 'version-outdated', message: 'This widget was published again (version 2); reload it' }));
    await submit('Please call me back');
    expect(await run.end).toBe('failed');
    expectFailedForm();
    const error = events.find((event) => event.name === 'widget_flow_error_thrown');
    expect(error?.payload).toEqual({ error: 'node-refused', message: expect.stringContaining('409 version-outdated (This widget was published again') });
    expect(events.map((event) => event.name)).not.toContain('widget_flow_finished');
  });

  it('answered ok false by the studio (over quota): the flow fails, no done mark', async () => {
    const { run, events } = visit(() => json(200, { ok: false, error: 'quota-exceeded', message: 'The organization has used all 100 operations' }));
    await submit('Hello');
    expect(await run.end).toBe('failed');
    expectFailedForm();
    expect(events.map((event) => event.name)).not.toContain('widget_flow_finished');
  });

  it('with no answer at all (offline): the flow fails, recorded as node-unreachable', async () => {
    const { run, events } = visit(() => {
      throw new TypeError('Failed to fetch');
    });
    await submit('Hello');
    expect(await run.end).toBe('failed');
    expectFailedForm();
    expect(events.find((event) => event.name === 'widget_flow_error_thrown')?.payload).toMatchObject({ error: 'node-unreachable' });
  });

  it('rate-limited (429, nothing done): sent again after Retry-After and stored; refused for good after three tries', async () => {
    let limited = 1;
    const first = visit(() => (limited-- > 0 ? json(429, { error: 'rate-limited', message: 'Too many requests' }, { 'retry-after': '0' }) : json(200, { ok: true, values: { record_id: 'r-1' } })));
    await submit('Hello');
    expect(await first.run.end).toBe('finished');
    expect(first.sent).toHaveLength(2);
    expect(shown()!.querySelector('.b3')!.hasAttribute('data-done')).toBe(true);
    document.body.replaceChildren();

    const always = visit(() => json(429, { error: 'rate-limited', message: 'Too many requests' }, { 'retry-after': '0' }));
    await submit('Hello');
    expect(await always.run.end).toBe('failed');
    expect(always.sent).toHaveLength(3);
    expectFailedForm();
  });

  it('a long text with control characters is sent fitted to what the studio takes, not refused', async () => {
    const typed = `Line one\u000bline two \u0000 ${'x'.repeat(RUN_VALUE_TEXT_MAX + 500)}`;
    const { run, sent } = visit((body) => {
      // The studio's input rules and request schema (server/http/inputRules.ts, contracts/runtime.ts).
      const request = check(parseJsonBody(body), serverNodeRunRequestSchema);
      if (!request.ok) return json(400, { error: 'validation', message: 'invalid', issues: request.issues });
      const value = request.value.values['2.message'];
      if (typeof value !== 'string' || value.length > RUN_VALUE_TEXT_MAX) return json(400, { error: 'validation', message: 'too long' });
      return json(200, { ok: true, values: {} });
    });
    await submit(typed);
    expect(await run.end).toBe('finished');
    const message = (JSON.parse(sent[0]!) as { values: Record<string, string> }).values['2.message']!;
    expect(message.startsWith('Line one\ufffdline two \ufffd xxx')).toBe(true);
    expect(message).toHaveLength(RUN_VALUE_TEXT_MAX);
    expect(textRuleBroken(message)).toBeNull();
  });
});
