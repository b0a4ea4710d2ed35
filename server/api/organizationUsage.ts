// Usage counted from the rows that exist (widgets, members, widget secrets). Files and operations have no
// tables yet and count 0; their issues add them here.
import { count, eq, inArray } from 'drizzle-orm';
import type { OrganizationUsage } from '../../contracts/entities';
import type { Db } from '../db/database';
import { memberships, widgets, widgetSecrets } from '../db/schema';

/** Usage per organization id, for every id given (absent rows count 0). */
export async function organizationUsage(db: Db, organizationIds: string[]): Promise<Map<string, OrganizationUsage>> {
  const usage = new Map<string, OrganizationUsage>(
    organizationIds.map((id) => [id, { widgets: 0, secrets: 0, files: 0, users: 0, operationsThisQuotaPeriod: 0, operationsToday: 0 }]),
  );
  if (organizationIds.length === 0) return usage;
  const [widgetCounts, memberCounts, secretCounts] = await Promise.all([
    db
      .select({ organizationId: widgets.organizationId, total: count() })
      .from(widgets)
      .where(inArray(widgets.organizationId, organizationIds))
      .groupBy(widgets.organizationId),
    db
      .select({ organizationId: memberships.organizationId, total: count() })
      .from(memberships)
      .where(inArray(memberships.organizationId, organizationIds))
      .groupBy(memberships.organizationId),
    db
      .select({ organizationId: widgets.organizationId, total: count() })
      .from(widgetSecrets)
      .innerJoin(widgets, eq(widgets.id, widgetSecrets.widgetId))
      .where(inArray(widgets.organizationId, organizationIds))
      .groupBy(widgets.organizationId),
  ]);
  for (const row of widgetCounts) usage.get(row.organizationId)!.widgets = row.total;
  for (const row of memberCounts) usage.get(row.organizationId)!.users = row.total;
  for (const row of secretCounts) usage.get(row.organizationId)!.secrets = row.total;
  return usage;
}

/** Widgets count against the plan whether archived or not; deleting one frees its place. */
export async function widgetCount(db: Db, organizationId: string): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(widgets).where(eq(widgets.organizationId, organizationId));
  return counted?.total ?? 0;
}
