// The small flows the visitor-side specs publish and how they publish them (runtimeFlowEnd, runtimeAccessibility,
// studioAccessibility): an entrypoint open to any host origin, a view (inline or a dialog) built from blocks in a
// column and optionally one node after it, the usual form (a title, one required field, Send) collected into a
// partition, and a widget saved and published over the API as a signed-up user (tests/harness/testStudio.ts).
import { expect } from '@playwright/test';
import type { FlowConnection, FlowNode, NodeType } from '../../engine/model/flowTypes';
import { testNode } from '../../engine/testing/testNode';
import type { TestUser } from '../harness/testStudio';

export type Flow = { nodes: FlowNode[]; connections: FlowConnection[] };
type Block = { id: number; type: string; config: Record<string, unknown>; style: Record<string, unknown>; children?: Block[] };

const link = (from: number, to: number, port = 0): FlowConnection => ({ from: [from, port], to: [to, 0] });

/** Node 1: an entrypoint any host page may embed. */
const openEntrypoint = (): FlowNode => testNode(1, 'entrypoint', 0, 0, { queryParams: [], allowedOrigins: ['*'], dataAttributes: [] });

export const block = (id: number, type: string, config: Record<string, unknown>, style: Record<string, unknown> = {}): Block => ({ id, type, config, style });

/** A view's root (block 1): `children` in a column, `gap` apart, inside `padding` on every side. */
export function column(children: Block[], style: { gap?: number; padding?: number } = {}): Block {
  const padding = style.padding ?? 16;
  return { id: 1, type: 'container', config: { direction: 'column' }, style: { gap: style.gap ?? 8, padding: [padding, padding] }, children };
}

/**
 * entrypoint (1) → view (2) of `root` → `then` (node 3) when given, nodes `spacing` apart from left to right. The view
 * is inline, or with `dialog` a small dialog; a button with no connection out ends the flow when pressed.
 */
export function viewFlow(root: Block, options: { dialog?: boolean; spacing?: number; then?: { type: NodeType; config: Record<string, unknown> } } = {}): Flow {
  const { dialog = false, spacing = 300, then } = options;
  const view = testNode(2, 'view', spacing, 0, dialog ? { root, dialog: true, size: 's' } : { root });
  if (!then) return { nodes: [openEntrypoint(), view], connections: [link(1, 2)] };
  return { nodes: [openEntrypoint(), view, testNode(3, then.type, spacing * 2, 0, then.config)], connections: [link(1, 2), link(2, 3)] };
}

/**
 * The usual form: an inline view (block 2 the title, block 3 the required field, block 4 Send) → collect (node 3) of
 * the field into `partition` under the field's name.
 */
export function formFlow(options: { title: string; field: { name: string; label: string; type: string }; partition: string; sync: boolean; spacing?: number }): Flow {
  const { title, field, partition, sync, spacing } = options;
  const root = column([block(2, 'text', { text: title }), block(3, 'input', { ...field, required: true }), block(4, 'button', { label: 'Send' })]);
  return viewFlow(root, { spacing, then: { type: 'collect', config: { partition, sync, fields: [{ key: field.name, value: `{{2.${field.name}}}` }] } } });
}

/** A new organization of `user` (a free plan holds one widget); its id. */
export async function createOrganizationOf(user: TestUser, name: string): Promise<string> {
  const organization = await user.request('POST', '/organizations', { name });
  expect(organization.status, JSON.stringify(organization.body)).toBe(201);
  return organization.body.id;
}

/** Saves `flow` as the widget's flow and publishes it (its next published version). */
export async function publishFlow(user: TestUser, widgetId: string, flow: Flow): Promise<void> {
  const current = await user.request('GET', `/widgets/${widgetId}/flow`);
  const saved = await user.request('PUT', `/widgets/${widgetId}/flow`, { baseVersion: current.body.version, flow });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await user.request('PUT', `/widgets/${widgetId}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

/** A new widget of `organizationId`, published with `flow`; its id. */
export async function publishWidget(user: TestUser, organizationId: string, name: string, flow: Flow): Promise<string> {
  const widget = await user.request('POST', '/widgets', { name, organizationId });
  expect(widget.status, JSON.stringify(widget.body)).toBe(201);
  await publishFlow(user, widget.body.id, flow);
  return widget.body.id;
}
