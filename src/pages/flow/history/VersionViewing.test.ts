import { describe, expect, it } from 'vitest';
import type { PublishedVersionFlow } from '../../../../contracts/versions';
import { FlowEditor } from '../../../../engine/editor/FlowEditor';
import { generateFlow } from '../../../../engine/testing/generateFlow';
import { canonicalDocument } from '../../../../engine/testing/canonicalDocument';
import { VersionViewing, type VersionViewingOptions } from './VersionViewing';

function published(version: number, nodeCount: number): PublishedVersionFlow {
  const flow = generateFlow({ nodeCount, seed: version });
  return {
    widgetId: 'w',
    version,
    flowVersion: version + 1,
    publishedAt: new Date(0).toISOString(),
    publishedBy: 'u',
    nodeCount: flow.nodes.length,
    connectionCount: flow.connections.length,
    changes: null,
    republishedFrom: null,
    live: false,
    flow,
  };
}

/** Loads answer when the test says so; the editor is the real read-only FlowEditor the page builds. */
function harness() {
  const pending = new Map<number, { resolve(answer: PublishedVersionFlow): void; reject(error: unknown): void }>();
  const destroyed: number[] = [];
  const options: VersionViewingOptions = {
    load: (version, onProgress) =>
      new Promise((resolve, reject) => {
        onProgress(0.5);
        pending.set(version, { resolve, reject });
      }),
    open: async (answer, signal) => {
      const editor = await FlowEditor.open(
        {
          document: answer.flow,
          version: answer.flowVersion,
          canEdit: false,
          publishAllowed: false,
          sendPatches: () => Promise.reject(new Error('read-only')),
          publish: () => Promise.reject(new Error('read-only')),
        },
        { signal },
      );
      const destroy = editor.destroy.bind(editor);
      editor.destroy = () => {
        destroyed.push(answer.version);
        destroy();
      };
      return editor;
    },
  };
  return { viewing: new VersionViewing(options), pending, destroyed };
}

describe('VersionViewing', () => {
  it('loads a version into its own read-only editor and destroys it when going back', async () => {
    const { viewing, pending, destroyed } = harness();
    const states: string[] = [];
    viewing.subscribe(() => states.push(viewing.getSnapshot().kind));
    const opening = viewing.open(1);
    expect(viewing.getSnapshot()).toEqual({ kind: 'loading', version: 1, fraction: 0.5 });
    const answer = published(1, 120);
    pending.get(1)!.resolve(answer);
    await opening;
    const state = viewing.getSnapshot();
    expect(state.kind).toBe('viewing');
    if (state.kind !== 'viewing') return;
    expect(state.version).toMatchObject({ version: 1, flowVersion: 2, nodeCount: answer.nodeCount });
    expect('flow' in state.version).toBe(false);
    expect(state.editor.getSnapshot()).toMatchObject({ canEdit: false, canUndo: false, version: 2 });
    expect(canonicalDocument(state.editor.exportDocument())).toEqual(canonicalDocument(answer.flow));

    viewing.back();
    expect(viewing.getSnapshot()).toEqual({ kind: 'draft' });
    expect(destroyed).toEqual([1]);
    expect(states).toEqual(['loading', 'loading', 'viewing', 'draft']);
  });

  it('shows only the version opened last: an earlier load that finishes later is dropped', async () => {
    const { viewing, pending, destroyed } = harness();
    const first = viewing.open(1);
    const second = viewing.open(2);
    pending.get(2)!.resolve(published(2, 30));
    await second;
    pending.get(1)!.resolve(published(1, 30));
    await first;
    const state = viewing.getSnapshot();
    expect(state.kind === 'viewing' && state.version.version).toBe(2);
    // Opening another version while one shows destroys the one shown.
    const third = viewing.open(3);
    expect(destroyed).toEqual([2]);
    expect(viewing.getSnapshot()).toMatchObject({ kind: 'loading', version: 3 });
    viewing.back();
    pending.get(3)!.resolve(published(3, 30));
    await third;
    expect(viewing.getSnapshot()).toEqual({ kind: 'draft' });
  });

  it('says why a version could not be opened', async () => {
    const { viewing, pending } = harness();
    const opening = viewing.open(4);
    pending.get(4)!.reject(new Error('Version not found'));
    await opening;
    expect(viewing.getSnapshot()).toEqual({ kind: 'failed', version: 4, message: 'Version not found' });
    viewing.back();
    expect(viewing.getSnapshot().kind).toBe('draft');
  });
});
