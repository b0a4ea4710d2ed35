// The widget page's danger zone (studio.md §2.13, §4): an active widget can be archived; an archived one
// unarchived or deleted (delete only once archived). Blockers, texts and calls are the widget list's
// (pages/widgets/widgetActions.ts); publishing lives on the flow page, not here.
import type { Widget } from '../../../../contracts/entities';
import type { Permission } from '../../../../contracts/permissions';
import { widgetActions, type WidgetActionState } from '../../widgets/widgetActions';

export function dangerZoneActions(widget: Pick<Widget, 'archived' | 'canPublish' | 'publishedAt'>, permissions: readonly Permission[], subscriptionPaused: boolean): WidgetActionState[] {
  return widgetActions(widget, permissions, subscriptionPaused).filter(({ action }) => action !== 'publish');
}

/** What each action does, said next to its button. */
export const DANGER_ZONE_TEXT = {
  archive: 'Archiving stops the widget on every site that embeds it and makes it read-only. You can unarchive it later.',
  unarchive: 'Unarchiving makes the widget editable again. It comes back unpublished: publish it again to show it on sites.',
  delete: 'Deleting removes the widget with its flow, secrets and results for good. Only archived widgets can be deleted.',
} as const;
