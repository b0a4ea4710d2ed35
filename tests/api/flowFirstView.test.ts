import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openingView } from '../../engine/editor/openingView';
import { FlowModel } from '../../engine/model/FlowModel';
import { flowConsistencyProblem } from '../../engine/model/flowSchema';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { visibleWorld } from '../../engine/render/visibleWorld';
import { SpatialIndex } from '../../engine/spatial/SpatialIndex';
import { generateFlow } from '../../engine/testing/generateFlow';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget } from './fixtures';

/** GET /widgets/{id}/flow/first_view (issue 24): what the editor shows before the whole flow has arrived. */
describe('/api/widgets/{id}/flow/first_view', () => {
  let studio: TestStudio;
  let owner: TestUser;
  const large = generateFlow({ nodeCount: 3_000, seed: 9 });

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
  });

  afterAll(async () => {
    await studio?.close();
  });

  async function widgetWith(flow: FlowDocument): Promise<string> {
    const id = await createWidget(owner, await createOrganization(owner, 'First view'));
    const saved = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow });
    expect(saved.status).toBe(200);
    return id;
  }

  it('opens where the editor opens with the whole flow and holds what the screen shows, a small part of a large flow', async () => {
    const id = await widgetWith(large);
    const answer = await owner.request('GET', `/widgets/${id}/flow/first_view?width=1280&height=800`);
    expect(answer.status).toBe(200);
    const whole = await owner.request('GET', `/widgets/${id}/flow`);
    expect(answer.body).toMatchObject({ widgetId: id, version: whole.body.version, updatedAt: whole.body.updatedAt, updatedBy: whole.body.updatedBy });
    expect(answer.body.counts).toEqual({ nodes: 3_000, connections: large.connections.length });
    expect(answer.body.complete).toBe(false);
    const model = FlowModel.fromDocument(whole.body.flow);
    const index = SpatialIndex.build(model);
    expect(answer.body.view).toEqual(openingView(model, index, 1280, 800)!.view);
    const first = answer.body.flow as FlowDocument;
    expect(flowConsistencyProblem(first)).toBeNull();
    const sent = new Set(first.nodes.map((node) => node.id));
    for (const id of index.nodeIdsIn(visibleWorld({ ...answer.body.view, width: 1280, height: 800 }))) expect(sent.has(id)).toBe(true);
    expect(first.nodes.length).toBeLessThan(600);
    // The same nodes as stored.
    const stored = new Map((whole.body.flow as FlowDocument).nodes.map((node) => [node.id, node]));
    for (const node of first.nodes) expect(node).toEqual(stored.get(node.id));
  });

  it('follows saves: a moved node is where the latest version has it', async () => {
    const id = await widgetWith(large);
    const before = await owner.request('GET', `/widgets/${id}/flow/first_view?width=1280&height=800`);
    const node = (before.body.flow as FlowDocument).nodes.find((n) => n.type !== 'entrypoint')!;
    const moved = await owner.request('PATCH', `/widgets/${id}/flow`, {
      baseVersion: before.body.version,
      patches: [{ ops: [{ op: 'moveNode', id: node.id, from: [node.x, node.y], to: [node.x + 24, node.y] }] }],
    });
    expect(moved.status).toBe(200);
    const after = await owner.request('GET', `/widgets/${id}/flow/first_view?width=1280&height=800`);
    expect(after.body.version).toBe(moved.body.version);
    expect((after.body.flow as FlowDocument).nodes.find((n) => n.id === node.id)).toMatchObject({ x: node.x + 24, y: node.y });
  });

  it('is the whole flow when it fits on the canvas', async () => {
    const small = generateFlow({ nodeCount: 8, seed: 4 });
    const id = await widgetWith(small);
    const answer = await owner.request('GET', `/widgets/${id}/flow/first_view?width=1280&height=800`);
    expect(answer.status).toBe(200);
    expect(answer.body.complete).toBe(true);
    expect(answer.body.flow.nodes).toHaveLength(8);
    expect(answer.body.flow.connections).toHaveLength(small.connections.length);
  });

  it('refuses a canvas size that is missing or not a whole number of pixels, naming the field', async () => {
    const id = await widgetWith(generateFlow({ nodeCount: 8, seed: 4 }));
    for (const [query, field] of [
      ['width=0&height=800', 'width'],
      ['width=1280', 'height'],
      ['width=12.5&height=800', 'width'],
      ['width=1280&height=abc', 'height'],
      ['width=1280&height=99999', 'height'],
    ] as const) {
      const answer = await owner.request('GET', `/widgets/${id}/flow/first_view?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.issues.map((issue: { field: string }) => issue.field), query).toContain(field);
    }
  });

  it('opens a large flow where the caller left off, with what the screen shows there; fitted or at the entrypoint otherwise', async () => {
    const id = await widgetWith(large);
    const whole = await owner.request('GET', `/widgets/${id}/flow`);
    const model = FlowModel.fromDocument(whole.body.flow);
    const index = SpatialIndex.build(model);
    const far = (whole.body.flow as FlowDocument).nodes.reduce((best, node) => (node.x + node.y > best.x + best.y ? node : best));
    const at = `&x=${far.x + 50}&y=${far.y + 40}&scale=0.75`;
    const answer = await owner.request('GET', `/widgets/${id}/flow/first_view?width=1280&height=800${at}`);
    expect(answer.status).toBe(200);
    expect(answer.body.view).toEqual({ scale: 0.75, offsetX: 640 - (far.x + 50) * 0.75, offsetY: 400 - (far.y + 40) * 0.75 });
    const first = answer.body.flow as FlowDocument;
    expect(flowConsistencyProblem(first)).toBeNull();
    const sent = new Set(first.nodes.map((node) => node.id));
    const onScreen = index.nodeIdsIn(visibleWorld({ ...answer.body.view, width: 1280, height: 800 }));
    expect(onScreen).toContain(far.id);
    for (const nodeId of onScreen) expect(sent.has(nodeId)).toBe(true);
    expect(first.nodes.length).toBeLessThan(600);
    // Nothing of the flow there (its nodes moved or deleted since): the entrypoint's view, as without a point.
    const empty = await owner.request('GET', `/widgets/${id}/flow/first_view?width=1280&height=800&x=-900000&y=-900000&scale=1`);
    expect(empty.body.view).toEqual(openingView(model, index, 1280, 800)!.view);
    // A flow that fits opens fitted (editor.md §2) wherever its designer left off.
    const small = await widgetWith(generateFlow({ nodeCount: 8, seed: 4 }));
    const plain = await owner.request('GET', `/widgets/${small}/flow/first_view?width=1280&height=800`);
    const pointed = await owner.request('GET', `/widgets/${small}/flow/first_view?width=1280&height=800&x=5000&y=5000&scale=2`);
    expect(pointed.body.view).toEqual(plain.body.view);
  });

  it('refuses a view point that is incomplete, not a number or out of range, naming the field', async () => {
    const id = await widgetWith(generateFlow({ nodeCount: 8, seed: 4 }));
    for (const [query, field, rule] of [
      ['x=10&y=20', 'scale', 'view-point-incomplete'],
      ['x=10&scale=1', 'y', 'view-point-incomplete'],
      ['x=ten&y=20&scale=1', 'x', 'number'],
      ['x=10&y=20&scale=9', 'scale', 'max'],
      ['x=10&y=20&scale=0.1', 'scale', 'min'],
      ['x=10&y=1e12&scale=1', 'y', 'number'],
    ] as const) {
      const answer = await owner.request('GET', `/widgets/${id}/flow/first_view?width=1280&height=800&${query}`);
      expect(answer.status, query).toBe(400);
      const issue = answer.body.issues.find((found: { field: string }) => found.field === field);
      expect(issue, query).toBeDefined();
      expect(issue.rule, query).toBe(rule);
    }
  });

  it('hides the flow from non-members, shows it to guests', async () => {
    const id = await widgetWith(generateFlow({ nodeCount: 8, seed: 4 }));
    const stranger = await studio.signUp();
    expect((await stranger.request('GET', `/widgets/${id}/flow/first_view?width=1280&height=800`)).status).toBe(404);
    const widget = await owner.request('GET', `/widgets/${id}`);
    const guest = await studio.signUp();
    await addMember(studio, widget.body.organizationId, guest, 'guest');
    expect((await guest.request('GET', `/widgets/${id}/flow/first_view?width=1280&height=800`)).status).toBe(200);
  });
});
