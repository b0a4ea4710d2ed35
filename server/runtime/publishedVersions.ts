// Published copies of widget flows (issue 12): every publish stores an immutable copy with the next version
// number of that widget; visitors always get the highest one, and only while the widget is published
// (widgets.published_at set, not archived). Every copy is kept, so listing and restoring them later is a
// query on widget_published_versions.
import { and, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { FlowDocument } from '../../engine/model/flowTypes';
import type { Db } from '../db/database';
import { widgetPublishedVersions, widgets, type WidgetPublishedVersionRow } from '../db/schema';
import { readStoredFlow } from '../flows/flowStore';

/** Copies the widget's stored draft flow as its next published version (inside the publish transaction). */
export async function storePublishedVersion(tx: Db, widgetId: string, flowVersion: number, publishedBy: string, now: Date): Promise<number> {
  const flow = await readStoredFlow(tx, widgetId);
  const [latest] = await tx
    .select({ version: max(widgetPublishedVersions.version) })
    .from(widgetPublishedVersions)
    .where(eq(widgetPublishedVersions.widgetId, widgetId));
  const version = (latest?.version ?? 0) + 1;
  await tx.insert(widgetPublishedVersions).values({
    widgetId,
    version,
    flowVersion,
    flow,
    nodeCount: flow.nodes.length,
    connectionCount: flow.connections.length,
    publishedAt: now,
    publishedBy,
  });
  return version;
}

export interface PublishedHead {
  widgetId: string;
  organizationId: string;
  version: number;
  publishedAt: Date;
}

/** The latest published version of a widget that is currently published (without its flow), or null: unpublished, archived, deleted, unknown. */
export async function latestPublishedHead(db: Db, widgetId: string): Promise<PublishedHead | null> {
  const [row] = await db
    .select({ organizationId: widgets.organizationId, version: widgetPublishedVersions.version, publishedAt: widgetPublishedVersions.publishedAt })
    .from(widgets)
    .innerJoin(widgetPublishedVersions, eq(widgetPublishedVersions.widgetId, widgets.id))
    .where(and(eq(widgets.id, widgetId), eq(widgets.archived, false), isNotNull(widgets.publishedAt)))
    .orderBy(desc(widgetPublishedVersions.version))
    .limit(1);
  return row ? { widgetId, ...row } : null;
}

/** The flow of one published copy. */
export async function publishedFlow(db: Db, widgetId: string, version: number): Promise<FlowDocument | null> {
  const [row] = await db
    .select({ flow: widgetPublishedVersions.flow })
    .from(widgetPublishedVersions)
    .where(and(eq(widgetPublishedVersions.widgetId, widgetId), eq(widgetPublishedVersions.version, version)));
  return row?.flow ?? null;
}

/** Every published copy of a widget, newest first, without the flows (for a history list). */
export async function publishedVersionsOf(db: Db, widgetId: string): Promise<Omit<WidgetPublishedVersionRow, 'flow'>[]> {
  return db
    .select({
      widgetId: widgetPublishedVersions.widgetId,
      version: widgetPublishedVersions.version,
      flowVersion: widgetPublishedVersions.flowVersion,
      nodeCount: widgetPublishedVersions.nodeCount,
      connectionCount: widgetPublishedVersions.connectionCount,
      publishedAt: widgetPublishedVersions.publishedAt,
      publishedBy: widgetPublishedVersions.publishedBy,
    })
    .from(widgetPublishedVersions)
    .where(eq(widgetPublishedVersions.widgetId, widgetId))
    .orderBy(desc(widgetPublishedVersions.version));
}
