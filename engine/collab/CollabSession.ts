// One editor's side of live co-editing (collab-protocol.md; tldraw's sync model: the server is authoritative,
// the client rebases what it has not had confirmed). The local model is always
//     the flow as stored at `version`  +  the patches sent and not yet answered (inflight)  +  those not yet sent (pending)
// and every change accepted by the server comes here, in version order, from the live channel or the changes
// endpoint. Someone else's change goes through the same path as a local edit (model, then index, dirty sets,
// renderer: the host's `follow`), never into the local undo history and never by rebuilding the flow:
// - when it touches none of the nodes the local unconfirmed patches (or a gesture under way) touch, it commutes
//   with them and is applied on top as is — a remote edit costs what a local one costs;
// - otherwise the local patches are rewound (their inverses), the change applied as stored, and the local
//   patches rebased on it with the shared rules (engine/model/collab/rebasePatches, the server's own), exactly
//   as the server will rebase them when they arrive. A gesture under way holds such a change until it ends.
// This editor's own change (its PATCH answer, or the channel naming its clientId) replaces the inflight patches
// with what was stored. A version gap is filled from GET …/changes; a 409 flow-version-too-old (the log no longer
// reaches back) or a wholesale replacement loads the flow again and moves the model to it with one diff patch,
// keeping the local patches and re-applying what still applies (exportable all along: unconfirmedPatches()).
import type { FlowModel } from '../model/FlowModel';
import { applyPatch, createPatchEffects, PatchRejectedError, type PatchEffects } from '../model/patch/applyPatch';
import { invertPatch, isEmptyPatch, type FlowPatch, type FlowPatchOp } from '../model/patch/flowPatch';
import { rebasePatches } from '../model/collab/rebasePatches';
import type { ConcurrentChange, OpOutcome, Replaced } from '../model/collab/rebaseTypes';
import { restorePatch } from '../model/versions/restorePatch';
import { isVersionTooOld, type CollabTransport, type FlowChange, type OwnOpOutcome, type PatchAnswer } from './collabTypes';
import { markOpEffects, opNodeIds } from './opEffects';
import { collidingAdds, renumberPatch } from './renumberNodes';

/** A set of node ids as far as asking goes (a drag's nodes are the keys of its origins map). */
export interface NodeIds {
  has(id: number): boolean;
}

/** Reloads one send may need (each after a 409 too-old) before it gives up until the save is retried. */
const SEND_RELOADS_MAX = 4;

/** How long a version gap may last before the missing changes are fetched (the channel usually fills it first). */
export const GAP_WAIT_MS = 400;
/** Waits between failed catch-up attempts (then the last one, repeated). */
export const CATCH_UP_RETRY_MS = [500, 1000, 2000, 5000, 10_000] as const;

export interface CollabSessionHost {
  readonly model: FlowModel;
  /** The signed-in user (their changes made without a channel are theirs too). */
  readonly userId: string;
  /** Nodes a live gesture (a drag, a note resize) is changing now; null when none is under way. */
  gestureNodes(): NodeIds | null;
  /** What changed follows (index, context, warnings, find, renderer, overviews, selection pruning): no history, no autosave. */
  follow(effects: PatchEffects): void;
  /** Runs `callback` after `ms` (the editor's clock); returns the cancel. */
  later(callback: () => void, ms: number): () => void;
  /**
   * Node ids after a reload (leases; optional: without it colliding local adds are dropped as id-taken). `forget`
   * drops leased ids up to the loaded flow's highest, `reserve` resolves once `count` fresh ids are at hand,
   * `take` hands them out (null when there are not enough), `renumbered` lets the history follow.
   */
  ids?: {
    forget(maxId: number): void;
    reserve(count: number): Promise<void>;
    take(count: number): number[] | null;
    renumbered(ids: ReadonlyMap<number, number>): void;
  };
}

