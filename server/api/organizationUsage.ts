// Usage counted from the rows that exist, and operations from their counters (server/usage/).
// Secrets are counted per widget of the organization. Files count the organization's
// uploads (not its members' own files). Users are the seats given: members plus pending
// invitations (the user quota counts both, see seats.ts).
import { count, eq, inArray } from 'drizzle-orm';
import type { OrganizationUsage } from '../../contracts/entities';
import type { Db } from '../db/database';
import { files, invitations, memberships, widgets, widgetSecrets } from '../db/schema';
import { operationsUsage } from '../usage/operations';

/** Usage per organization id, for every id given (absent rows count 0). */
export async function organizationUsage(db: Db, organizationIds: string[]): Promise<Map<string, OrganizationUsage>> {
  const usage = new Map<string, OrganizationUsage>(
    organizationIds.map((id) => [id, { widgets: 0, secrets: 0, files: 0, users: 0, operationsThisQuotaPeriod: 0, operationsToday: 0 }]),
  );
  if (organizationIds.length === 0) return usage;
  const [widgetCounts, memberCounts, invitationCounts, fileCounts, operations, secretCounts] = await Promise.all([
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
      .select({ organizationId: invitations.organizationId, total: count() })
      .from(invitations)
      .where(inArray(invitations.organizationId, organizationIds))
      .groupBy(invitations.organizationId),
    db
      .select({ organizationId: files.organizationId, total: count() })
      .from(files)
      .where(inArray(files.organizationId, organizationIds))
      .groupBy(files.organizationId),
    operationsUsage(db, organizationIds),
    db
      .select({ organizationId: widgets.organizationId, total: count() })
      .from(widgetSecrets)
      .innerJoin(widgets, eq(widgets.id, widgetSecrets.widgetId))
      .where(inArray(widgets.organizationId, organizationIds))
      .groupBy(widgets.organizationId),
  ]);
  for (const row of widgetCounts) usage.get(row.organizationId)!.widgets = row.total;
  for (const row of memberCounts) usage.get(row.organizationId)!.users = row.total;
  for (const row of invitationCounts) usage.get(row.organizationId)!.users += row.total;
  for (const row of fileCounts) usage.get(row.organizationId!)!.files = row.total;
  for (const [organizationId, counted] of operations) Object.assign(usage.get(organizationId)!, counted);
  for (const row of secretCounts) usage.get(row.organizationId)!.secrets = row.total;
  return usage;
}

/** Widgets count against the plan whether archived or not; deleting one frees its place. */
export async function widgetCount(db: Db, organizationId: string): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(widgets).where(eq(widgets.organizationId, organizationId));
  return counted?.total ?? 0;
}

/** Files count against the plan until deleted. */
export async function fileCount(db: Db, organizationId: string): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(files).where(eq(files.organizationId, organizationId));
  return counted?.total ?? 0;
}
