// The live model of recently saved flows, so an autosave PATCH of a large flow does not re-read the stored
// document and rebuild its model each time (at 100k nodes that is ~0.35 s of the save). An entry is the model
// of one widget's flow at one version; (widget, version) always names the same content, because every save
// writes version + 1 under the flow row's lock, so a cached model is either the stored one or simply missed.
// take() hands the model out and forgets it: the caller mutates it, and puts it back under the new version
// only once its transaction has committed. Bounded by the number of nodes held, idle entries expire.
import { LRUCache } from 'lru-cache';
import type { FlowModel } from '../../engine/model/FlowModel';

interface CachedFlow {
  version: number;
  model: FlowModel;
}

export interface FlowModelCacheOptions {
  /** Nodes held at most, across all cached flows. */
  maxNodes: number;
  /** An entry unused for this long is dropped. */
  idleMs: number;
  /** The clock idleMs is measured on (tests); performance.now() by default. */
  clock?: { now(): number };
}

export const DEFAULT_FLOW_MODEL_CACHE: FlowModelCacheOptions = { maxNodes: 250_000, idleMs: 15 * 60_000 };

export class FlowModelCache {
  private readonly entries: LRUCache<string, CachedFlow>;

  constructor(options: FlowModelCacheOptions = DEFAULT_FLOW_MODEL_CACHE) {
    this.entries = new LRUCache<string, CachedFlow>({
      maxSize: options.maxNodes,
      sizeCalculation: (entry) => entry.model.nodeCount + 1,
      ttl: options.idleMs,
      updateAgeOnGet: true,
      ttlResolution: 0,
      ...(options.clock ? { perf: options.clock } : {}),
    });
  }

  /** The model of the widget's flow at `version`, removed from the cache; null when not held. */
  take(widgetId: string, version: number): FlowModel | null {
    const entry = this.entries.get(widgetId);
    this.entries.delete(widgetId);
    return entry && entry.version === version ? entry.model : null;
  }

  /** Whatever model of the widget's flow is held (at any version), removed from the cache; null when none. */
  takeAny(widgetId: string): { version: number; model: FlowModel } | null {
    const entry = this.entries.get(widgetId);
    this.entries.delete(widgetId);
    return entry ?? null;
  }

  /**
   * The model of the widget's flow at `version`, left in the cache: read it at once (no await in between), since
   * the next save takes and changes it.
   */
  peek(widgetId: string, version: number): FlowModel | null {
    const entry = this.entries.get(widgetId);
    return entry && entry.version === version ? entry.model : null;
  }

  /** Keeps `model` as the widget's flow at `version` (a newer version already held wins). */
  put(widgetId: string, version: number, model: FlowModel): void {
    const held = this.entries.peek(widgetId);
    if (held && held.version > version) return;
    this.entries.set(widgetId, { version, model });
  }

  get size(): number {
    return this.entries.size;
  }
}
