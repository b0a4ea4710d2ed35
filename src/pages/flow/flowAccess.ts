// Who may do what on the flow page (editor.md §6): read-only when archived or without Widgets:Edit; publish
// needs Widgets:Publish, widget.canPublish and an active widget. Each "no" carries the tooltip that explains it.
import type { Widget } from '../../../contracts/entities';
import type { Permission } from '../../../contracts/permissions';

export interface FlowAccess {
  canEdit: boolean;
  /** Why the flow is read-only (add-node tooltip), or null. */
  readOnlyReason: string | null;
  publishAllowed: boolean;
  /** Why publishing is not possible (publish tooltip), or null. */
  publishReason: string | null;
}

export function flowAccess(widget: Pick<Widget, 'archived' | 'canPublish'>, permissions: readonly Permission[]): FlowAccess {
  const canEdit = !widget.archived && permissions.includes('Widgets:Edit');
  const readOnlyReason = widget.archived
    ? 'This widget is archived: its flow is read-only'
    : canEdit
      ? null
      : 'You do not have permission to edit this widget';
  let publishReason: string | null = null;
  if (widget.archived) publishReason = 'An archived widget cannot be published';
  else if (!permissions.includes('Widgets:Publish')) publishReason = 'You do not have permission to publish this widget';
  else if (!widget.canPublish) publishReason = 'This version of the flow is already published';
  return { canEdit, readOnlyReason, publishAllowed: publishReason === null, publishReason };
}