export interface CollabSessionListener {
  /** Someone else's change was applied (ids it removed, for "deleted by" notices). */
  remoteChange?(change: FlowChange, removedNodes: number[]): void;
  /** This editor's own change is stored (the ops as stored): its values are known for "put mine back". */
  ownChange?(change: FlowChange): void;
  /** A later change of someone else replaced values this editor had set. */
  replaced?(change: FlowChange, entries: Replaced[]): void;
  /** Ops of this editor that were merged or dropped (by the server, or rebased here on someone's change). */
  outcomes?(outcomes: OwnOpOutcome[]): void;
  /** The confirmed version moved. */
  version?(version: number): void;
  /** The flow was loaded again (too far behind, or replaced wholesale); the local patches were re-applied. */
  resynced?(reason: string, version: number): void;
  /** Something went wrong that the session recovers from by itself (a failed catch-up, a reload): for logs. */
  trouble?(error: unknown): void;
}

interface Inflight {
  ticket: number;
  /** The same patches as applied locally now (rebased here on changes that arrived since they were sent). */
  patches: FlowPatch[];
  clientId: string | null;
  /** Settles when the HTTP answer (or failure) has been handled. */
  request: Promise<unknown>;
}

/** A change waiting for its turn; `ownAck` marks this editor's stored patches taken from its PATCH answer. */
type QueuedChange = FlowChange & { ownAck?: true };

export class CollabSession {
  private confirmed: number;
  private inflight: Inflight | null = null;
  private pending: FlowPatch[] = [];
  /**
   * Local patches to be sent in another form: a form saved over changes made since it opened goes as the form's
   * own op on the version it opened at, so the server's rebase merges it and names whose values it replaced.
   */
  private readonly sendAs = new Map<FlowPatch, { baseVersion: number; patch: FlowPatch }>();
  /** Changes after `confirmed`, by version, waiting for the ones before them (or for a gesture to end). */
  private readonly queued = new Map<number, QueuedChange>();
  private readonly ownClients = new Set<string>();
  private clientId: string | null = null;
  private tickets = 0;
  private touched: Set<number> | null = null;
  private catching: Promise<void> | null = null;
  private catchAgain = false;
  private catchFailures = 0;
  private gapTimer: (() => void) | null = null;
  private retryTimer: (() => void) | null = null;
  private resyncing: Promise<void> | null = null;
  private readonly settledWaiters: Array<() => void> = [];
  private readonly listeners = new Set<CollabSessionListener>();
  private stopped = false;

  constructor(
    private readonly host: CollabSessionHost,
    private readonly transport: CollabTransport,
    version: number,
  ) {
    this.confirmed = version;
  }

  /** The version the local model is based on (every change up to it is applied). */
  get version(): number {
    return this.confirmed;
  }

  /** The live channel this editor speaks through (its changes come back naming it). */
  get channelId(): string | null {
    return this.clientId;
  }

  /** Local patches the server has not confirmed: sent and unanswered, then unsent. */
  unconfirmedPatches(): FlowPatch[] {
    return [...(this.inflight?.patches ?? []), ...this.pending];
  }

  get hasUnconfirmed(): boolean {
    return this.inflight !== null || this.pending.length > 0;
  }

  /** Whether a change with this clientId came from this editor (under any of its channel ids). */
  isOwnClient(clientId: string | null): boolean {
    return clientId !== null && this.ownClients.has(clientId);
  }

