// Who may do what on the flow page (editor.md §6): read-only when archived, without Widgets:Edit, or while the
// organization's subscription is paused (studio.md §4); publish needs Widgets:Publish, widget.canPublish, an
// active widget and a subscription that is not paused. Each "no" carries the tooltip that explains it.
import type { Widget } from '../../../contracts/entities';
import type { Permission } from '../../../contracts/permissions';

export interface FlowAccess {
  canEdit: boolean;
  /** Why the flow is read-only (add-node tooltip), or null. */
  readOnlyReason: string | null;
  publishAllowed: boolean;
  /** Why publishing is not possible (publish tooltip), or null. */
  publishReason: string | null;
  /** Why a published version cannot be republished (version history), or null: publishing without the draft's changes. */
  republishReason: string | null;
}

export const PAUSED_READ_ONLY_REASON = 'The subscription is paused: the flow is read-only until the owner unpauses it';
export const PAUSED_PUBLISH_REASON = 'The subscription is paused: publishing is possible once the owner unpauses it';

export function flowAccess(widget: Pick<Widget, 'archived' | 'canPublish'>, permissions: readonly Permission[], subscriptionPaused = false): FlowAccess {
  let readOnlyReason: string | null = null;
  if (widget.archived) readOnlyReason = 'This widget is archived: its flow is read-only';
  else if (!permissions.includes('Widgets:Edit')) readOnlyReason = 'You do not have permission to edit this widget';
  else if (subscriptionPaused) readOnlyReason = PAUSED_READ_ONLY_REASON;
  let republishReason: string | null = null;
  if (widget.archived) republishReason = 'An archived widget cannot be published';
  else if (!permissions.includes('Widgets:Publish')) republishReason = 'You do not have permission to publish this widget';
  else if (subscriptionPaused) republishReason = PAUSED_PUBLISH_REASON;
  const publishReason = republishReason ?? (widget.canPublish ? null : 'This version of the flow is already published');
  return { canEdit: readOnlyReason === null, readOnlyReason, publishAllowed: publishReason === null, publishReason, republishReason };
}
