import { describe, expect, it } from 'vitest';
import { canonicalDocument } from '../testing/canonicalDocument';
import { FakeCollabServer } from '../testing/FakeCollabServer';
import { testNode } from '../testing/testNode';
import type { FlowDocument } from '../model/flowTypes';
import { CollabPeer, settlePeers } from '../../tests/harness/CollabPeer';
import { flush } from '../../tests/harness/TestEditor';
import { NODE_IDS_PENDING } from '../model/commands/addNodesCommand';
import { fragmentToText } from '../model/fragmentText';

function flow(): FlowDocument {
  return {
    nodes: [
      testNode(1, 'entrypoint', 0, 0),
      testNode(2, 'email', 400, 0, { subject: 'Hello', content: 'Body' }),
      testNode(3, 'await', 800, 0),
      testNode(4, 'note', 400, 400, { text: 'A note' }),
    ],
    connections: [{ from: [1, 0], to: [2, 0] }],
  };
}

async function twoPeers(document = flow()) {
  const server = new FakeCollabServer(document, 5);
  const ana = new CollabPeer(server, 'ana').connect();
  const ben = new CollabPeer(server, 'ben').connect();
  await settlePeers(server, [ana, ben]);
  return { server, ana, ben };
}

function expectConverged(server: FakeCollabServer, ...peers: CollabPeer[]) {
  const stored = canonicalDocument(server.document());
  for (const peer of peers) expect(canonicalDocument(peer.editor.exportDocument())).toEqual(stored);
  expect(server.invalidStored).toEqual([]);
}

