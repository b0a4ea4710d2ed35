// A flow editor simulated in Node, speaking the co-editing protocol as the studio's editor does (issue 22):
// it loads the flow, leases node ids, opens the live channel, makes random edits on its local model, saves them
// through PATCH (one save in flight at a time, the next when the server's change for it has arrived), applies
// every remote change through the model's patch path (its own unconfirmed edits undone, the change applied, then
// its edits rebased onto it with engine/model/collab), catches up after a gap or a reconnection, and reloads when
// told. Used by the convergence test and bench/coedit.
import { NODE_ID_LEASE_LOW, type FlowChange, type FlowChangesPage, type FlowPatchAnswer, type LiveServerMessage, type NodeIdLease } from '../../contracts/collab';
import { rebasePatches } from '../../engine/model/collab/rebasePatches';
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { applyPatch, PatchRejectedError } from '../../engine/model/patch/applyPatch';
import { invertPatch, type FlowPatch } from '../../engine/model/patch/flowPatch';
import { randomEdit, type RandomEditKind } from '../../engine/testing/randomEdit';
import { openLive, type LiveClient } from './liveClient';

export interface ApiAnswer {
  status: number;
  body: any;
}

export interface SimulatedEditorOptions {
  baseUrl: string;
  widgetId: string;
  token: string;
  random: () => number;
  /** An API call as this editor (JSON in and out). */
  request(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
  kinds?: readonly RandomEditKind[];
  /** Called when a change (anyone's) has been applied to the local model. */
  onApplied?(change: FlowChange, editor: SimulatedEditor): void;
  /** Called when a save was answered: the version it made (null when nothing was written). */
  onSaved?(version: number | null, sentAt: number, answeredAt: number): void;
}

export class SimulatedEditor {
  local!: FlowModel;
  /** The server version the local model is based on (every change up to it applied). */
  confirmedVersion = 0;
  /** The save sent and not yet confirmed by its change, and the edits made since (in order, as applied locally). */
  private inflight: FlowPatch[] = [];
  private pending: FlowPatch[] = [];
  private readonly ownClientIds = new Set<string>();
  private live: LiveClient | null = null;
  private work: Promise<void> = Promise.resolve();
  private lease: { next: number; to: number } | null = null;
  private nextLease: Promise<void> | null = null;
  private saving = false;
  private failure: unknown = null;
  edits = 0;
  saves = 0;
  /** Saves the server rebased (their base was behind). */
  rebasedSaves = 0;
  reloads = 0;
  /** Close codes of channels the server closed (the editor then reconnects by itself, as the studio's editor does). */
  readonly closes: number[] = [];
  private stopped = false;

  constructor(private readonly options: SimulatedEditorOptions) {}

  /** Loads the flow (or takes a document already read at `version`), leases ids and connects. */
  async start(initial?: { document: FlowDocument; version: number }): Promise<void> {
    if (initial) {
      this.local = FlowModel.fromDocument(initial.document);
      this.confirmedVersion = initial.version;
    } else {
      await this.reload();
    }
    await this.renewLease();
    await this.connect();
  }

  get clientId(): string | null {
    return this.live?.welcome.clientId ?? null;
  }

  get connected(): boolean {
    return this.live !== null;
  }

  /** Nothing sent or waiting to be sent. */
  get settled(): boolean {
    return this.inflight.length === 0 && this.pending.length === 0;
  }

  /** An error met in the background (a refused save, a change that did not apply): the simulation is broken. */
  get error(): unknown {
    return this.failure;
  }

