import { describe, expect, it } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import type { FlowFragment } from '../model/clipboard';
import { applyPatch } from '../model/patch/applyPatch';
import type { FlowPatch } from '../model/patch/flowPatch';
import { testNode } from '../testing/testNode';
import { EditorClipboard } from './EditorClipboard';

function setup(canEdit = true) {
  const model = FlowModel.fromDocument({
    nodes: [testNode(1, 'entrypoint'), testNode(2, 'redirect', 400, 0, { url: 'https://a.example' }), testNode(3, 'note', 400, 300)],
    connections: [{ from: [1, 0], to: [2, 0] }],
  });
  const selection = new Set<number>();
  const ghosts: FlowFragment[] = [];
  const refusals: string[] = [];
  const patches: FlowPatch[] = [];
  const clipboard = new EditorClipboard({
    model,
    canEdit: () => canEdit,
    selection: () => selection,
    commit: (patch) => {
      patches.push(patch);
      applyPatch(model, patch);
    },
    beginGhost: (fragment) => ghosts.push(fragment),
    refused: (reason) => refusals.push(reason),
  });
  return { model, selection, ghosts, refusals, patches, clipboard };
}

describe('EditorClipboard', () => {
  it('copies nothing but the entrypoint, and pastes the copied nodes as a ghost', () => {
    const { selection, ghosts, clipboard } = setup();
    selection.add(1);
    expect(clipboard.copy()).toBe(false);
    clipboard.paste();
    expect(ghosts).toHaveLength(0);
    selection.add(2);
    expect(clipboard.copy()).toBe(true);
    clipboard.paste();
    expect(ghosts[0]!.nodes.map((node) => node.type)).toEqual(['redirect']);
  });

  it('cuts through one patch and round-trips text; foreign and invalid text are told apart', () => {
    const { model, selection, ghosts, refusals, clipboard } = setup();
    selection.add(3);
    const text = clipboard.cutToText();
    expect(text).not.toBeNull();
    expect(model.hasNode(3)).toBe(false);
    expect(clipboard.pasteText('hello')).toBe(false);
    expect(clipboard.pasteText(text!.replace('"note"', '"nope"'))).toBe(true);
    expect(refusals).toHaveLength(1);
    expect(clipboard.pasteText(text!)).toBe(true);
    expect(ghosts.at(-1)!.nodes[0]!.type).toBe('note');
  });

  it('read-only: copy works, cut only copies, paste does nothing', () => {
    const { model, selection, ghosts, patches, clipboard } = setup(false);
    selection.add(2);
    expect(clipboard.cutToText()).not.toBeNull();
    expect(model.hasNode(2)).toBe(true);
    expect(patches).toHaveLength(0);
    clipboard.paste();
    expect(ghosts).toHaveLength(0);
  });
});
