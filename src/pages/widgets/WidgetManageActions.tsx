import { useState } from 'react';
import type { WidgetListItem } from '../../../contracts/entities';
import type { Permission } from '../../../contracts/permissions';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import { Button } from '../../ui/Button';
import { widgetActionCopy, widgetActionRequest, widgetActions, type WidgetAction } from './widgetActions';
import { WidgetActionConfirm } from './WidgetActionConfirm';

/** Manage mode of one list row (studio.md §2.11): its actions, each confirmed, then the lists refetch; all disabled while the subscription is paused. */
export function WidgetManageActions({
  organizationId,
  widget,
  permissions,
  subscriptionPaused,
}: {
  organizationId: string;
  widget: WidgetListItem;
  permissions: readonly Permission[];
  subscriptionPaused: boolean;
}) {
  const api = useApi();
  const invalidate = useInvalidate();
  const [confirming, setConfirming] = useState<WidgetAction | null>(null);

  const run = async (action: WidgetAction) => {
    const { method, path } = widgetActionRequest(action, widget.id);
    await api.request(method, path);
    setConfirming(null);
    await invalidate(keys.organizationsAll, keys.widget(widget.id));
  };

  return (
    <div className="widget-item__manage">
      {widgetActions(widget, permissions, subscriptionPaused).map(({ action, blocker }) => {
        const text = widgetActionCopy(action, widget.name);
        return (
          <Button
            key={action}
            size="sm"
            variant={text.danger ? 'danger' : 'secondary'}
            disabledReason={blocker}
            onClick={() => setConfirming(action)}
            data-testid={`widget-item-${action}`}
          >
            {text.label}
          </Button>
        );
      })}
      {confirming ? <WidgetActionConfirm action={confirming} widgetName={widget.name} onClose={() => setConfirming(null)} onConfirm={() => run(confirming)} /> : null}
    </div>
  );
}
