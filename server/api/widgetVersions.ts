// The version history of a widget's flow (issue 15): the published versions newest first, one version's flow
// exactly as it was published, and republishing a version as a new one (its flow copied, the draft untouched).
// Rows of widget_published_versions are only ever inserted (runtime/publishedVersions.ts), never changed.
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  VERSION_ALREADY_LIVE_ERROR,
  VERSIONS_PAGE_SIZE,
  versionListQuerySchema,
  versionNumber,
  type PublishedVersion,
  type PublishedVersionList,
  type RepublishedVersion,
} from '../../contracts/versions';
import type { Db } from '../db/database';
import { widgetFlows, widgetPublishedVersions, widgets, type WidgetPublishedVersionRow, type WidgetRow } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';
import { emptyBody, pathId, validBody, validParam, validQuery } from '../http/validate';
import { storeRepublishedVersion } from '../runtime/publishedVersions';
import { requirePermission, widgetAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { isoDate } from './isoDate';
import { pageWindow } from './paging';
import { lockActiveWidget } from './widgetLock';
import { toWidget } from './widgetView';

/** The columns of a version without its flow. */
const summaryColumns = {
  widgetId: widgetPublishedVersions.widgetId,
  version: widgetPublishedVersions.version,
  flowVersion: widgetPublishedVersions.flowVersion,
  nodeCount: widgetPublishedVersions.nodeCount,
  connectionCount: widgetPublishedVersions.connectionCount,
  changes: widgetPublishedVersions.changes,
  republishedFrom: widgetPublishedVersions.republishedFrom,
  publishedAt: widgetPublishedVersions.publishedAt,
  publishedBy: widgetPublishedVersions.publishedBy,
};

type SummaryRow = Omit<WidgetPublishedVersionRow, 'flow' | 'fingerprint'>;

/** Visitors get the latest version while the widget is published and active. */
function isLive(widget: Pick<WidgetRow, 'publishedAt' | 'archived'>, version: number, latest: number): boolean {
  return widget.publishedAt !== null && !widget.archived && version === latest;
}

function toPublishedVersion(row: SummaryRow, live: boolean): PublishedVersion {
  return {
    widgetId: row.widgetId,
    version: row.version,
    flowVersion: row.flowVersion,
    publishedAt: isoDate(row.publishedAt),
    publishedBy: row.publishedBy,
    nodeCount: row.nodeCount,
    connectionCount: row.connectionCount,
    changes: row.changes,
    republishedFrom: row.republishedFrom,
    live,
  };
}

async function latestVersionNumber(db: Db, widgetId: string): Promise<number> {
  const [row] = await db.select({ latest: max(widgetPublishedVersions.version) }).from(widgetPublishedVersions).where(eq(widgetPublishedVersions.widgetId, widgetId));
  return row?.latest ?? 0;
}

export function registerWidgetVersionRoutes(app: FastifyInstance, { db, publication }: ApiContext): void {
  app.get('/widgets/:id/versions', async (request): Promise<PublishedVersionList> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    const { page } = validQuery(request, versionListQuerySchema);
    const { limit, offset } = pageWindow(page, VERSIONS_PAGE_SIZE);
    const where = eq(widgetPublishedVersions.widgetId, access.widget.id);
    // Counts only: no flow is read, so the list costs the same for 10 nodes or 100,000.
    const [rows, [totals]] = await Promise.all([
      db.select(summaryColumns).from(widgetPublishedVersions).where(where).orderBy(desc(widgetPublishedVersions.version)).limit(limit).offset(offset),
      db.select({ total: count(), latest: max(widgetPublishedVersions.version) }).from(widgetPublishedVersions).where(where),
    ]);
    const latest = totals?.latest ?? 0;
    return { versions: rows.map((row) => toPublishedVersion(row, isLive(access.widget, row.version, latest))), total: totals?.total ?? 0 };
  });

  app.get('/widgets/:id/versions/:version', async (request, reply): Promise<string> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    const version = validParam(request, 'version', versionNumber);
    // The stored jsonb as text goes out as it is: no parse and re-serialisation of a 20 MB flow.
    const [row] = await db
      .select({ ...summaryColumns, flow: sql<string>`${widgetPublishedVersions.flow}::text` })
      .from(widgetPublishedVersions)
      .where(and(eq(widgetPublishedVersions.widgetId, access.widget.id), eq(widgetPublishedVersions.version, version)));
    if (!row) throw new NotFoundError('Version');
    const { flow, ...summary } = row;
    const meta = JSON.stringify(toPublishedVersion(summary, isLive(access.widget, version, await latestVersionNumber(db, access.widget.id))));
    reply.type('application/json; charset=utf-8');
    return `${meta.slice(0, -1)},"flow":${flow}}`;
  });

  app.post('/widgets/:id/versions/:version/republish', async (request, reply): Promise<RepublishedVersion> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    requirePermission(access, 'Widgets:Publish');
    const source = validParam(request, 'version', versionNumber);
    validBody(request, emptyBody);
    const answer = await db.transaction(async (tx) => {
      // Archived: 409 widget-archived, as publish; paused: 403 subscription-paused.
      const locked = await lockActiveWidget(tx, access.widget.id);
      const latest = await latestVersionNumber(tx, locked.id);
      if (source > latest) throw new NotFoundError('Version');
      if (isLive(locked, source, latest)) throw new ConflictError(VERSION_ALREADY_LIVE_ERROR, `Version ${source} is the one visitors get already`);
      const now = new Date();
      const stored = await storeRepublishedVersion(tx, locked.id, source, access.user.id, now);
      if (!stored) throw new NotFoundError('Version');
      // The draft is untouched: the widget can be published again when the draft differs from the version now live.
      const [widget] = await tx
        .update(widgets)
        .set({ publishedAt: now, publishedBy: access.user.id, publishedFlowVersion: stored.flowVersion })
        .where(eq(widgets.id, locked.id))
        .returning();
      const [flow] = await tx.select({ version: widgetFlows.version }).from(widgetFlows).where(eq(widgetFlows.widgetId, locked.id));
      const [row] = await tx
        .select(summaryColumns)
        .from(widgetPublishedVersions)
        .where(and(eq(widgetPublishedVersions.widgetId, locked.id), eq(widgetPublishedVersions.version, stored.version)));
      await publication.announce(locked.id, tx);
      return { widget: toWidget(widget!, flow!.version), version: toPublishedVersion(row!, true) };
    });
    publication.committed(answer.widget.id);
    return reply.status(201).send(answer);
  });
}
