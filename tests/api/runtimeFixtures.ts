// Set-up shared by the runtime suites: a published widget with the given nodes, and calls to /runtime/v1
// as a visitor's browser makes them (no credentials).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FlowConnection, FlowNode } from '../../engine/model/flowTypes';
import { testNode } from '../../engine/testing/testNode';
import type { TestStudio, TestUser } from '../harness/testStudio';
import { createOrganization, createWidget } from './fixtures';

export interface PublishedFixture {
  organizationId: string;
  widgetId: string;
}

export function entrypoint(allowedOrigins: string[] = ['*']): FlowNode {
  return { id: 1, type: 'entrypoint', x: 0, y: 0, inputs: 0, outputs: 1, config: { queryParams: [], allowedOrigins, dataAttributes: [] } };
}

/** A node of that kind with its default config, `config` laid over it. */
export function node(id: number, type: FlowNode['type'], config: Record<string, unknown>): FlowNode {
  return testNode(id, type, id * 300, 0, config);
}

export async function saveFlow(user: TestUser, widgetId: string, nodes: FlowNode[], connections: FlowConnection[] = []): Promise<void> {
  const current = await user.request('GET', `/widgets/${widgetId}/flow`);
  const saved = await user.request('PUT', `/widgets/${widgetId}/flow`, { baseVersion: current.body.version, flow: { nodes, connections } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

export async function publish(user: TestUser, widgetId: string): Promise<void> {
  const published = await user.request('PUT', `/widgets/${widgetId}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

/** A new organization with one widget whose flow is `nodes`, published. */
export async function publishedWidget(user: TestUser, nodes: FlowNode[], connections: FlowConnection[] = []): Promise<PublishedFixture> {
  const organizationId = await createOrganization(user);
  const widgetId = await createWidget(user, organizationId);
  await saveFlow(user, widgetId, nodes, connections);
  await publish(user, widgetId);
  return { organizationId, widgetId };
}

export interface RuntimeResponse {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

export async function runtimeCall(
  studio: { url: string },
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<RuntimeResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${studio.url}/runtime/v1${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

export function visitor() {
  return { sessionId: randomUUID(), pageloadId: randomUUID(), leadId: randomUUID() };
}

export function event(name: string, ids: ReturnType<typeof visitor>, extra: { nodeId?: number; payload?: Record<string, unknown> } = {}) {
  return { id: randomUUID(), name, ...ids, at: Date.now(), ...extra };
}
