import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { widgets, type WidgetRow } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';

/**
 * Inside a transaction: locks the widget row until commit and returns it. A widget being changed
 * cannot be archived, published or deleted by another request meanwhile.
 */
export async function lockWidget(tx: Db, widgetId: string): Promise<WidgetRow> {
  const [widget] = await tx.select().from(widgets).where(eq(widgets.id, widgetId)).for('update');
  if (!widget) throw new NotFoundError('Widget');
  return widget;
}

/** lockWidget, refusing archived widgets (read-only) with 409 widget-archived. */
export async function lockActiveWidget(tx: Db, widgetId: string): Promise<WidgetRow> {
  const widget = await lockWidget(tx, widgetId);
  if (widget.archived) throw new ConflictError('widget-archived', 'An archived widget is read-only; unarchive it first');
  return widget;
}
