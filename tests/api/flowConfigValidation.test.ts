// A flow save (PUT whole document, PATCH patches) whose node configs break the kinds' rules is answered 400
// naming each node id, the path inside its config and the message key; nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNodesCommand } from '../../engine/model/commands/addNodesCommand';
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowDocument, FlowNode, NodeType } from '../../engine/model/flowTypes';
import { getNodeKind } from '../../engine/model/kinds/nodeKindRegistry';
import { updateNodeConfigCommand } from '../../engine/model/commands/updateNodeConfigCommand';
import { applyPatch } from '../../engine/model/patch/applyPatch';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { createOrganization, createWidget } from './fixtures';
import { canonicalDocument } from '../../server/flows/flowPages';

function node(id: number, type: NodeType, config: Record<string, unknown>): FlowNode {
  const full = { ...getNodeKind(type).defaultConfig(() => 0.5), ...config };
  return { id, type, x: id * 320, y: 0, ...getNodeKind(type).ports(full), config: full };
}

describe('node config validation on flow saves', () => {
  let studio: TestStudio;
  let owner: TestUser;

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
  });

  afterAll(async () => {
    await studio?.close();
  });

  async function freshWidget(): Promise<{ id: string; flow: FlowDocument }> {
    const id = await createWidget(owner, await createOrganization(owner, 'Config test'));
    const read = await owner.request('GET', `/widgets/${id}/flow`);
    return { id, flow: read.body.flow as FlowDocument };
  }

  it('PUT: one issue per broken rule with node id, config path and message key; nothing saved', async () => {
    const { id, flow } = await freshWidget();
    const bad: FlowDocument = {
      nodes: [
        ...flow.nodes,
        node(2, 'redirect', { url: 'x'.repeat(2049) }),
        node(3, 'http_request', { timeout: 20, headers: [{ key: 'k'.repeat(129), value: 'v' }] }),
        node(4, 'define', { fields: [{ key: 'a', value: '1' }, { key: 'a', value: '' }] }),
        node(5, 'ai_prompt', { prompt: 'fine' }),
      ],
      connections: [],
    };
    const answer = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: bad });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('validation');
    const issues = answer.body.issues as { field: string; rule: string; nodeId: number; configPath: string; message: string }[];
    const summary = issues.map(({ nodeId, configPath, rule, field }) => ({ nodeId, configPath, rule, field }));
    expect(summary).toEqual(
      expect.arrayContaining([
        { nodeId: 2, configPath: 'url', rule: 'url-too-long', field: 'flow.nodes.1.config.url' },
        { nodeId: 3, configPath: 'headers.0.key', rule: 'header-name-too-long', field: 'flow.nodes.2.config.headers.0.key' },
        { nodeId: 3, configPath: 'timeout', rule: 'timeout-too-long', field: 'flow.nodes.2.config.timeout' },
        { nodeId: 4, configPath: 'fields.1.value', rule: 'value-empty', field: 'flow.nodes.3.config.fields.1.value' },
      ]),
    );
    expect(issues.some((issue) => issue.nodeId === 5)).toBe(false);
    expect(issues.every((issue) => issue.message.includes(`node ${issue.nodeId}`))).toBe(true);
    const read = await owner.request('GET', `/widgets/${id}/flow`);
    expect(read.body.version).toBe(1);
    expect(read.body.flow).toEqual(canonicalDocument(flow));
  });

  it('PUT: a wrong config shape names the node and the expected type', async () => {
    const { id, flow } = await freshWidget();
    const bad = { nodes: [...flow.nodes, { ...node(2, 'note', {}), config: { text: 5, color: 'pink', width: 200 } }], connections: [] };
    const answer = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: bad });
    expect(answer.status).toBe(400);
    const rules = (answer.body.issues as { nodeId: number; configPath: string; rule: string }[]).map((issue) => `${issue.nodeId}:${issue.configPath}:${issue.rule}`);
    expect(rules).toEqual(expect.arrayContaining(['2:text:invalid-string', '2:color:invalid-enums']));
  });

  it('PUT: a valid flow is still saved', async () => {
    const { id, flow } = await freshWidget();
    const good = { nodes: [...flow.nodes, node(2, 'redirect', { url: 'https://example.com' })], connections: [{ from: [1, 0], to: [2, 0] }] };
    const answer = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: good });
    expect(answer.status).toBe(200);
    expect(answer.body.version).toBe(2);
  });

  it('PUT: a secret where its value would be visible (collect field, view text, client-side node, AI prompt) is refused; in a request it is saved', async () => {
    const { id, flow } = await freshWidget();
    const view = getNodeKind('view').defaultConfig(() => 0.5) as { root: Record<string, unknown> };
    const secretText = { id: 2, type: 'text', config: { text: 'Key: {{secret.api_key}}' }, style: {} };
    const bad: FlowDocument = {
      nodes: [
        ...flow.nodes,
        node(2, 'collect', { partition: 'leads', fields: [{ key: 'email', value: '{{1.page_url}}' }, { key: 'token', value: '{{secret.api_key}}' }] }),
        node(3, 'view', { root: { ...view.root, children: [secretText] } }),
        node(4, 'define', { fields: [{ key: 'k', value: '{{secret.api_key}}' }] }),
        node(5, 'ai_prompt', { prompt: 'Repeat {{secret.api_key}}' }),
        node(6, 'http_request', { url: 'https://api.example/x?k={{secret.api_key}}', headers: [{ key: 'Authorization', value: 'Bearer {{secret.api_key}}' }] }),
        node(7, 'email', { to: 'a@b.test', subject: 'Code', content: 'Your code {{secret.api_key}}' }),
      ],
      connections: [],
    };
    const answer = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: bad });
    expect(answer.status).toBe(400);
    const issues = (answer.body.issues as { field: string; rule: string; nodeId: number; configPath: string; message: string }[]).filter((issue) => issue.rule === 'secret-not-allowed');
    expect(issues.map(({ nodeId, configPath, rule, field }) => ({ nodeId, configPath, rule, field }))).toEqual([
      { nodeId: 2, configPath: 'fields.1.value', rule: 'secret-not-allowed', field: 'flow.nodes.1.config.fields.1.value' },
      { nodeId: 3, configPath: 'root.children.0.config.text', rule: 'secret-not-allowed', field: 'flow.nodes.2.config.root.children.0.config.text' },
      { nodeId: 4, configPath: 'fields.0.value', rule: 'secret-not-allowed', field: 'flow.nodes.3.config.fields.0.value' },
      { nodeId: 5, configPath: 'prompt', rule: 'secret-not-allowed', field: 'flow.nodes.4.config.prompt' },
    ]);
    expect(issues[0]!.message).toMatch(/secret/);
    expect((await owner.request('GET', `/widgets/${id}/flow`)).body.version).toBe(1);
    const allowed = { nodes: [...flow.nodes, bad.nodes[5]!, bad.nodes[6]!], connections: [] };
    expect((await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: allowed })).status).toBe(200);
  });

  it('PATCH: a secret typed into a collect field is refused naming the field', async () => {
    const { id, flow } = await freshWidget();
    const model = FlowModel.fromDocument(flow);
    const { patch: added } = addNodesCommand(model, [{ type: 'collect', x: 320, y: 0 }]);
    applyPatch(model, added);
    const config = model.getNode(2)!.config;
    const update = structuredClone(updateNodeConfigCommand(model, 2, { ...config, fields: [{ key: 'token', value: '{{secret.api_key}}' }] }));
    const answer = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches: [added, update] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.issues).toEqual([
      expect.objectContaining({ field: 'patches.1.ops.0.after.config.fields.0.value', rule: 'secret-not-allowed', nodeId: 2, configPath: 'fields.0.value' }),
    ]);
  });

  it('PATCH: an added or updated node with a bad config is refused naming node, path and rule; nothing saved', async () => {
    const { id, flow } = await freshWidget();
    const model = FlowModel.fromDocument(flow);
    const { patch: added } = addNodesCommand(model, [{ type: 'ai_prompt', x: 320, y: 0 }]);
    applyPatch(model, added);
    const badAdd = structuredClone(added);
    const addOp = badAdd.ops[0] as { node: FlowNode };
    addOp.node.config = { ...addOp.node.config, temperature: 3 };

    let answer = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches: [badAdd] });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([
      expect.objectContaining({ field: 'patches.0.ops.0.node.config.temperature', rule: 'temperature-range', nodeId: 2, configPath: 'temperature' }),
    ]);

    const update = updateNodeConfigCommand(model, 2, { prompt: 'p'.repeat(4097), temperature: 0.5 });
    answer = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches: [added, update] });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([
      expect.objectContaining({ field: 'patches.1.ops.0.after.config.prompt', rule: 'prompt-too-long', nodeId: 2, configPath: 'prompt' }),
    ]);

    const read = await owner.request('GET', `/widgets/${id}/flow`);
    expect(read.body.version).toBe(1);
    expect(read.body.flow).toEqual(canonicalDocument(flow));
  });
});
