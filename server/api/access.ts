// Who the caller is inside an organization, and with which role. Every endpoint that touches an
// organization or a widget goes through here: a caller who is not a member gets 404 (ids do not
// leak), a member without the permission gets 403 naming it.
import { and, eq } from 'drizzle-orm';
import type { Permission, Role } from '../../contracts/permissions';
import { withinTokenScope } from '../auth/accessTokenScope';
import type { Db } from '../db/database';
import { memberships, organizations, widgetFlows, widgets, type OrganizationRow, type UserRow, type WidgetRow } from '../db/schema';
import { ForbiddenError, NotFoundError } from '../http/errors';
import { can } from '../permissions';

export interface OrganizationAccess {
  user: UserRow;
  role: Role;
  organization: OrganizationRow;
}

export interface WidgetAccess {
  user: UserRow;
  role: Role;
  widget: WidgetRow;
  /** The current version of the widget's flow. */
  flowVersion: number;
}

export async function organizationAccess(db: Db, user: UserRow, organizationId: string): Promise<OrganizationAccess> {
  if (!withinTokenScope(user, organizationId)) throw new NotFoundError('Organization');
  const [row] = await db
    .select({ organization: organizations, role: memberships.role })
    .from(organizations)
    .innerJoin(memberships, and(eq(memberships.organizationId, organizations.id), eq(memberships.userId, user.id)))
    .where(eq(organizations.id, organizationId));
  if (!row) throw new NotFoundError('Organization');
  return { user, role: row.role, organization: row.organization };
}

export async function widgetAccess(db: Db, user: UserRow, widgetId: string): Promise<WidgetAccess> {
  const [row] = await db
    .select({ widget: widgets, role: memberships.role, flowVersion: widgetFlows.version })
    .from(widgets)
    .innerJoin(memberships, and(eq(memberships.organizationId, widgets.organizationId), eq(memberships.userId, user.id)))
    .innerJoin(widgetFlows, eq(widgetFlows.widgetId, widgets.id))
    .where(eq(widgets.id, widgetId));
  if (!row || !withinTokenScope(user, row.widget.organizationId)) throw new NotFoundError('Widget');
  return { user, role: row.role, widget: row.widget, flowVersion: row.flowVersion };
}

/** Throws 403 unless the caller's role holds the permission. */
export function requirePermission(access: { role: Role }, permission: Permission): void {
  if (!can(access.role, permission)) throw new ForbiddenError(`Your role (${access.role}) lacks the permission ${permission}`);
}
