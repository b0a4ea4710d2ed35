// GET /widgets/{id}/flow's answer, and keeping it ready. The compressed answer of a large flow is kept per
// (widget, version, encoding) (flowAnswerCache.ts); it is built:
// - after a save, off the request path: every save is announced on the cluster bus (flow_changes, at commit, to
//   every instance, this one included); once a flow has had no save for QUIET_MS, this instance builds the newest
//   version's brotli answer in the background — when it saved it (its model is kept here) or when it already keeps
//   an answer of that flow (its readers are here). The first-view source and the text are built in slices
//   (flowFirstView.ts firstViewSteps, flowAnswerJson.ts) from the kept model's own nodes (the build stops if a save
//   takes the model meanwhile) or from the stored pages, and compressed in the thread pool, so neither blocks other
//   requests;
// - or by the first reader that finds none (a reader between a save and its quiet moment, another encoding, an
//   instance that never served the flow), as before. Readers of the same answer share one build (single flight).
// The first view (GET /widgets/{id}/flow/first_view, issue 24: what the editor shows before the whole flow has arrived)
// is cut from a per-version source (flows/flowFirstView.ts: bounds, entrypoint, the region any first view shows),
// kept beside the answer, made by the same background build first (it is cheap) or by the first reader from the
// kept model (one scan) or the stored pages.
// Several instances: the stored pages stay the only truth. A kept answer is derived data named by (widget,
// version), which always names the same content, so it is either right or missed; each instance keeps what its own
// readers use, and nothing is stored beside the flow (no schema change, no bytes in the database per autosave).
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { WidgetFlow, WidgetFlowMeta } from '../../contracts/entities';
import type { FlowFirstView, FlowViewPoint } from '../../contracts/firstView';
import type { ViewportTransform } from '../../engine/machines/viewportMath';
import type { Db } from '../db/database';
import { widgetFlows } from '../db/schema';
import {
  cutFromSource,
  cutFromWholeFlow,
  documentSource,
  firstViewOf,
  firstViewSource,
  firstViewSteps,
  leftOffView,
  sourceCovers,
  type FirstViewCut,
  type FirstViewSource,
} from '../flows/flowFirstView';
import { canonicalDocument } from '../flows/flowPages';
import { readStoredFlow } from '../flows/flowStore';
import { NotFoundError } from '../http/errors';
import { compressAnswer, FLOW_ANSWER_CACHE_MIN_BYTES, FlowAnswerCache, type AnswerEncoding } from './flowAnswerCache';
import { ANSWER_JSON_SLICE, flowAnswerJson, yieldToEventLoop } from './flowAnswerJson';
import type { FlowModelCache } from './flowModelCache';
import { isoDate } from './isoDate';

/** A flow is quiet when it had no save for this long (an editor autosaves 1 s after the last change). */
export const FLOW_ANSWER_QUIET_MS = 1_500;

type Found = { version: number; bytes: Buffer } | { version: number; inFlight: Promise<Buffer> } | { version: number; json: string };

export type FlowAnswer = { encoding: AnswerEncoding; bytes: Buffer } | { encoding: null; json: string };

interface FlowAnswersOptions {
  quietMs: number;
  /** Told when a background build finished or failed (tests, logs). */
  onPrepared?: (widgetId: string, version: number, outcome: 'kept' | 'small' | 'stale' | Error) => void;
}

/** First-view sources kept (one per widget, its latest version; each a region of a few thousand nodes at most). */
const FIRST_VIEW_SOURCES_KEPT = 64;

interface KeptSource {
  meta: WidgetFlowMeta;
  source: FirstViewSource;
}