describe('CollabSession with a server that rebases', () => {
  it('a move by one shows in the other without entering its undo history, through the index and renderer', async () => {
    const { server, ana, ben } = await twoPeers();
    ana.editor.applyEdit({ ops: [{ op: 'moveNode', id: 3, from: [800, 0], to: [820, 40] }] });
    ben.test.renderer.reset();
    await settlePeers(server, [ana, ben]);
    expect(ben.test.node(3)).toMatchObject({ x: 820, y: 40 });
    expect(ben.editor.index.nodeIdsIn({ minX: 1000, minY: 60, maxX: 1010, maxY: 70 })).toEqual([3]);
    expect([...ben.test.renderer.nodes]).toEqual([3]);
    expect(ben.editor.getSnapshot().canUndo).toBe(false);
    expect(ben.editor.getSnapshot().version).toBe(6);
    expect(ben.remote.map((change) => change.version)).toEqual([6]);
    expectConverged(server, ana, ben);
  });

  it('simultaneous edits of different nodes both survive, in both editors', async () => {
    const { server, ana, ben } = await twoPeers();
    ana.editor.applyEdit({ ops: [{ op: 'moveNode', id: 3, from: [800, 0], to: [900, 0] }] });
    ben.editor.updateNodeConfig(4, { ...ben.test.node(4)!.config, text: 'Ben was here' });
    ana.editor.flushSave();
    ben.editor.flushSave();
    await settlePeers(server, [ana, ben]);
    expect(server.model.getNode(3)).toMatchObject({ x: 900 });
    expect(server.model.getNode(4)!.config.text).toBe('Ben was here');
    expectConverged(server, ana, ben);
  });

  it('the same field changed by both: the later save wins and the earlier editor is told whose value replaced theirs', async () => {
    const { server, ana, ben } = await twoPeers();
    ana.editor.updateNodeConfig(2, { ...ana.test.node(2)!.config, subject: 'From Ana' });
    ana.editor.flushSave();
    await flush();
    server.runHttp(); // Ana's save is stored first; Ben has not heard of it when he edits.
    ben.editor.updateNodeConfig(2, { ...ben.test.node(2)!.config, subject: 'From Ben', content: 'Ben body' });
    ben.editor.flushSave();
    await settlePeers(server, [ana, ben]);
    expect(server.model.getNode(2)!.config).toMatchObject({ subject: 'From Ben', content: 'Ben body' });
    expect(ana.replaced).toEqual([{ nodeId: 2, field: 'subject', userId: 'user-ana', clientId: ana.clientId }]);
    expect(ben.replaced).toEqual([]);
    expectConverged(server, ana, ben);
  });

  it('different fields of one node changed by both are merged', async () => {
    const { server, ana, ben } = await twoPeers();
    ana.editor.updateNodeConfig(2, { ...ana.test.node(2)!.config, subject: 'From Ana' });
    ben.editor.updateNodeConfig(2, { ...ben.test.node(2)!.config, content: 'From Ben' });
    ana.editor.flushSave();
    ben.editor.flushSave();
    await settlePeers(server, [ana, ben]);
    expect(server.model.getNode(2)!.config).toMatchObject({ subject: 'From Ana', content: 'From Ben' });
    expect(ana.replaced).toEqual([]);
    expectConverged(server, ana, ben);
  });

  it('a node deleted by one while the other edits it: the deletion wins and the other is told', async () => {
    const { server, ana, ben } = await twoPeers();
    ana.editor.select([4]);
    ana.editor.deleteSelection();
    ana.editor.flushSave();
    await flush();
    server.runHttp();
    ben.editor.updateNodeConfig(4, { ...ben.test.node(4)!.config, text: 'Edited meanwhile' });
    await settlePeers(server, [ana, ben]);
    expect(server.model.hasNode(4)).toBe(false);
    expect(ben.outcomes.map(({ outcome }) => [outcome.outcome, outcome.reason, outcome.nodeId])).toContainEqual(['dropped', 'node-removed', 4]);
    expect(ben.remote.some((change) => change.ops.some((op) => op.op === 'removeNode' && op.node.id === 4))).toBe(true);
    expectConverged(server, ana, ben);
  });

  it('two editors adding nodes at the same moment get distinct ids from their leases', async () => {
    const { server, ana, ben } = await twoPeers();
    ana.editor.applyEdit({ ops: [] });
    ana.test.editor.startGhost('await');
    ana.test.click(100, 600);
    ben.test.editor.startGhost('await');
    ben.test.click(300, 600);
    await settlePeers(server, [ana, ben]);
    expect(server.model.nodeCount).toBe(6);
    const added = [...server.model.nodes()].filter((node) => node.id > 4).map((node) => node.id);
    expect(new Set(added).size).toBe(2);
    expectConverged(server, ana, ben);
  });

  it('undo undoes only one’s own step and leaves alone what someone changed since, saying what it skipped', async () => {
    const { server, ana, ben } = await twoPeers();
    const skipped: unknown[] = [];
    ana.editor.on('undoSkipped', (event) => skipped.push(event));
    ana.editor.updateNodeConfig(2, { ...ana.test.node(2)!.config, subject: 'Ana 1', content: 'Ana body' });
    await settlePeers(server, [ana, ben]);
    ben.editor.updateNodeConfig(2, { ...ben.test.node(2)!.config, subject: 'Ben later' });
    ben.editor.applyEdit({ ops: [{ op: 'moveNode', id: 3, from: [800, 0], to: [0, 800] }] });
    await settlePeers(server, [ana, ben]);
    ana.editor.undo();
    await settlePeers(server, [ana, ben]);
    // Ana's body goes back; Ben's later subject stays; Ben's move is not Ana's to undo.
    expect(server.model.getNode(2)!.config).toMatchObject({ subject: 'Ben later', content: 'Body' });
    expect(server.model.getNode(3)).toMatchObject({ x: 0, y: 800 });
    expect(skipped).toEqual([{ redo: false, skipped: [expect.objectContaining({ nodeId: 2, skipped: ['subject'] })] }]);
    // Redo puts back exactly what the undo took away.
    ana.editor.redo();
    await settlePeers(server, [ana, ben]);
    expect(server.model.getNode(2)!.config).toMatchObject({ subject: 'Ben later', content: 'Ana body' });
    expectConverged(server, ana, ben);
  });

  it('the own change may come back through the channel before the PATCH answer, or after it', async () => {
    for (const channelFirst of [true, false]) {
      const { server, ana, ben } = await twoPeers();
      ana.editor.applyEdit({ ops: [{ op: 'moveNode', id: 3, from: [800, 0], to: [1000, 0] }] });
      ana.editor.flushSave();
      await flush();
      const request = server.runnable().find((task) => task.kind === 'request' && task.name === 'patch')!;
      server.run(request);
      const answer = () => server.runnable().find((task) => task.kind === 'answer' && task.client === 'ana')!;
      const channel = () => server.runnable().find((task) => task.kind === 'channel' && task.client === ana.clientId)!;
      for (const task of channelFirst ? [channel(), answer()] : [answer(), channel()]) {
        server.run(task);
        await flush();
      }
      await settlePeers(server, [ana, ben]);
      expect(ana.editor.getSnapshot()).toMatchObject({ save: 'saved', version: 6 });
      expect(ana.remote).toEqual([]);
      expectConverged(server, ana, ben);
    }
  });

  it('a remote change touching nothing the local pending edits touch is applied on top, without rewinding them', async () => {
    const { server, ana, ben } = await twoPeers();
    ben.editor.applyEdit({ ops: [{ op: 'moveNode', id: 4, from: [400, 400], to: [400, 600] }] });
    ben.editor.flushSave();
    await flush();
    server.runHttp();
    ana.editor.applyEdit({ ops: [{ op: 'moveNode', id: 3, from: [800, 0], to: [1000, 0] }] });
    ana.test.renderer.reset();
    await flush();
    server.runAll();
    await flush();
    // Only Ben's node was redrawn in Ana's editor: her unsaved move was not rewound and replayed.
    expect([...ana.test.renderer.nodes]).toEqual([4]);
    expect(ana.test.node(3)).toMatchObject({ x: 1000 });
    await settlePeers(server, [ana, ben]);
    expectConverged(server, ana, ben);
  });

  it('a change that conflicts with a drag under way waits for the drag to end', async () => {
    const { server, ana, ben } = await twoPeers();
    ben.editor.updateNodeConfig(4, { ...ben.test.node(4)!.config, text: 'Ben edits the note' });
    ben.editor.flushSave();
    await flush();
    server.runHttp();
    await flush();
    const note = ana.test.node(4)!;
    ana.test.pointerDown(note.x + 20, note.y + 20).pointerMove(note.x + 60, note.y + 60);
    server.runAll();
    await flush();
    expect(ana.test.node(4)!.config.text).toBe('A note');
    expect(ana.editor.getSnapshot().version).toBe(5);
    ana.test.pointerUp(note.x + 60, note.y + 60);
    expect(ana.test.node(4)!.config.text).toBe('Ben edits the note');
    await settlePeers(server, [ana, ben]);
    expect(server.model.getNode(4)).toMatchObject({ x: 440, y: 440 });
    expectConverged(server, ana, ben);
  });

  it('missed changes (the channel dropped) are read from the changes endpoint when it reopens', async () => {
    const { server, ana, ben } = await twoPeers();
    ana.disconnect();
    ben.editor.applyEdit({ ops: [{ op: 'moveNode', id: 3, from: [800, 0], to: [900, 0] }] });
    await settlePeers(server, [ben]);
    ben.editor.applyEdit({ ops: [{ op: 'moveNode', id: 3, from: [900, 0], to: [1000, 0] }] });
    await settlePeers(server, [ben]);
    expect(ana.editor.getSnapshot().version).toBe(5);
    ana.connect();
    await settlePeers(server, [ana, ben]);
    expect(ana.test.node(3)).toMatchObject({ x: 1000 });
    expectConverged(server, ana, ben);
  });

  it('too far behind: the flow is loaded again, the local edits kept and re-applied on it', async () => {
    const { server, ana, ben } = await twoPeers();
    ana.disconnect();
    ben.editor.applyEdit({ ops: [{ op: 'moveNode', id: 3, from: [800, 0], to: [900, 0] }] });
    await settlePeers(server, [ben]);
    server.pruneLog();
    ana.editor.updateNodeConfig(4, { ...ana.test.node(4)!.config, text: 'Offline edit' });
    ana.connect();
    await settlePeers(server, [ana, ben]);
    expect(ana.resyncs).toEqual(['too-far-behind']);
    expect(server.model.getNode(4)!.config.text).toBe('Offline edit');
    expect(server.model.getNode(3)).toMatchObject({ x: 900 });
    expectConverged(server, ana, ben);
  });

  it('a flow replaced wholesale is loaded again without losing the local unsaved edits', async () => {
    const { server, ana, ben } = await twoPeers();
    ana.editor.applyEdit({ ops: [{ op: 'moveNode', id: 3, from: [800, 0], to: [820, 0] }] });
    const imported = flow();
    imported.nodes.push(testNode(9, 'await', 0, 400));
    server.replace(imported);
    await settlePeers(server, [ana, ben]);
    expect(ana.resyncs).toEqual(['replaced']);
    expect(server.model.getNode(9)).toBeDefined();
    expect(server.model.getNode(3)).toMatchObject({ x: 820 });
    expectConverged(server, ana, ben);
  });

  it('a replacement holding ids this editor leased: its unsaved new node gets a fresh id instead of being dropped', async () => {
    const { server, ana, ben } = await twoPeers();
    ana.editor.startGhost('await');
    ana.test.click(100, 600);
    const added = Math.max(...[...ana.editor.model.nodes()].map((node) => node.id));
    expect(added).toBeGreaterThan(4);
    const imported = flow();
    imported.nodes.push(testNode(added, 'note', 0, 900, { text: 'Imported' }));
    server.replace(imported);
    await settlePeers(server, [ana, ben]);
    expect(server.model.getNode(added)).toMatchObject({ type: 'note' });
    const renumbered = [...server.model.nodes()].filter((node) => node.type === 'await' && node.id > added);
    expect(renumbered).toHaveLength(1);
    expectConverged(server, ana, ben);
    // Undo of the add removes the renumbered node, not the imported one.
    ana.editor.undo();
    await settlePeers(server, [ana, ben]);
    expect(server.model.hasNode(renumbered[0]!.id)).toBe(false);
    expect(server.model.getNode(added)).toMatchObject({ type: 'note' });
  });

  it('a form opened before someone changed the node: its save keeps their other fields, wins the same field, and they are told', async () => {
    const { server, ana, ben } = await twoPeers();
    const opened = { node: structuredClone(ben.test.node(2)!), version: ben.editor.getSnapshot().version };
    ana.editor.updateNodeConfig(2, { ...ana.test.node(2)!.config, subject: 'Ana subject', to: 'ana@example.com' });
    await settlePeers(server, [ana, ben]);
    expect(ben.test.node(2)!.config.to).toBe('ana@example.com');
    // Ben's form still shows what it opened with; he changes the subject and the content and saves.
    ben.editor.updateNodeConfig(2, { ...opened.node.config, subject: 'Ben subject', content: 'Ben content' }, opened);
    expect(ben.test.node(2)!.config).toMatchObject({ subject: 'Ben subject', content: 'Ben content', to: 'ana@example.com' });
    await settlePeers(server, [ana, ben]);
    expect(server.model.getNode(2)!.config).toMatchObject({ subject: 'Ben subject', content: 'Ben content', to: 'ana@example.com' });
    expect(ana.replaced).toEqual([{ nodeId: 2, field: 'subject', userId: 'user-ana', clientId: ana.clientId }]);
    const sent = server.answers.at(-1)!;
    expect(sent.answer.outcomes).toEqual([expect.objectContaining({ outcome: 'merged', fields: ['subject'] })]);
    expectConverged(server, ana, ben);
  });

  it('a paste of more nodes than the lease holds asks for enough ids when its ghost starts; placing before they came is refused, not lost', async () => {
    const { server, ana, ben } = await twoPeers();
    const refused: string[] = [];
    ana.editor.on('refused', ({ reason }) => refused.push(reason));
    const fragment = { nodes: Array.from({ length: 300 }, (_, at) => ({ type: 'note' as const, dx: (at % 20) * 300, dy: Math.floor(at / 20) * 200, config: testNode(1, 'note').config })), connections: [] };
    expect(ana.editor.pasteText(fragmentToText(fragment))).toBe(true);
    ana.test.click(0, 2000);
    expect(refused).toEqual([NODE_IDS_PENDING]);
    expect(ana.editor.model.nodeCount).toBe(4);
    await settlePeers(server, [ana, ben]);
    ana.editor.pasteText(fragmentToText(fragment));
    ana.test.click(0, 2000);
    expect(ana.editor.model.nodeCount).toBe(304);
    await settlePeers(server, [ana, ben]);
    expect(server.model.nodeCount).toBe(304);
    expectConverged(server, ana, ben);
  });
});
