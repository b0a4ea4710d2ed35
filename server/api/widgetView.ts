import type { Widget, WidgetListItem } from '../../contracts/entities';
import type { WidgetRow } from '../db/schema';
import { isoDate, isoDateOrNull } from './isoDate';
import type { WidgetActivity } from '../runtime/widgetUsage';

/** There is something to publish when the widget is active and its flow changed since the last publish. */
export function canPublish(widget: Pick<WidgetRow, 'archived' | 'publishedFlowVersion'>, flowVersion: number): boolean {
  return !widget.archived && widget.publishedFlowVersion !== flowVersion;
}

export function toWidget(widget: WidgetRow, flowVersion: number): Widget {
  return {
    id: widget.id,
    name: widget.name,
    description: widget.description,
    organizationId: widget.organizationId,
    createdAt: isoDate(widget.createdAt),
    createdBy: widget.createdBy,
    updatedAt: isoDate(widget.updatedAt),
    updatedBy: widget.updatedBy,
    publishedAt: isoDateOrNull(widget.publishedAt),
    publishedBy: widget.publishedBy,
    archived: widget.archived,
    archivedAt: isoDateOrNull(widget.archivedAt),
    archivedBy: widget.archivedBy,
    canPublish: canPublish(widget, flowVersion),
  };
}

/** `activity`: the widget's counters (server/runtime/widgetUsage.ts); `secrets`: the widget's count. */
export function toWidgetListItem(widget: WidgetRow, flowVersion: number, secrets: number, activity: WidgetActivity): WidgetListItem {
  return {
    id: widget.id,
    name: widget.name,
    archived: widget.archived,
    canPublish: canPublish(widget, flowVersion),
    archivedAt: isoDateOrNull(widget.archivedAt),
    updatedAt: isoDate(widget.updatedAt),
    publishedAt: isoDateOrNull(widget.publishedAt),
    usage: { ...activity, secrets },
  };
}
