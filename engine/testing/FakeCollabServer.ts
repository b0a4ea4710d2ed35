// A co-editing server in memory for Node tests of engine/collab: it answers PATCH, the changes endpoint, the flow
// GET and node-id leases the way the protocol says the real one does — the patches rebased on the changes since
// their base with the shared rules (engine/model/collab/rebasePatches, the server's own code), every stored
// version checked against flowDocumentSchema, a bounded change log — and delivers each accepted change to every
// open channel. Nothing happens by itself: requests, answers and channel messages are tasks the test runs in the
// order it likes (`run(task)`, `runAll()`, or a seeded random pick), so delays, reorderings and lost answers are
// played deterministically.
import { FlowModel } from '../model/FlowModel';
import type { FlowDocument } from '../model/flowTypes';
import { flowDocumentProblem } from '../model/flowSchema';
import type { FlowPatch } from '../model/patch/flowPatch';
import { rebasePatches } from '../model/collab/rebasePatches';
import type { FlowChange, PatchAnswer, ChangesPage } from '../collab/collabTypes';
import { FlowVersionTooOldError, type CollabTransport } from '../collab/collabTypes';
import type { NodeIdRange } from '../collab/NodeIdLeases';

export type FakeTask =
  | { kind: 'request'; client: string; name: string; run(): void }
  | { kind: 'answer'; client: string; name: string; run(): void }
  | { kind: 'channel'; client: string; name: string; run(): void };

export interface FakeChannelHandlers {
  welcome(message: { clientId: string; version: number }): void;
  change(change: FlowChange): void;
  reload(reason: string): void;
}

interface Channel {
  clientId: string;
  handlers: FakeChannelHandlers;
  queue: Array<{ name: string; run(): void }>;
  open: boolean;
}

export class FakeCollabServer {
  model: FlowModel;
  version: number;
  /** Every accepted change; those below `logFloor` are gone (a 409 too-old for a base before it). */
  readonly log: FlowChange[] = [];
  logFloor: number;
  /** Problems of stored versions (must stay empty). */
  readonly invalidStored: string[] = [];
  /** Every PATCH answer, in order (to check outcomes op by op). */
  readonly answers: Array<{ userId: string; clientId: string | null; sent: FlowPatch[]; answer: PatchAnswer }> = [];
  private readonly tasks: FakeTask[] = [];
  private readonly channels = new Map<string, Channel>();
  private nextNodeId: number;
  private channelCount = 0;

  constructor(document: FlowDocument, version = 1) {
    this.model = FlowModel.fromDocument(document);
    this.version = version;
    this.logFloor = version;
    this.nextNodeId = this.model.highestNodeId() + 1;
  }

  /** Tasks waiting to run (channel messages of one client only at their queue's head). */
  runnable(): FakeTask[] {
    const ready: FakeTask[] = [...this.tasks];
    for (const channel of this.channels.values()) {
      const head = channel.queue[0];
      if (head && channel.open) ready.push({ kind: 'channel', client: channel.clientId, name: head.name, run: () => this.deliver(channel) });
    }
    return ready;
  }

  run(task: FakeTask): void {
    const at = this.tasks.indexOf(task);
    if (at >= 0) this.tasks.splice(at, 1);
    task.run();
  }

  /** Runs whatever is runnable, oldest first, until nothing is left (tasks may make more). */
  runAll(limit = 10_000): void {
    for (let count = 0; count < limit; count += 1) {
      const next = this.runnable()[0];
      if (!next) return;
      this.run(next);
    }
    throw new Error('FakeCollabServer: tasks keep coming');
  }

  /** Runs requests and their answers only (channel messages wait): a save stored before the others hear of it. */
  runHttp(limit = 10_000): void {
    for (let count = 0; count < limit; count += 1) {
      const next = this.tasks[0];
      if (!next) return;
      this.run(next);
    }
    throw new Error('FakeCollabServer: tasks keep coming');
  }

  /** A transport for one editor of `userId`; `clientId()` is its channel's id at the time of a request. */
  transport(userId: string, client: string): CollabTransport & { leaseNodeIds(): Promise<NodeIdRange> } {
    return {
      sendPatches: (body) => this.request(client, 'patch', () => this.patch(userId, body.baseVersion, body.patches, body.clientId)),
      changesSince: (since) => this.request(client, 'changes', () => this.changesSince(since)),
      loadFlow: () => this.request(client, 'load', () => ({ document: this.model.toDocument(), version: this.version })),
      leaseNodeIds: () => this.request(client, 'lease', () => this.lease()),
    };
  }

