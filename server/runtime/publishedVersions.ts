// Published copies of widget flows (issue 12): every publish stores an immutable copy with the next version
// number of that widget; visitors always get the highest one, and only while the widget is published
// (widgets.published_at set, not archived). Every copy is kept and never changed; the version history
// (api/widgetVersions.ts) lists them, reads one, and republishes one as a new version.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FlowDocument } from '../../engine/model/flowTypes';
import type { Db } from '../db/database';
import { fingerprintChanges, flowFingerprint } from '../../engine/model/versions/flowFingerprint';
import { widgetPublishedVersions, widgets } from '../db/schema';
import { readStoredFlow } from '../flows/flowStore';

/** Copies the widget's stored draft flow as its next published version (inside the publish transaction). */
export async function storePublishedVersion(tx: Db, widgetId: string, flowVersion: number, publishedBy: string, now: Date): Promise<number> {
  const flow = await readStoredFlow(tx, widgetId);
  const fingerprint = flowFingerprint(flow);
  // The previous version's fingerprint, not its flow: counting the changes reads ~1 MB instead of ~20 MB at 100k nodes.
  const previous = await latestFingerprint(tx, widgetId);
  const version = (previous?.version ?? 0) + 1;
  await tx.insert(widgetPublishedVersions).values({
    widgetId,
    version,
    flowVersion,
    flow,
    nodeCount: flow.nodes.length,
    connectionCount: flow.connections.length,
    changes: previous ? fingerprintChanges(previous.fingerprint, fingerprint) : null,
    fingerprint,
    republishedFrom: null,
    publishedAt: now,
    publishedBy,
  });
  return version;
}

/**
 * Copies published version `source` as the widget's next version (inside the republish transaction, the widget row
 * locked): flow and fingerprint are copied inside the database, exactly as stored; `changes` count against the latest
 * version from the two fingerprints. Returns the new version and the draft flow version the copy was made from, or
 * null when `source` does not exist.
 */
export async function storeRepublishedVersion(
  tx: Db,
  widgetId: string,
  source: number,
  publishedBy: string,
  now: Date,
): Promise<{ version: number; flowVersion: number } | null> {
  const [copied] = await tx
    .select({ fingerprint: widgetPublishedVersions.fingerprint, flowVersion: widgetPublishedVersions.flowVersion })
    .from(widgetPublishedVersions)
    .where(and(eq(widgetPublishedVersions.widgetId, widgetId), eq(widgetPublishedVersions.version, source)));
  if (!copied) return null;
  const previous = (await latestFingerprint(tx, widgetId))!;
  const version = previous.version + 1;
  const changes = fingerprintChanges(previous.fingerprint, copied.fingerprint);
  await tx.execute(sql`
    INSERT INTO widget_published_versions
      (widget_id, version, flow_version, flow, node_count, connection_count, changes, fingerprint, republished_from, published_at, published_by)
    SELECT widget_id, ${version}, flow_version, flow, node_count, connection_count, ${JSON.stringify(changes)}::jsonb, fingerprint, version,
      ${now.toISOString()}::timestamptz, ${publishedBy}::uuid
    FROM widget_published_versions
    WHERE widget_id = ${widgetId}::uuid AND version = ${source}`);
  return { version, flowVersion: copied.flowVersion };
}

/** The widget's highest version and its fingerprint, or null before the first publish. */
async function latestFingerprint(tx: Db, widgetId: string): Promise<{ version: number; fingerprint: Uint8Array } | null> {
  const [row] = await tx
    .select({ version: widgetPublishedVersions.version, fingerprint: widgetPublishedVersions.fingerprint })
    .from(widgetPublishedVersions)
    .where(eq(widgetPublishedVersions.widgetId, widgetId))
    .orderBy(desc(widgetPublishedVersions.version))
    .limit(1);
  return row ?? null;
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

/** The head of an older published version of a widget whose latest head is `latest`, or null when there is no such version. */
export async function publishedHeadAt(db: Db, latest: PublishedHead, version: number): Promise<PublishedHead | null> {
  const [row] = await db
    .select({ publishedAt: widgetPublishedVersions.publishedAt })
    .from(widgetPublishedVersions)
    .where(and(eq(widgetPublishedVersions.widgetId, latest.widgetId), eq(widgetPublishedVersions.version, version)));
  return row ? { widgetId: latest.widgetId, organizationId: latest.organizationId, version, publishedAt: row.publishedAt } : null;
}

/** The flow of one published copy. */
export async function publishedFlow(db: Db, widgetId: string, version: number): Promise<FlowDocument | null> {
  const [row] = await db
    .select({ flow: widgetPublishedVersions.flow })
    .from(widgetPublishedVersions)
    .where(and(eq(widgetPublishedVersions.widgetId, widgetId), eq(widgetPublishedVersions.version, version)));
  return row?.flow ?? null;
}
