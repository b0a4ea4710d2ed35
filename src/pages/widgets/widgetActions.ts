// The manage-mode actions of a widget in the organization's list (studio.md §2.11, §4, §6):
// active widgets publish and archive, archived ones unarchive and delete (delete only once
// archived). Each action carries its blocker (the tooltip of the disabled control) or null; all of them
// are blocked while the organization's subscription is paused (studio.md §4, read-only while paused).
import type { WidgetListItem } from '../../../contracts/entities';
import type { Permission } from '../../../contracts/permissions';
import { SUBSCRIPTION_PAUSED_REASON } from '../organization/subscription/pausedSubscription';

export type WidgetAction = 'publish' | 'archive' | 'unarchive' | 'delete';

export interface WidgetActionState {
  action: WidgetAction;
  blocker: string | null;
}

const PERMISSION: Record<WidgetAction, Permission> = {
  publish: 'Widgets:Publish',
  archive: 'Widgets:Archive',
  unarchive: 'Widgets:Unarchive',
  delete: 'Widgets:Delete',
};

const NO_PERMISSION: Record<WidgetAction, string> = {
  publish: 'You do not have permission to publish widgets.',
  archive: 'You do not have permission to archive widgets.',
  unarchive: 'You do not have permission to unarchive widgets.',
  delete: 'You do not have permission to delete widgets.',
};

function blocker(
  action: WidgetAction,
  widget: Pick<WidgetListItem, 'canPublish' | 'publishedAt'>,
  permissions: readonly Permission[],
  subscriptionPaused: boolean,
): string | null {
  if (!permissions.includes(PERMISSION[action])) return NO_PERMISSION[action];
  if (subscriptionPaused) return SUBSCRIPTION_PAUSED_REASON;
  if (action === 'publish' && !widget.canPublish) return widget.publishedAt ? 'This version is already published. Make changes to publish.' : 'Make changes to publish.';
  return null;
}

export function widgetActions(
  widget: Pick<WidgetListItem, 'archived' | 'canPublish' | 'publishedAt'>,
  permissions: readonly Permission[],
  subscriptionPaused = false,
): WidgetActionState[] {
  const actions: WidgetAction[] = widget.archived ? ['unarchive', 'delete'] : ['publish', 'archive'];
  return actions.map((action) => ({ action, blocker: blocker(action, widget, permissions, subscriptionPaused) }));
}

export interface WidgetActionCopy {
  label: string;
  title: string;
  question: string;
  confirm: string;
  danger: boolean;
  /** Shown when the call fails (studio.md §8: archive and delete say "Please, try again"). */
  failure: string;
}

export function widgetActionCopy(action: WidgetAction, name: string): WidgetActionCopy {
  switch (action) {
    case 'publish':
      return { label: 'Publish', title: 'Publish widget', question: `Publish the current flow of “${name}”? Sites embedding it will show this version.`, confirm: 'Publish', danger: false, failure: 'Could not publish the widget. Please, try again.' };
    case 'archive':
      return { label: 'Archive', title: 'Archive widget', question: `Archive “${name}”? It stops being published and becomes read-only until unarchived.`, confirm: 'Archive', danger: true, failure: 'Could not archive the widget. Please, try again.' };
    case 'unarchive':
      return { label: 'Unarchive', title: 'Unarchive widget', question: `Unarchive “${name}”? It comes back unpublished; publish it again to show it on sites.`, confirm: 'Unarchive', danger: false, failure: 'Could not unarchive the widget. Please, try again.' };
    case 'delete':
      return { label: 'Delete', title: 'Delete widget', question: `Delete “${name}” for good? Its flow, secrets and results are removed. This cannot be undone.`, confirm: 'Delete', danger: true, failure: 'Could not delete the widget. Please, try again.' };
  }
}

/** The call for an action (studio.md §7). */
export function widgetActionRequest(action: WidgetAction, widgetId: string): { method: 'PUT' | 'DELETE'; path: string } {
  const base = `/widgets/${encodeURIComponent(widgetId)}`;
  switch (action) {
    case 'publish':
      return { method: 'PUT', path: `${base}/publish` };
    case 'archive':
      return { method: 'DELETE', path: `${base}/archive` };
    case 'unarchive':
      return { method: 'PUT', path: `${base}/unarchive` };
    case 'delete':
      return { method: 'DELETE', path: base };
  }
}
