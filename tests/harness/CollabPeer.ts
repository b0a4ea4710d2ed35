// One co-editing editor in Node: a TestEditor whose edits go through engine/collab to a FakeCollabServer, with
// its live channel wired the way the studio's channel client wires it (welcome → channelOpened, change →
// session.receive, reload → session.reload). `settlePeers` runs the server's tasks, the editors' debounces and
// the promise queue until nothing is left to do.
import type { FlowEditorOptions } from '../../engine/editor/FlowEditor';
import type { FlowChange, OwnOpOutcome, Replaced } from '../../engine/collab/collabTypes';
import type { FakeCollabServer } from '../../engine/testing/FakeCollabServer';
import { flush, TestEditor } from './TestEditor';

export class CollabPeer {
  readonly test: TestEditor;
  clientId: string | null = null;
  readonly remote: FlowChange[] = [];
  readonly replaced: Replaced[] = [];
  readonly outcomes: OwnOpOutcome[] = [];
  readonly resyncs: string[] = [];

  constructor(
    readonly server: FakeCollabServer,
    readonly name: string,
    readonly userId = `user-${name}`,
    options: Partial<FlowEditorOptions> = {},
  ) {
    this.test = new TestEditor(server.document(), {
      version: server.version,
      collab: { transport: server.transport(userId, name), userId },
      ...options,
    });
    this.collab.listen({
      remoteChange: (change) => this.remote.push(change),
      replaced: (_change, entries) => this.replaced.push(...entries),
      outcomes: (outcomes) => this.outcomes.push(...outcomes),
      resynced: (reason) => this.resyncs.push(reason),
    });
  }

  get editor() {
    return this.test.editor;
  }

  get collab() {
    return this.test.editor.collab!;
  }

  connect(): this {
    const clientId = this.server.connect(this.name, {
      welcome: ({ clientId: id, version }) => this.collab.channelOpened({ clientId: id, version, canEdit: true, peers: [] }),
      change: (change) => this.collab.session.receive(change),
      reload: (reason) => void this.collab.session.reload(reason).catch(() => undefined),
    });
    this.clientId = clientId;
    return this;
  }

  disconnect(): this {
    if (this.clientId) this.server.disconnect(this.clientId);
    this.clientId = null;
    this.collab.channelClosed();
    return this;
  }
}

/** Runs server tasks, editor timers (autosave debounce, gap waits) and promises until everything is quiet. */
export async function settlePeers(server: FakeCollabServer, peers: readonly CollabPeer[], rounds = 200): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await flush();
    server.runAll();
    await flush();
    for (const peer of peers) peer.test.wait(1100);
    await flush();
    const quiet =
      server.runnable().length === 0 &&
      peers.every((peer) => !peer.collab.session.hasUnconfirmed && peer.editor.getSnapshot().save === 'saved' && peer.collab.session.version === server.version);
    if (quiet) return;
  }
  const states = peers.map((peer) => {
    const session = peer.collab.session;
    const snapshot = peer.editor.getSnapshot();
    return `${peer.name}: version ${session.version}/${server.version}, unconfirmed ${session.unconfirmedPatches().length}, save ${snapshot.save} ${snapshot.saveError ?? ''}, channel ${peer.clientId ?? 'closed'}`;
  });
  throw new Error(`settlePeers: the peers did not settle\n${states.join('\n')}\nserver tasks: ${server.runnable().map((task) => `${task.kind} ${task.client} ${task.name}`).join(', ')}`);
}
