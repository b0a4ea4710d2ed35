import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { widgets, type WidgetRow } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';
import { requireWritableOrganization } from './subscriptionGate';

/**
 * Inside a transaction: locks the widget row until commit and returns it. A widget being changed
 * cannot be archived, published or deleted by another request meanwhile. Every change goes through
 * lockActiveWidget or lockArchivedWidget, which also refuse changes while the organization's
 * subscription is paused (403 subscription-paused, after the widget's own 409).
 */
async function lockWidget(tx: Db, widgetId: string): Promise<WidgetRow> {
  const [widget] = await tx.select().from(widgets).where(eq(widgets.id, widgetId)).for('update');
  if (!widget) throw new NotFoundError('Widget');
  return widget;
}

/** lockWidget, refusing archived widgets (read-only) with 409 widget-archived. */
export async function lockActiveWidget(tx: Db, widgetId: string): Promise<WidgetRow> {
  const widget = await lockWidget(tx, widgetId);
  if (widget.archived) throw new ConflictError('widget-archived', 'An archived widget is read-only; unarchive it first');
  await requireWritableOrganization(tx, widget.organizationId);
  return widget;
}

/** lockWidget, for unarchiving or deleting: 409 widget-not-archived otherwise. */
export async function lockArchivedWidget(tx: Db, widgetId: string): Promise<WidgetRow> {
  const widget = await lockWidget(tx, widgetId);
  if (!widget.archived) throw new ConflictError('widget-not-archived', 'Only an archived widget can be unarchived or deleted');
  await requireWritableOrganization(tx, widget.organizationId);
  return widget;
}
