// What the runtime endpoints know of a published widget, held in memory: the latest published version of each
// widget (re-read at once when any instance publishes, archives or deletes it: a notice on the cluster bus, and after
// HEAD_TTL_MS as a backstop; everything is forgotten when the bus lost notices while reconnecting), and per
// (widget, version) the manifest as served (JSON text + strong ETag), the allowed origins and the server-side
// nodes' configs. Unknown or unpublished widgets are remembered too (as null), so a flood of requests for
// them does not reach the database on every call.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RuntimeManifest } from '../../contracts/runtime';
import type { FlowNode } from '../../engine/model/flowTypes';
import type { Db } from '../db/database';
import { buildManifest, isServerNodeType } from './manifest';
import type { ClusterBus } from '../cluster/ClusterBus';
import type { PublicationSignal } from './publicationSignal';
import { latestPublishedHead, publishedFlow, publishedHeadAt, type PublishedHead } from './publishedVersions';

/** A backstop only: publication changes arrive as cluster notices within milliseconds. */
export const HEAD_TTL_MS = 60_000;

export interface PublishedWidget extends PublishedHead {
  manifest: RuntimeManifest;
  manifestJson: string;
  etag: string;
  /** The entrypoint's allowedOrigins (`*` allows any). */
  allowedOrigins: string[];
  /** Server-side nodes with their full configs, by id: never sent to a browser. */
  serverNodes: Map<number, FlowNode>;
  /** The ids of the nodes a visitor's flow can reach (notes left out): what node_reached may name. */
  nodeIds: ReadonlySet<number>;
}

export class PublishedWidgetCache {
  private readonly heads = new LRUCache<string, { head: PublishedHead | null }>({ max: 20_000, ttl: HEAD_TTL_MS });
  private readonly versions = new LRUCache<string, PublishedWidget>({ max: 500 });
  /** When an older version was replaced (its successor's publish time), per `widget@version`: immutable once known. */
  private readonly replacements = new LRUCache<string, Date>({ max: 5_000 });
  private readonly pending = new Map<string, Promise<PublishedWidget | null>>();
  /** Bumped by every invalidation: a read that began before one does not keep what it read. */
  private generation = 0;
  private readonly unsubscribers: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly filesBase: string,
  ) {}

  /** Follows publication changes on every instance, and forgets every head when the bus may have missed some. */
  async listen(cluster: ClusterBus, publication: PublicationSignal): Promise<void> {
    this.unsubscribers.push(await publication.listen((widgetId) => this.invalidate(widgetId)));
    this.unsubscribers.push(
      cluster.onResync(() => {
        this.generation += 1;
        this.heads.clear();
        this.pending.clear();
      }),
    );
  }

  invalidate(widgetId: string): void {
    this.generation += 1;
    this.heads.delete(widgetId);
    this.pending.delete(widgetId);
  }

  close(): void {
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
  }

  /** The widget as visitors get it now, or null when it is not published (404). */
  async get(widgetId: string): Promise<PublishedWidget | null> {
    const cached = this.heads.get(widgetId);
    if (cached) return cached.head === null ? null : this.atVersion(cached.head);
    let loading = this.pending.get(widgetId);
    if (!loading) {
      const started: Promise<PublishedWidget | null> = this.load(widgetId).finally(() => {
        if (this.pending.get(widgetId) === started) this.pending.delete(widgetId);
      });
      loading = started;
      this.pending.set(widgetId, loading);
    }
    return loading;
  }

  /**
   * Published version `version` of a widget `get` answered (a visitor's browser may still run an older one), or
   * null when the widget has no such version. Kept in the same LRU as the latest.
   */
  async atPublishedVersion(latest: PublishedWidget, version: number): Promise<PublishedWidget | null> {
    if (version === latest.version) return latest;
    if (!Number.isSafeInteger(version) || version < 1 || version > latest.version) return null;
    const held = this.versions.get(`${latest.widgetId}@${version}`);
    if (held) return held;
    const head = await publishedHeadAt(this.db, latest, version);
    return head === null ? null : this.atVersion(head);
  }

  /**
   * When published version `version` of a widget `get` answered was replaced: the publish time of the version after
   * it (a publish or a republish), or null for the latest version and for a version the widget never had.
   */
  async replacedAt(latest: PublishedWidget, version: number): Promise<Date | null> {
    if (!Number.isSafeInteger(version) || version < 1 || version >= latest.version) return null;
    const key = `${latest.widgetId}@${version}`;
    const held = this.replacements.get(key);
    if (held) return held;
    const successor = await publishedHeadAt(this.db, latest, version + 1);
    if (successor === null) return null;
    this.replacements.set(key, successor.publishedAt);
    return successor.publishedAt;
  }

  private async load(widgetId: string): Promise<PublishedWidget | null> {
    const generation = this.generation;
    const head = await latestPublishedHead(this.db, widgetId);
    if (generation === this.generation) this.heads.set(widgetId, { head });
    return head === null ? null : this.atVersion(head);
  }

  private async atVersion(head: PublishedHead): Promise<PublishedWidget | null> {
    const key = `${head.widgetId}@${head.version}`;
    const held = this.versions.get(key);
    if (held) return held;
    const flow = await publishedFlow(this.db, head.widgetId, head.version);
    if (!flow) return null;
    const manifest = buildManifest({ ...head, flow }, this.filesBase);
    const manifestJson = JSON.stringify(manifest);
    const entrypoint = flow.nodes.find((node) => node.type === 'entrypoint');
    const origins = entrypoint?.config.allowedOrigins;
    const widget: PublishedWidget = {
      ...head,
      manifest,
      manifestJson,
      etag: `"${createHash('sha256').update(manifestJson).digest('base64url').slice(0, 32)}"`,
      allowedOrigins: Array.isArray(origins) ? origins.filter((origin): origin is string => typeof origin === 'string') : [],
      serverNodes: new Map(flow.nodes.filter((node) => isServerNodeType(node.type)).map((node) => [node.id, node])),
      nodeIds: new Set(manifest.flow.nodes.map((node) => node.id)),
    };
    this.versions.set(key, widget);
    return widget;
  }
}
