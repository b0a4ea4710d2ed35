// A view node's blocks are checked on save by the same schema the view editor uses (engine/model/kinds/
// viewBlockSchema.ts): a broken style, override or input rule is a 400 naming the node, the path inside its config
// and the rule; nothing is stored. A fully styled view is stored as sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDocument, FlowNode } from '../../engine/model/flowTypes';
import type { Block } from '../../engine/model/kinds/viewBlockSchema';
import { getNodeKind } from '../../engine/model/kinds/nodeKindRegistry';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { createOrganization, createWidget } from './fixtures';

function viewNode(id: number, children: Block[]): FlowNode {
  const config = { root: { id: 1, type: 'container', config: { direction: 'column' }, style: {}, children }, dialog: true, size: 'l' };
  return { id, type: 'view', x: 320, y: 0, ...getNodeKind('view').ports(config), config };
}

const styledButton: Block = {
  id: 2,
  type: 'button',
  config: { label: 'Send' },
  style: {
    padding: [10, 20],
    transition: 250,
    font: { family: 'Open Sans', category: 'sans-serif', size: 18, weight: 600, style: 'normal', url: '/fonts/open-sans/600-normal.woff2' },
    background: { color: '#2563eb', image: null },
    color: '#ffffff',
    border: { width: 2, style: 'dashed', radius: 8, color: '#1e40af' },
    shadows: [{ offset: [0, 4], blur: 12, spread: 0, color: '#00000040', inset: false }],
    transform: { scale: 1, translate: [0, 0], rotate: 0 },
    overrides: [{ when: ['hovered', 'focused'], styles: [{ property: 'background', value: { color: '#1d4ed8' } }] }],
  },
};

describe('view blocks on flow saves', () => {
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
    const id = await createWidget(owner, await createOrganization(owner, 'View test'));
    const read = await owner.request('GET', `/widgets/${id}/flow`);
    return { id, flow: read.body.flow as FlowDocument };
  }

  it('a broken block rule is a 400 naming node, config path and rule; nothing saved', async () => {
    const { id, flow } = await freshWidget();
    const children: Block[] = [
      { ...styledButton, style: { ...styledButton.style, padding: [0, 300], color: 'blue' } },
      { id: 3, type: 'input', config: { name: 'email', type: 'email', pattern: '([a-z' }, style: { overrides: [{ when: ['checked'], styles: [] }] } },
      { id: 4, type: 'text', config: { text: 'Hi' }, style: { shadows: Array.from({ length: 6 }, () => ({})) } },
    ];
    const answer = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: { nodes: [...flow.nodes, viewNode(2, children)], connections: [] } });
    expect(answer.status).toBe(400);
    const issues = (answer.body.issues as { nodeId: number; configPath: string; rule: string }[]).map((issue) => `${issue.nodeId}:${issue.configPath}:${issue.rule}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        '2:root.children.0.style.padding.1:padding-range',
        '2:root.children.0.style.color:colour-invalid',
        '2:root.children.1.config.pattern:pattern-invalid',
        '2:root.children.1.style.overrides.0.when.0:invalid-enums',
        '2:root.children.2.style.shadows:shadows-max',
      ]),
    );
    const read = await owner.request('GET', `/widgets/${id}/flow`);
    expect(read.body.version).toBe(1);
  });

  it('a fully styled view is stored as sent', async () => {
    const { id, flow } = await freshWidget();
    const view = viewNode(2, [styledButton, { id: 3, type: 'checkbox', config: { name: 'agree', label: 'I agree', required: true }, style: { size: 20, weight: 'bold', checkColor: '#ffffff' } }]);
    const saved = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: { nodes: [...flow.nodes, view], connections: [] } });
    expect(saved.status).toBe(200);
    const read = await owner.request('GET', `/widgets/${id}/flow`);
    expect((read.body.flow as FlowDocument).nodes.find((node) => node.id === 2)).toEqual(view);
  });
});
