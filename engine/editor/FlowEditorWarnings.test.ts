import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../tests/harness/TestEditor';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import type { FlowDocument, FlowNode, NodeType } from '../model/flowTypes';
import { warningIconBounds } from '../spatial/warningIcon';
import { VIEW_STILL_MS } from './WarningScheduler';

function node(id: number, type: NodeType, x: number, config: Record<string, unknown> = {}): FlowNode {
  const full = { ...getNodeKind(type).defaultConfig(() => 0.5), ...config };
  return { id, type, x, y: 0, ...getNodeKind(type).ports(full), config: full };
}

/** entrypoint(1) → define(2: a) → redirect(3, url uses {{2.a}} and {{secret.key}}) */
function flow(): FlowDocument {
  return {
    nodes: [
      node(1, 'entrypoint', 0, { queryParams: ['ref'] }),
      node(2, 'define', 400, { fields: [{ key: 'a', value: '{{1.ref}}' }] }),
      node(3, 'redirect', 800, { url: 'https://x.example/{{2.a}}?k={{secret.key}}' }),
    ],
    connections: [
      { from: [1, 0], to: [2, 0] },
      { from: [2, 0], to: [3, 0] },
    ],
  };
}

describe('FlowEditor context values and warnings', () => {
  it('lists what a node sees, with the secrets', () => {
    const t = new TestEditor(flow());
    t.editor.setSecrets(['key']);
    const tokens = t.editor.contextValuesFor(3).map((value) => value.token);
    expect(tokens.slice(0, 2)).toEqual(['2.a', '1.widget_id']);
    expect(tokens).toContain('1.ref');
    expect(tokens.at(-1)).toBe('secret.key');
  });

  it('recomputes warnings 1000 ms after the last edit and redraws only the changed nodes', () => {
    // The first recompute (the one at opening) waits until the opening fit has come to rest.
    const t = new TestEditor(flow()).wait(VIEW_STILL_MS);
    const events: number[][] = [];
    t.editor.on('warnings', ({ changed }) => events.push(changed));
    expect(t.editor.warningCount(3)).toBe(0);

    t.editor.updateNodeConfig(2, { fields: [{ key: 'b', value: 'x' }] });
    expect(t.editor.warningsForConfig(3, { url: '', replace: false }).map((w) => w.key)).toEqual(['missing-redirect-url']);
    expect(t.editor.warningsForConfig(3, { url: 'https://x.example/{{2.b}}', replace: false })).toEqual([]);
    // warningsFor is computed on demand; the canvas count waits for the debounce
    expect(t.editor.warningsFor(3).map((w) => w.key)).toEqual(['missing-context-value']);
    t.renderer.reset();
    t.wait(900);
    expect(t.editor.warningCount(3)).toBe(0);
    t.wait(200);
    expect(t.editor.warningCount(3)).toBe(1);
    expect(t.editor.interaction.warningCounts.get(3)).toBe(1);
    expect(events).toEqual([[3]]);
    expect([...t.renderer.nodes]).toEqual([3]);

    t.editor.setSecrets([]);
    t.wait(1100);
    expect(t.editor.warningsFor(3).map((w) => `${w.key}:${w.token}`)).toEqual(['missing-context-value:2.a', 'missing-secret:secret.key']);
    expect(t.editor.warningCount(3)).toBe(2);

    t.editor.undo();
    t.wait(1100);
    expect(t.editor.warningCount(3)).toBe(1);
  });

  it('a press on the warning icon emits openWarnings with the screen point; elsewhere on the card it selects', () => {
    const doc = flow();
    doc.nodes[2] = node(3, 'redirect', 800);
    // The first warnings wait until the opening fit has come to rest (no recompute while the view moves).
    const t = new TestEditor(doc);
    expect(t.editor.warningCount(3)).toBe(0);
    t.wait(VIEW_STILL_MS);
    expect(t.editor.warningCount(3)).toBe(1);
    const opened: { nodeId: number; x: number; y: number }[] = [];
    t.editor.on('openWarnings', (event) => opened.push(event));
    const icon = warningIconBounds(t.node(3)!);
    const centre = { x: (icon.minX + icon.maxX) / 2, y: (icon.minY + icon.maxY) / 2 };
    t.click(centre.x, centre.y);
    const screen = t.screen(centre.x, centre.y);
    expect(opened).toEqual([{ nodeId: 3, x: screen.x, y: screen.y }]);
    expect(t.editor.selection().size).toBe(0);
    t.click(820, 60);
    expect(opened).toHaveLength(1);
    expect([...t.editor.selection()]).toEqual([3]);
  });
});