  async connect(): Promise<void> {
    const live = await openLive(this.options.baseUrl, this.options.widgetId, this.options.token);
    this.ownClientIds.add(live.welcome.clientId);
    this.live = live;
    live.socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as LiveServerMessage;
      if (message.type === 'welcome') return;
      this.enqueue(() => this.onMessage(message));
    });
    live.closed.then(({ code }) => {
      if (this.live !== live) return;
      this.live = null;
      this.closes.push(code);
      // Dropped by the server (or the network): come back after a moment and catch up.
      if (!this.stopped) setTimeout(() => this.reconnect(), 250).unref();
    });
    // Changes stored before the welcome that this editor has not seen.
    if (live.welcome.version > this.confirmedVersion) this.enqueue(() => this.catchUp());
  }

  async disconnect(): Promise<void> {
    const live = this.live;
    this.live = null;
    await live?.close();
  }

  /** Disconnects for good (no reconnection). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.disconnect();
  }

  private reconnect(): void {
    if (this.stopped || this.live) return;
    this.connect().then(
      () => this.flush(),
      () => {
        if (!this.stopped) setTimeout(() => this.reconnect(), 1000).unref();
      },
    );
  }

  /** One random edit on the local model, queued for saving; false when the chosen edit was not possible. */
  edit(): boolean {
    if (!this.lease || this.lease.next > this.lease.to) return false;
    const patch = randomEdit(this.local, this.options.random, { nextNodeId: () => this.takeNodeId(), kinds: this.options.kinds });
    if (patch.ops.length === 0) return false;
    try {
      applyPatch(this.local, patch);
    } catch (error) {
      if (error instanceof PatchRejectedError) return false;
      throw error;
    }
    this.pending.push(patch);
    this.edits += 1;
    this.flush();
    return true;
  }

  /** Sends the pending edits when no save is in flight and the channel is open. */
  flush(): void {
    if (this.saving || this.inflight.length > 0 || this.pending.length === 0 || !this.live || this.failure) return;
    this.saving = true;
    this.inflight = this.pending;
    this.pending = [];
    const baseVersion = this.confirmedVersion;
    const clientId = this.live.welcome.clientId;
    const sentAt = performance.now();
    this.options
      .request('PATCH', `/widgets/${this.options.widgetId}/flow`, { baseVersion, patches: this.inflight, clientId })
      .then((answer) => this.enqueue(() => this.onSaveAnswer(answer, sentAt)))
      .catch((error: unknown) => this.fail(error));
  }

  /** Waits until everything queued so far has been handled. */
  async drain(): Promise<void> {
    let seen: Promise<void> | null = null;
    while (seen !== this.work) {
      seen = this.work;
      await seen;
    }
  }

  document(): FlowDocument {
    return this.local.toDocument();
  }

  private enqueue(task: () => Promise<void> | void): void {
    this.work = this.work.then(task).catch((error: unknown) => this.fail(error));
  }

  private fail(error: unknown): void {
    this.failure ??= error;
  }

  private async onSaveAnswer(answer: ApiAnswer, sentAt: number): Promise<void> {
    this.saving = false;
    this.saves += 1;
    if (answer.status === 409 && answer.body?.error === 'flow-version-too-old') {
      this.options.onSaved?.(null, sentAt, performance.now());
      return this.reload();
    }
    if (answer.status !== 200) throw new Error(`save refused: ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
    const body = answer.body as FlowPatchAnswer;
    if (body.rebased) this.rebasedSaves += 1;
    const wrote = body.applied.some((patch) => patch.ops.length > 0);
    this.options.onSaved?.(wrote ? body.version : null, sentAt, performance.now());
    if (!wrote) {
      // Nothing of it was stored: take it back out of the local model.
      this.withUnconfirmedUndone(() => {
        this.inflight = [];
      });
    }
    // Otherwise the change it made arrives on the channel (or through catch-up) and confirms it.
    this.flush();
  }

  private async onMessage(message: LiveServerMessage): Promise<void> {
    if (message.type === 'change') return this.receive(message.change);
    if (message.type === 'reload') return this.reload();
  }

  private async receive(change: FlowChange): Promise<void> {
    if (change.version <= this.confirmedVersion) return;
    if (change.version !== this.confirmedVersion + 1) return this.catchUp();
    this.withUnconfirmedUndone(() => {
      applyPatch(this.local, { ops: change.ops });
      this.confirmedVersion = change.version;
      if (change.clientId !== null && this.ownClientIds.has(change.clientId) && this.inflight.length > 0) this.inflight = [];
    }, [{ userId: change.userId, clientId: change.clientId, ops: change.ops }]);
    this.options.onApplied?.(change, this);
    this.flush();
  }

  /**
   * Runs `confirm` on the confirmed state (the unconfirmed edits undone), then puts back what is still unconfirmed,
   * rebased onto it (an edit that no longer applies is dropped, as the server would).
   */
  private withUnconfirmedUndone(confirm: () => void, since: Parameters<typeof rebasePatches>[1] = []): void {
    const unconfirmed = [...this.inflight, ...this.pending];
    for (let index = unconfirmed.length - 1; index >= 0; index -= 1) applyPatch(this.local, invertPatch(unconfirmed[index]!));
    const inflightCount = this.inflight.length;
    confirm();
    const keepInflight = this.inflight.length > 0;
    const again = [...(keepInflight ? unconfirmed.slice(0, inflightCount) : []), ...unconfirmed.slice(inflightCount)];
    const rebased = rebasePatches(this.local, since, again).applied;
    this.inflight = keepInflight ? rebased.slice(0, inflightCount).filter((patch) => patch.ops.length > 0) : [];
    this.pending = rebased.slice(keepInflight ? inflightCount : 0).filter((patch) => patch.ops.length > 0);
    // A save in flight whose local rewrite became empty still waits for its answer or change.
    if (keepInflight && this.inflight.length === 0) this.inflight = [{ ops: [] }];
  }

  /** Applies the logged changes after the confirmed version (a gap, a reconnection); reloads when they are gone. */
  private async catchUp(): Promise<void> {
    for (;;) {
      const answer = await this.options.request('GET', `/widgets/${this.options.widgetId}/flow/changes?since=${this.confirmedVersion}`);
      if (answer.status === 409) return this.reload();
      if (answer.status !== 200) throw new Error(`catch-up refused: ${answer.status}`);
      const page = answer.body as FlowChangesPage;
      for (const change of page.changes) await this.receive(change);
      if (!page.more) return;
    }
  }

  /** Loads the flow again (a replacement, or a base too old); the unconfirmed edits are rebased onto it. */
  private async reload(): Promise<void> {
    const answer = await this.options.request('GET', `/widgets/${this.options.widgetId}/flow`);
    if (answer.status !== 200) throw new Error(`flow read refused: ${answer.status}`);
    const unconfirmed = this.local ? [...this.inflight, ...this.pending] : [];
    if (this.local) {
      for (let index = unconfirmed.length - 1; index >= 0; index -= 1) applyPatch(this.local, invertPatch(unconfirmed[index]!));
    }
    this.local = FlowModel.fromDocument(answer.body.flow as FlowDocument);
    this.confirmedVersion = answer.body.version as number;
    this.inflight = [];
    this.pending = rebasePatches(this.local, [], unconfirmed).applied.filter((patch) => patch.ops.length > 0);
    this.reloads += 1;
  }

  private takeNodeId(): number {
    const lease = this.lease!;
    const id = lease.next;
    lease.next += 1;
    if (lease.to - lease.next < NODE_ID_LEASE_LOW && !this.nextLease) {
      this.nextLease = this.renewLease().finally(() => {
        this.nextLease = null;
      });
      this.nextLease.catch((error: unknown) => this.fail(error));
    }
    return id;
  }

  private async renewLease(): Promise<void> {
    const answer = await this.options.request('POST', `/widgets/${this.options.widgetId}/flow/node_ids`);
    if (answer.status !== 200) throw new Error(`node id lease refused: ${answer.status}`);
    const lease = answer.body as NodeIdLease;
    // The rest of the old lease is given up: a fresh range is simpler than two.
    this.lease = { next: lease.from, to: lease.to };
  }
}
