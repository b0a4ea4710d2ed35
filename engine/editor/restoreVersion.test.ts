import { describe, expect, it } from 'vitest';
import { flush, TestEditor } from '../../tests/harness/TestEditor';
import { canonicalDocument } from '../testing/canonicalDocument';
import { generateFlow } from '../testing/generateFlow';
import { createInitialFlow } from '../model/initialFlow';
import { applyPatches } from '../model/patch/applyPatch';
import type { FlowDocument } from '../model/flowTypes';
import { restoreVersion } from './restoreVersion';

/** The version: a generated flow. The draft: that flow after a designer moved on (nodes removed, one moved). */
function versionAndDraft(): { version: FlowDocument; draft: FlowDocument } {
  const version = generateFlow({ nodeCount: 200, seed: 7 });
  const draft = structuredClone(version);
  const removed = new Set(draft.nodes.filter((node) => node.type === 'redirect').map((node) => node.id));
  draft.nodes = draft.nodes.filter((node) => !removed.has(node.id));
  draft.connections = draft.connections.filter((connection) => !removed.has(connection.from[0]) && !removed.has(connection.to[0]));
  draft.nodes[1]!.x += 80;
  return { version, draft };
}

describe('restoreVersion', () => {
  it('puts the version into the draft as one undoable step, sent by the autosave as one patch', async () => {
    const { version, draft } = versionAndDraft();
    const t = new TestEditor(draft);
    const outcome = restoreVersion(t.editor, version);
    expect(outcome).toMatchObject({ kind: 'restored', changes: { nodesAdded: expect.any(Number), nodesChanged: 1 } });
    expect(outcome.kind === 'restored' && outcome.changes.nodesAdded).toBeGreaterThan(0);
    expect(canonicalDocument(t.editor.exportDocument())).toEqual(canonicalDocument(version));
    expect(t.editor.getSnapshot()).toMatchObject({ canUndo: true, save: 'draft', nodeCount: version.nodes.length });
    expect(t.editor.history.undoDepth).toBe(1);

    t.wait(1000);
    expect(t.saves).toHaveLength(1);
    expect(t.saves[0]!.input).toMatchObject({ baseVersion: 1 });
    expect(t.saves[0]!.input.patches).toHaveLength(1);
    // What the server applies to its stored draft gives the version.
    expect(canonicalDocument(applyPatches(draft, t.saves[0]!.input.patches))).toEqual(canonicalDocument(version));
    t.saves[0]!.resolve({ version: 2 });
    await flush();

    t.editor.undo();
    expect(canonicalDocument(t.editor.exportDocument())).toEqual(canonicalDocument(draft));
    t.editor.redo();
    expect(canonicalDocument(t.editor.exportDocument())).toEqual(canonicalDocument(version));
    t.wait(1000);
    expect(t.saves).toHaveLength(2);
    // Undo and redo in one debounce: the second save carries both, and they cancel out on the server.
    expect(canonicalDocument(applyPatches(version, t.saves[1]!.input.patches))).toEqual(canonicalDocument(version));
  });

  it('restores from the live model of the editor showing the version as from its document', () => {
    const { version, draft } = versionAndDraft();
    const viewer = new TestEditor(version, { canEdit: false });
    const t = new TestEditor(draft);
    expect(restoreVersion(t.editor, viewer.editor.model).kind).toBe('restored');
    expect(canonicalDocument(t.editor.exportDocument())).toEqual(canonicalDocument(version));
    // The version's editor is untouched, and shares no node object with the draft.
    expect(canonicalDocument(viewer.editor.exportDocument())).toEqual(canonicalDocument(version));
    const id = version.nodes[1]!.id;
    expect(t.editor.model.getNode(id)).not.toBe(viewer.editor.model.getNode(id));
  });

  it('commits nothing when the draft already is the version', () => {
    const { version } = versionAndDraft();
    const t = new TestEditor(version);
    expect(restoreVersion(t.editor, structuredClone(version))).toEqual({ kind: 'unchanged' });
    expect(t.editor.getSnapshot().canUndo).toBe(false);
    t.wait(2000);
    expect(t.saves).toHaveLength(0);
  });

  it('changes nothing on a read-only canvas or when the entrypoints differ', () => {
    const { version, draft } = versionAndDraft();
    const readOnly = new TestEditor(draft, { canEdit: false });
    expect(restoreVersion(readOnly.editor, version)).toMatchObject({ kind: 'refused', reason: 'The flow is read-only' });
    expect(canonicalDocument(readOnly.editor.exportDocument())).toEqual(canonicalDocument(draft));

    const t = new TestEditor(createInitialFlow());
    const otherEntry: FlowDocument = { nodes: [{ ...createInitialFlow().nodes[0]!, id: 5 }], connections: [] };
    expect(restoreVersion(t.editor, otherEntry)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('entrypoint') });
    expect(t.editor.getSnapshot().canUndo).toBe(false);
  });

  it('says why when the version breaks a rule the draft is held to now, and leaves the draft as it was', () => {
    const t = new TestEditor(createInitialFlow());
    const broken: FlowDocument = {
      nodes: [createInitialFlow().nodes[0]!, { id: 2, type: 'redirect', x: 0.123, y: 0, inputs: 1, outputs: 0, config: { url: 'https://example.com', newTab: false } }],
      connections: [],
    };
    const outcome = restoreVersion(t.editor, broken);
    expect(outcome).toMatchObject({ kind: 'refused', reason: expect.stringContaining('rounded') });
    expect(t.editor.getSnapshot()).toMatchObject({ nodeCount: 1, canUndo: false });
  });
});