export class FlowAnswers {
  private readonly kept = new FlowAnswerCache();
  private readonly sources = new LRUCache<string, KeptSource>({ max: FIRST_VIEW_SOURCES_KEPT, ttl: 15 * 60_000, updateAgeOnGet: true });
  private readonly sourcing = new Map<string, Promise<KeptSource>>();
  private readonly building = new Map<string, Promise<Buffer>>();
  private readonly quiet = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly models: FlowModelCache,
    private readonly options: FlowAnswersOptions = { quietMs: FLOW_ANSWER_QUIET_MS },
  ) {}

  /** The current version's answer: kept bytes, a build in flight, or built now (JSON text for small flows). */
  async read(widgetId: string, encoding: AnswerEncoding | null): Promise<FlowAnswer> {
    // The version and the pages of one save: the shared row lock holds writers off until both are read.
    const found = await this.db.transaction(async (tx): Promise<Found> => {
      const [row] = await tx.select().from(widgetFlows).where(eq(widgetFlows.widgetId, widgetId)).for('share');
      if (!row) throw new NotFoundError('Widget');
      if (encoding) {
        const kept = this.kept.get(widgetId, row.version, encoding);
        if (kept) return { version: row.version, bytes: kept };
        const inFlight = this.building.get(buildKey(widgetId, row.version, encoding));
        if (inFlight) return { version: row.version, inFlight };
      }
      // A model kept from this version's save is that document: serialised right here, before a save can change it.
      const model = this.models.peek(row.widgetId, row.version);
      const flow = model ? canonicalDocument(model.toDocument()) : await readStoredFlow(tx, row.widgetId);
      const body: WidgetFlow = { widgetId: row.widgetId, version: row.version, flow, updatedAt: isoDate(row.updatedAt), updatedBy: row.updatedBy };
      return { version: row.version, json: JSON.stringify(body) };
    });
    if ('bytes' in found) return { encoding: encoding!, bytes: found.bytes };
    if ('inFlight' in found) {
      // A background build a save overtook: read again (the save's version).
      const bytes = await found.inFlight.catch((error: unknown) => (error instanceof SaveCameFirst ? null : Promise.reject(error)));
      return bytes ? { encoding: encoding!, bytes } : this.read(widgetId, encoding);
    }
    if (!encoding || found.json.length < FLOW_ANSWER_CACHE_MIN_BYTES) return { encoding: null, json: found.json };
    return { encoding, bytes: await this.compressOnce(widgetId, found.version, encoding, found.json) };
  }

  /**
   * The first view of the widget's current version on a width × height canvas (CSS pixels); `at`: where the caller
   * left off, which a flow too large to be shown whole opens at when anything of the flow is there (else as always).
   */
  async firstView(widgetId: string, width: number, height: number, at: FlowViewPoint | null = null): Promise<FlowFirstView> {
    const kept = await this.firstViewSourceOf(widgetId);
    const base = { ...kept.meta, counts: kept.source.counts };
    const view = at ? leftOffView(kept.source, at, width, height) : null;
    if (view) {
      const cut = sourceCovers(kept.source, view, width, height) ? cutFromSource(kept.source, view, width, height) : await this.cutFromWholeFlow(kept.meta, view, width, height);
      // Nothing of the flow there any more (moved or deleted since): opened as always.
      if (cut && cut.around > 0) return { ...base, view, flow: cut.flow, complete: cut.complete };
    }
    return { ...base, ...firstViewOf(kept.source, width, height) };
  }

  /**
   * A first view's part of `meta`'s version cut from the whole flow: the kept model when this instance holds it, the
   * stored pages otherwise; null when a save has made another version current meanwhile (the caller then opens as
   * always).
   */
  private async cutFromWholeFlow(meta: WidgetFlowMeta, view: ViewportTransform, width: number, height: number): Promise<FirstViewCut | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(widgetFlows).where(eq(widgetFlows.widgetId, meta.widgetId)).for('share');
      if (!row || row.version !== meta.version) return null;
      // The kept model is this version: cut (and copied) here, before a save can change it.
      const model = this.models.peek(meta.widgetId, row.version);
      if (model) return cutFromWholeFlow(model, (id) => model.getNode(id), view, width, height, model.nodeCount);
      const document = await readStoredFlow(tx, meta.widgetId);
      const byId = new Map(document.nodes.map((node) => [node.id, node]));
      return cutFromWholeFlow(documentSource(document), (id) => byId.get(id), view, width, height, document.nodes.length);
    });
  }

  private async firstViewSourceOf(widgetId: string): Promise<KeptSource> {
    const found = await this.db.transaction(async (tx): Promise<KeptSource | Promise<KeptSource> | { read: WidgetFlowMeta }> => {
      const [row] = await tx.select().from(widgetFlows).where(eq(widgetFlows.widgetId, widgetId)).for('share');
      if (!row) throw new NotFoundError('Widget');
      const held = this.sources.get(widgetId);
      if (held && held.meta.version === row.version) return held;
      const inFlight = this.sourcing.get(`${widgetId}:${row.version}`);
      if (inFlight) return inFlight;
      const meta: WidgetFlowMeta = { widgetId, version: row.version, updatedAt: isoDate(row.updatedAt), updatedBy: row.updatedBy };
      // The kept model is this version: one scan, here, before a save can change it.
      const model = this.models.peek(widgetId, row.version);
      if (model) return this.keepSource(meta, firstViewSource(model));
      return { read: meta };
    });
    if (!('read' in found)) return found;
    // Not kept anywhere: the stored pages, once for all readers of this version.
    const key = `${widgetId}:${found.read.version}`;
    const reading = (async () => {
      const flow = await this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(widgetFlows).where(eq(widgetFlows.widgetId, widgetId)).for('share');
        if (!row) throw new NotFoundError('Widget');
        return { version: row.version, updatedAt: isoDate(row.updatedAt), updatedBy: row.updatedBy, document: await readStoredFlow(tx, widgetId) };
      });
      return this.keepSource({ widgetId, version: flow.version, updatedAt: flow.updatedAt, updatedBy: flow.updatedBy }, firstViewSource(documentSource(flow.document)));
    })();
    this.sourcing.set(key, reading);
    try {
      return await reading;
    } finally {
      this.sourcing.delete(key);
    }
  }

  private keepSource(meta: WidgetFlowMeta, source: FirstViewSource): KeptSource {
    const kept = { meta, source };
    const held = this.sources.get(meta.widgetId);
    if (!held || held.meta.version <= meta.version) this.sources.set(meta.widgetId, kept);
    return kept;
  }

  /**
   * A version of the widget's flow was saved (bus notice; `local`: by this instance). Its answer is built once the
   * flow has been quiet for a while, if this instance has a use for it.
   */
  noteSaved(widgetId: string, version: number, local: boolean): void {
    if (this.closed || (!local && !this.kept.holds(widgetId))) return;
    const waiting = this.quiet.get(widgetId);
    if (waiting) clearTimeout(waiting);
    const timer = setTimeout(() => {
      this.quiet.delete(widgetId);
      void this.prepare(widgetId).then(
        (outcome) => this.options.onPrepared?.(widgetId, outcome.version, outcome.outcome),
        (error: unknown) => this.options.onPrepared?.(widgetId, version, error instanceof Error ? error : new Error(String(error))),
      );
    }, this.options.quietMs);
    timer.unref();
    this.quiet.set(widgetId, timer);
  }

  /**
   * Builds and keeps the brotli answer of the widget's current version (what browsers ask for), and its first-view
   * source first. From the kept model it reads the model's nodes where they are, no copy, a slice at a time with the
   * event loop given back between slices (at 100k nodes a copy and a scan in one go held every other request up,
   * the first view's and the page's code included, for 0.6–0.9 s of a first visit); a save that takes the model
   * meanwhile changes it in place, so the build stops there ('stale': that save's own quiet moment builds the next).
   */
  async prepare(widgetId: string): Promise<{ version: number; outcome: 'kept' | 'small' | 'stale' }> {
    const encoding: AnswerEncoding = 'br';
    const snapshot = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(widgetFlows).where(eq(widgetFlows.widgetId, widgetId)).for('share');
      if (!row) return null;
      const meta: WidgetFlowMeta = { widgetId: row.widgetId, version: row.version, updatedAt: isoDate(row.updatedAt), updatedBy: row.updatedBy };
      if (this.kept.get(widgetId, row.version, encoding) || this.building.has(buildKey(widgetId, row.version, encoding))) return { meta, build: null };
      const model = this.models.peek(row.widgetId, row.version);
      if (model) {
        const flow = canonicalDocument({ nodes: Array.from(model.nodes()), connections: Array.from(model.connections()) });
        return { meta, build: { flow, source: model, unchanged: () => this.models.peek(widgetId, row.version) === model } };
      }
      const flow = await readStoredFlow(tx, row.widgetId);
      return { meta, build: { flow: canonicalDocument(flow), source: documentSource(flow), unchanged: () => true } };
    });
    if (!snapshot) return { version: 0, outcome: 'stale' };
    const { meta, build: from } = snapshot;
    if (!from) return { version: meta.version, outcome: 'kept' };
    const between = async () => {
      await yieldToEventLoop();
      if (!from.unchanged()) throw new SaveCameFirst();
    };
    let json: string | null = null;
    const build = (async () => {
      // The first view first: the next open's first frame waits for it, not for the answer.
      this.keepSource(meta, await stepsBetween(firstViewSteps(from.source), between));
      json = await flowAnswerJson({ ...meta, flow: from.flow }, ANSWER_JSON_SLICE, between);
      return compressAnswer(json, encoding);
    })();
    const key = buildKey(widgetId, meta.version, encoding);
    this.building.set(key, build);
    try {
      const bytes = await build;
      if (json !== null && (json as string).length < FLOW_ANSWER_CACHE_MIN_BYTES) return { version: meta.version, outcome: 'small' };
      this.kept.put(widgetId, meta.version, encoding, bytes);
      return { version: meta.version, outcome: 'kept' };
    } catch (error) {
      if (error instanceof SaveCameFirst) return { version: meta.version, outcome: 'stale' };
      throw error;
    } finally {
      this.building.delete(key);
    }
  }

  /** Stops scheduling builds (the server is closing). */
  close(): void {
    this.closed = true;
    for (const timer of this.quiet.values()) clearTimeout(timer);
    this.quiet.clear();
  }

  private async compressOnce(widgetId: string, version: number, encoding: AnswerEncoding, json: string): Promise<Buffer> {
    const key = buildKey(widgetId, version, encoding);
    const running = this.building.get(key);
    if (running) return running;
    const build = compressAnswer(json, encoding);
    this.building.set(key, build);
    try {
      const bytes = await build;
      this.kept.put(widgetId, version, encoding, bytes);
      return bytes;
    } finally {
      this.building.delete(key);
    }
  }
}

/** Between two slices of a build from the kept model: a save took the model and changes it. */
class SaveCameFirst extends Error {}

/** Runs `steps` to its end, awaiting `between` after each step. */
async function stepsBetween<T>(steps: Generator<void, T, void>, between: () => Promise<void>): Promise<T> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await between();
  }
}

function buildKey(widgetId: string, version: number, encoding: AnswerEncoding): string {
  return `${widgetId}:${version}:${encoding}`;
}
