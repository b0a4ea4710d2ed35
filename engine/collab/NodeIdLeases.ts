// Node ids while several editors share a flow (collab-protocol.md "Node ids"): the server leases each editor
// inclusive ranges of 256 ids that it gives to no one else, always above every id in the flow and within 2^31 − 1.
// New nodes take their ids from here (FlowModel.useIdSource), so two people adding nodes at the same moment never
// collide. The next lease is asked for when fewer than LOW_WATER ids remain, or when an add needs more than remain.
import type { NodeIdSource } from '../model/FlowModel';

/** An inclusive range of leased ids. */
export interface NodeIdRange {
  from: number;
  to: number;
}

/** Ask for the next lease when fewer ids than this remain. */
export const LEASE_LOW_WATER = 64;
/** The ids one lease holds (the server's size; used to know how many leases an add of many nodes needs). */
export const LEASE_SIZE = 256;

export interface NodeIdLeasesHost {
  /** POST …/flow/node_ids: resolves the next leased range. */
  lease(): Promise<NodeIdRange>;
  /** A lease request failed (the host may report it; the next take asks again). */
  failed?(error: unknown): void;
}

export class NodeIdLeases implements NodeIdSource {
  private readonly ranges: NodeIdRange[] = [];
  private requests = 0;
  /** Ids wanted by adds that found too few (each asks for enough leases to cover it). */
  private wanted = 0;
  private readonly waiting: Array<() => void> = [];
  private stopped = false;

  constructor(private readonly host: NodeIdLeasesHost) {}

  /** Ids at hand now. */
  get available(): number {
    let count = 0;
    for (const range of this.ranges) count += range.to - range.from + 1;
    return count;
  }

  /** Leases asked for and not answered yet. */
  get requesting(): number {
    return this.requests;
  }

  /** Asks for leases until at least `count` ids (and the low-water mark) are at hand; resolves when they are. */
  ensure(count = LEASE_LOW_WATER): Promise<void> {
    this.wanted = Math.max(this.wanted, count);
    this.top();
    if (this.available >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** `count` ids in ascending order, consumed; null (nothing taken) when fewer are at hand — more are asked for. */
  take(count: number): number[] | null {
    if (count > this.available) {
      this.wanted = Math.max(this.wanted, count);
      this.top();
      return null;
    }
    const ids: number[] = [];
    while (ids.length < count) {
      const range = this.ranges[0]!;
      ids.push(range.from);
      if (range.from === range.to) this.ranges.shift();
      else range.from += 1;
    }
    this.top();
    return ids;
  }

  /**
   * Forgets leased ids up to `maxId` (the flow was replaced by one holding ids that high) and asks for more if
   * that leaves too few.
   */
  discardUpTo(maxId: number): void {
    for (let at = this.ranges.length - 1; at >= 0; at -= 1) {
      const range = this.ranges[at]!;
      if (range.to <= maxId) this.ranges.splice(at, 1);
      else if (range.from <= maxId) range.from = maxId + 1;
    }
    this.top();
  }

  /** No more requests (the editor closed or lost edit rights); pending ensure() calls stay unresolved. */
  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
  }

  /** Asks for as many leases as needed to reach the low-water mark and the largest unmet want. */
  private top(): void {
    if (this.stopped) return;
    const target = Math.max(LEASE_LOW_WATER, this.wanted);
    const missing = target - this.available - this.requests * LEASE_SIZE;
    if (missing <= 0) return;
    const leases = Math.ceil(missing / LEASE_SIZE);
    for (let at = 0; at < leases; at += 1) this.request();
  }

  private request(): void {
    this.requests += 1;
    this.host.lease().then(
      (range) => {
        this.requests -= 1;
        if (this.stopped) return;
        this.ranges.push({ from: range.from, to: range.to });
        this.ranges.sort((a, b) => a.from - b.from);
        if (this.available >= this.wanted) {
          this.wanted = 0;
          for (const resolve of this.waiting.splice(0)) resolve();
        }
        this.top();
      },
      (error: unknown) => {
        this.requests -= 1;
        this.host.failed?.(error);
      },
    );
  }
}