  /** Opens a live channel; the welcome is its first message. Returns its id. */
  connect(client: string, handlers: FakeChannelHandlers): string {
    this.channelCount += 1;
    const clientId = `c_${client}_${this.channelCount}`;
    const channel: Channel = { clientId, handlers, queue: [], open: true };
    channel.queue.push({ name: 'welcome', run: () => handlers.welcome({ clientId, version: this.version }) });
    this.channels.set(clientId, channel);
    return clientId;
  }

  /** The channel drops: undelivered messages are lost. */
  disconnect(clientId: string): void {
    const channel = this.channels.get(clientId);
    if (!channel) return;
    channel.open = false;
    channel.queue.length = 0;
    this.channels.delete(clientId);
  }

  /** Forgets the change log up to the current version (changes older than it can no longer be rebased on). */
  pruneLog(): void {
    this.logFloor = this.version;
  }

  /** The flow replaced wholesale (PUT: an import): a new version, the log restarts, every channel is told to reload. */
  replace(document: FlowDocument): void {
    this.model = FlowModel.fromDocument(document);
    this.version += 1;
    this.logFloor = this.version;
    this.nextNodeId = Math.max(this.nextNodeId, this.model.highestNodeId() + 1);
    for (const channel of this.channels.values()) channel.queue.push({ name: 'reload', run: () => channel.handlers.reload('replaced') });
  }

  document(): FlowDocument {
    return this.model.toDocument();
  }

  private request<T>(client: string, name: string, handle: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.tasks.push({
        kind: 'request',
        client,
        name,
        run: () => {
          let outcome: { value: T } | { error: unknown };
          try {
            outcome = { value: handle() };
          } catch (error) {
            outcome = { error };
          }
          this.tasks.push({ kind: 'answer', client, name, run: () => ('value' in outcome ? resolve(outcome.value) : reject(outcome.error)) });
        },
      });
    });
  }

  private patch(userId: string, baseVersion: number, patches: FlowPatch[], clientId: string | null): PatchAnswer {
    if (baseVersion < this.logFloor) throw new FlowVersionTooOldError();
    if (baseVersion > this.version) throw Object.assign(new Error('base version from the future'), { status: 400 });
    const since = this.log.filter((change) => change.version > baseVersion).map(({ userId, clientId, ops }) => ({ userId, clientId, ops }));
    const scratch = FlowModel.fromDocument(this.model.toDocument());
    const result = rebasePatches(scratch, since, structuredClone(patches));
    const ops = result.applied.flatMap((patch) => patch.ops);
    let answer: PatchAnswer;
    if (ops.length === 0) answer = { version: this.version, applied: result.applied, outcomes: result.outcomes, replaced: [] };
    else {
      const problem = flowDocumentProblem(scratch.toDocument());
      if (problem) this.invalidStored.push(`v${this.version + 1}: ${problem}`);
      this.model = scratch;
      this.version += 1;
      const change: FlowChange = { version: this.version, userId, clientId, ops, replaced: result.replaced, at: new Date(0).toISOString() };
      this.log.push(change);
      for (const channel of this.channels.values()) channel.queue.push({ name: `change ${change.version}`, run: () => channel.handlers.change(structuredClone(change)) });
      answer = { version: this.version, applied: result.applied, outcomes: result.outcomes, replaced: result.replaced };
    }
    this.answers.push({ userId, clientId, sent: structuredClone(patches), answer });
    return structuredClone(answer);
  }

  private changesSince(since: number): ChangesPage {
    if (since < this.logFloor) throw new FlowVersionTooOldError();
    const changes = this.log.filter((change) => change.version > since);
    return { version: this.version, changes: structuredClone(changes.slice(0, 50)), more: changes.length > 50 };
  }

  private lease(): NodeIdRange {
    const from = this.nextNodeId;
    this.nextNodeId += 256;
    return { from, to: from + 255 };
  }

  private deliver(channel: Channel): void {
    const message = channel.queue.shift();
    if (message && channel.open) message.run();
  }
}