  listen(listener: CollabSessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {
    this.stopped = true;
    this.gapTimer?.();
    this.retryTimer?.();
    this.listeners.clear();
  }

  // --- what the editor tells the session ---

  /** A local edit was applied to the model (and recorded): it goes out with the next send. */
  local(patch: FlowPatch): void {
    if (isEmptyPatch(patch)) return;
    this.pending.push(patch);
    this.touched = null;
  }

  /**
   * The last local patch (just applied, merged here into the node as it is now) is sent as `original` on
   * `baseVersion` instead: the edit as made on an older version (a form opened then), which the server rebases on
   * the changes since — the same merge — and whose replaced values it attributes to their authors.
   */
  sendLastAs(original: FlowPatch, baseVersion: number): void {
    const last = this.pending[this.pending.length - 1];
    if (last && baseVersion < this.confirmed) this.sendAs.set(last, { baseVersion, patch: original });
  }

  /** A live gesture ended (released or cancelled): changes held for it apply now. */
  gestureEnded(): void {
    this.drain();
  }

  // --- the live channel ---

  /** The channel is open (welcome): its id, and the version the server is at. */
  connected(clientId: string, serverVersion: number): void {
    this.ownClients.add(clientId);
    this.clientId = clientId;
    if (serverVersion > this.highestContiguous()) this.catchUp();
  }

  /** A change announced by the channel (or read by a catch-up). */
  receive(change: FlowChange): void {
    if (this.stopped || change.version <= this.confirmed || this.queued.has(change.version)) return;
    this.queued.set(change.version, change);
    this.drain();
  }

  /** The flow was replaced wholesale (an import, a restore by PUT), or this editor is too far behind: load it again. */
  reload(reason: string): Promise<void> {
    return this.resync(reason);
  }

  // --- saving (the save machine's sendPatches) ---

  /**
   * Sends every unconfirmed local patch (the save machine calls this after its debounce; one at a time). Resolves
   * with the confirmed version once the answer is part of the model; rejects when the request failed (the patches
   * stay unconfirmed and go with the next send).
   */
  async send(): Promise<{ version: number }> {
    for (let attempt = 0; ; ) {
      if (this.resyncing) await this.resyncing.catch(() => undefined);
      if (this.inflight) await this.settled();
      if (this.pending.length === 0) return { version: this.confirmed };
      // One request per batch: the patches up to the next one sent in another form, or that one alone.
      const special = this.sendAs.get(this.pending[0]!);
      let count = special ? 1 : this.pending.findIndex((patch, at) => at > 0 && this.sendAs.has(patch));
      if (count < 0) count = this.pending.length;
      const ticket = ++this.tickets;
      const patches = this.pending.slice(0, count);
      this.pending = this.pending.slice(count);
      const clientId = this.clientId;
      const body = special ? { baseVersion: special.baseVersion, patches: [special.patch], clientId } : { baseVersion: this.confirmed, patches, clientId };
      let finish!: () => void;
      const inflight: Inflight = { ticket, patches, clientId, request: new Promise<void>((resolve) => (finish = resolve)) };
      this.inflight = inflight;
      let answer: PatchAnswer;
      try {
        answer = await this.transport.sendPatches(body);
      } catch (error) {
        // Nothing was stored (or nothing we can know of: a lost answer's change comes back like anyone's).
        if (this.inflight?.ticket === ticket) {
          this.pending = [...this.inflight.patches, ...this.pending];
          this.inflight = null;
          this.touched = null;
        }
        finish();
        this.wakeSettled();
        if (isVersionTooOld(error)) {
          attempt += 1;
          if (attempt <= SEND_RELOADS_MAX) {
            await this.resync('too-far-behind');
            continue;
          }
          // Never a save conflict while co-editing: the edits stay unconfirmed and the save is retried.
          throw new Error('The flow keeps changing faster than it loads: your changes are kept and will be saved on the next try');
        }
        throw error;
      }
      this.answered(ticket, body.patches, answer);
      finish();
      await this.settled();
      attempt = 0;
    }
  }

  // --- inside ---

  /** The PATCH answer: report what became of each op, then take the stored ops in version order. */
  private answered(ticket: number, sent: FlowPatch[], answer: PatchAnswer): void {
    this.report(ownOutcomes(sent, answer.outcomes));
    const inflight = this.inflight;
    // Already taken from the channel (the change named this editor's channel and came first).
    if (!inflight || inflight.ticket !== ticket) return;
    const stored = answer.applied.some((patch) => patch.ops.length > 0);
    if (!stored || answer.version <= this.confirmed) {
      // Nothing stored, or stored and already applied as someone's change (its clientId was not recognised).
      this.dropInflight();
      if (answer.version > this.highestContiguous()) this.catchUp();
      return;
    }
    const ops = answer.applied.flatMap((patch) => patch.ops);
    this.queued.set(answer.version, { version: answer.version, userId: this.host.userId, clientId: inflight.clientId, ops, replaced: answer.replaced, at: '', ownAck: true });
    this.drain();
  }

  /** Applies queued changes in version order while the next one is here; asks for missing ones after a pause. */
  private drain(): void {
    if (this.stopped || this.resyncing) return;
    for (;;) {
      const next = this.queued.get(this.confirmed + 1);
      if (!next) break;
      if (!this.integrate(next)) return;
      this.queued.delete(next.version);
    }
    for (const version of this.queued.keys()) if (version <= this.confirmed) this.queued.delete(version);
    if (this.queued.size > 0) this.waitForGap();
    this.wakeSettled();
  }

  /** Applies one change (the next version); false when it must wait for a gesture to end. */
  private integrate(change: QueuedChange): boolean {
    const own = change.ownAck === true || (this.inflight !== null && this.isOwnOrMine(change));
    if (!own) {
      const touched = this.localTouched();
      const gesture = this.host.gestureNodes();
      if (!touchesAny(change.ops, touched, gesture)) {
        const effects = createPatchEffects();
        try {
          applyPatch(this.host.model, { ops: change.ops }, effects);
          this.advance(change, effects, false);
          return true;
        } catch (error) {
          if (!(error instanceof PatchRejectedError)) throw error;
          // It does not commute after all (a cycle through both sides): rebase below.
        }
      }
      if (gesture) return false;
    }
    const effects = createPatchEffects();
    try {
      this.rewindLocal(effects);
      applyPatch(this.host.model, { ops: change.ops }, effects);
    } catch (error) {
      if (!(error instanceof PatchRejectedError)) throw error;
      // The model is not what the session thinks it is: never guess, load the flow again.
      this.notifyTrouble(error);
      void this.resync('diverged');
      return false;
    }
    const since: ConcurrentChange[] = [{ userId: change.userId, clientId: change.clientId, ops: change.ops }];
    if (own) this.forgetInflight();
    else if (this.inflight) this.inflight.patches = this.replay(this.inflight.patches, since, effects, change);
    this.pending = this.replay(this.pending, since, effects, change);
    this.touched = null;
    this.advance(change, effects, own);
    return true;
  }

  private advance(change: QueuedChange, effects: PatchEffects, own: boolean): void {
    this.confirmed = change.version;
    this.host.follow(effects);
    if (own) this.emit((listener) => listener.ownChange?.(change));
    else {
      const removed = change.ops.filter((op) => op.op === 'removeNode').map((op) => (op as Extract<FlowPatchOp, { op: 'removeNode' }>).node.id);
      const mine = change.replaced.filter((entry) => this.isOwnClient(entry.clientId) || (entry.clientId === null && entry.userId === this.host.userId));
      this.emit((listener) => listener.remoteChange?.(change, removed));
      if (mine.length > 0) this.emit((listener) => listener.replaced?.(change, mine));
    }
    this.emit((listener) => listener.version?.(this.confirmed));
  }

  /** This editor's own change when it has patches in flight: its clientId, or this user without a channel then. */
  private isOwnOrMine(change: FlowChange): boolean {
    if (change.clientId !== null) return this.isOwnClient(change.clientId) && change.clientId === this.inflight?.clientId;
    return change.userId === this.host.userId && this.inflight?.clientId === null;
  }

  /** The inflight patches are gone (nothing of them was stored, or they are already in the model as a change). */
  private dropInflight(): void {
    const effects = createPatchEffects();
    try {
      this.rewindLocal(effects);
    } catch (error) {
      if (!(error instanceof PatchRejectedError)) throw error;
      this.notifyTrouble(error);
      void this.resync('diverged');
      return;
    }
    this.forgetInflight();
    this.pending = this.replay(this.pending, [], effects, null);
    this.touched = null;
    this.host.follow(effects);
    this.wakeSettled();
  }

  private forgetInflight(): void {
    for (const patch of this.inflight?.patches ?? []) this.sendAs.delete(patch);
    this.inflight = null;
  }

  /** Applies the inverses of pending then inflight patches: the model is the stored flow at `confirmed` again. */
  private rewindLocal(effects: PatchEffects): void {
    const model = this.host.model;
    for (let at = this.pending.length - 1; at >= 0; at -= 1) applyPatch(model, invertPatch(this.pending[at]!), effects);
    const inflight = this.inflight?.patches ?? [];
    for (let at = inflight.length - 1; at >= 0; at -= 1) applyPatch(model, invertPatch(inflight[at]!), effects);
  }

  /** Rebases local patches on the model as it is now (the server's rules, the later wins); returns them as applied. */
  private replay(patches: FlowPatch[], since: ConcurrentChange[], effects: PatchEffects, change: FlowChange | null): FlowPatch[] {
    if (patches.length === 0) return patches;
    const result = rebasePatches(this.host.model, since, patches);
    for (const patch of result.applied) markOpEffects(this.host.model, patch.ops, effects);
    patches.forEach((patch, at) => {
      const later = this.sendAs.get(patch);
      if (!later) return;
      this.sendAs.delete(patch);
      const rebased = result.applied[at]!;
      if (!isEmptyPatch(rebased)) this.sendAs.set(rebased, later);
    });
    const by = change ? { userId: change.userId, clientId: change.clientId } : undefined;
    this.report(ownOutcomes(patches, result.outcomes).map((outcome) => (by ? { ...outcome, by } : outcome)));
    return result.applied.filter((patch) => !isEmptyPatch(patch));
  }

  /** Nodes the unconfirmed local patches touch (kept until they change). */
  private localTouched(): ReadonlySet<number> {
    if (!this.touched) {
      this.touched = new Set();
      for (const patch of this.unconfirmedPatches()) for (const op of patch.ops) for (const id of opNodeIds(op)) this.touched.add(id);
    }
    return this.touched;
  }

  /** The last version the queue reaches without a gap. */
  private highestContiguous(): number {
    let version = this.confirmed;
    while (this.queued.has(version + 1)) version += 1;
    return version;
  }

  private waitForGap(): void {
    if (this.gapTimer || this.catching) return;
    this.gapTimer = this.host.later(() => {
      this.gapTimer = null;
      const gap = [...this.queued.keys()].some((version) => version > this.confirmed) && !this.queued.has(this.confirmed + 1);
      if (gap) this.catchUp();
    }, GAP_WAIT_MS);
  }

  /** Reads the changes after the last contiguous version until there are no more. */
  private catchUp(): void {
    if (this.stopped) return;
    if (this.catching) {
      this.catchAgain = true;
      return;
    }
    this.gapTimer?.();
    this.gapTimer = null;
    this.catching = (async () => {
      try {
        do {
          this.catchAgain = false;
          for (;;) {
            const since = this.highestContiguous();
            const page = await this.transport.changesSince(since);
            if (this.stopped) return;
            for (const change of page.changes) this.receive(change);
            const reached = this.highestContiguous();
            if (!page.more || reached === since) break;
          }
        } while (this.catchAgain);
        this.catchFailures = 0;
      } catch (error) {
        if (this.stopped) return;
        if (isVersionTooOld(error)) {
          void this.resync('too-far-behind');
          return;
        }
        this.notifyTrouble(error);
        const wait = CATCH_UP_RETRY_MS[Math.min(this.catchFailures, CATCH_UP_RETRY_MS.length - 1)]!;
        this.catchFailures += 1;
        this.retryTimer = this.host.later(() => {
          this.retryTimer = null;
          this.catchUp();
        }, wait);
      } finally {
        this.catching = null;
      }
    })();
  }

  /**
   * Loads the flow again and moves the model to it with one diff patch (nothing rebuilt; the selection, view and
   * history stay), then re-applies the local patches by the shared rules. Waits for a PATCH in flight first:
   * its answer says whether its patches are in what is loaded.
   */
  private resync(reason: string): Promise<void> {
    if (this.resyncing) return this.resyncing;
    const run = async () => {
      if (this.inflight) await this.inflight.request;
      const { document, version } = await this.transport.loadFlow();
      if (this.stopped) return;
      // The loaded flow may hold ids this editor leased (a replacement): new nodes take ids above it from now on,
      // and local nodes under such ids get fresh ones before they are re-applied.
      const loadedIds = new Set(document.nodes.map((node) => node.id));
      const ids = this.host.ids;
      if (ids) {
        let highest = 0;
        for (const id of loadedIds) if (id > highest) highest = id;
        ids.forget(highest);
        const colliding = collidingAdds(this.unconfirmedPatches(), (id) => loadedIds.has(id)).length;
        if (colliding > 0) await ids.reserve(colliding).catch(() => undefined);
        if (this.stopped) return;
      }
      const effects = createPatchEffects();
      // Patches in flight have been answered by now: a failure put them back in `pending`; stored ones are in what
      // was loaded (its version is at least theirs), so they are rewound and not re-applied.
      const local = this.pending;
      try {
        this.rewindLocal(effects);
      } catch (error) {
        if (!(error instanceof PatchRejectedError)) throw error;
        // The diff below takes the model to the loaded flow from wherever it is.
      }
      const model = this.host.model;
      const patch = restorePatch(model, document);
      applyPatch(model, patch, effects);
      this.confirmed = version;
      this.inflight = null;
      // What a form saw when it opened is not in the log any more (or was replaced): its merge here stands.
      this.sendAs.clear();
      for (const queued of this.queued.keys()) if (queued <= version) this.queued.delete(queued);
      this.pending = this.replay(this.renumbered(local, loadedIds), [], effects, null);
      this.touched = null;
      this.host.follow(effects);
      this.emit((listener) => listener.resynced?.(reason, version));
      this.emit((listener) => listener.version?.(version));
    };
    this.resyncing = run()
      .catch((error: unknown) => {
        this.notifyTrouble(error);
        throw error;
      })
      .finally(() => {
        this.resyncing = null;
        this.drain();
      });
    return this.resyncing;
  }

  /** Local patches with the nodes they add under ids the loaded flow holds moved to fresh leased ids. */
  private renumbered(patches: FlowPatch[], loadedIds: ReadonlySet<number>): FlowPatch[] {
    const ids = this.host.ids;
    const colliding = ids ? collidingAdds(patches, (id) => loadedIds.has(id)) : [];
    const fresh = colliding.length > 0 ? ids!.take(colliding.length) : null;
    if (!fresh) return patches;
    const map = new Map(colliding.map((id, at) => [id, fresh[at]!]));
    ids!.renumbered(map);
    return patches.map((patch) => renumberPatch(patch, map));
  }

  /** Resolves when no PATCH is in flight. */
  private settled(): Promise<void> {
    if (!this.inflight) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  private wakeSettled(): void {
    if (this.inflight) return;
    for (const resolve of this.settledWaiters.splice(0)) resolve();
  }

  private report(outcomes: OwnOpOutcome[]): void {
    const worth = outcomes.filter(({ outcome }) => outcome.outcome !== 'applied');
    if (worth.length > 0) this.emit((listener) => listener.outcomes?.(worth));
  }

  private notifyTrouble(error: unknown): void {
    this.emit((listener) => listener.trouble?.(error));
  }

  private emit(call: (listener: CollabSessionListener) => void): void {
    for (const listener of Array.from(this.listeners)) call(listener);
  }
}

function ownOutcomes(patches: readonly FlowPatch[], outcomes: readonly OpOutcome[]): OwnOpOutcome[] {
  const result: OwnOpOutcome[] = [];
  for (const outcome of outcomes) {
    const op = patches[outcome.patch]?.ops[outcome.op];
    if (op) result.push({ op, outcome });
  }
  return result;
}

function touchesAny(ops: readonly FlowPatchOp[], touched: ReadonlySet<number>, gesture: NodeIds | null): boolean {
  if (touched.size === 0 && !gesture) return false;
  for (const op of ops) {
    for (const id of opNodeIds(op)) if (touched.has(id) || gesture?.has(id)) return true;
  }
  return false;
}
