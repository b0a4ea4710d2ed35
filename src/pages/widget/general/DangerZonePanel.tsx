import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSWRConfig } from 'swr';
import type { Widget } from '../../../../contracts/entities';
import { useApi } from '../../../api/ApiContext';
import { keyMatches, useInvalidate } from '../../../api/invalidate';
import { keys, usePermissions } from '../../../api/queries';
import { paths } from '../../../routes';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { useSubscriptionPaused } from '../../organization/subscription/useSubscriptionPaused';
import { widgetActionCopy, widgetActionRequest, type WidgetAction } from '../../widgets/widgetActions';
import { DANGER_ZONE_TEXT, dangerZoneActions } from './dangerZone';
import { WidgetActionConfirm } from '../../widgets/WidgetActionConfirm';

/**
 * Danger zone (studio.md §2.13, §4, §8): archive an active widget; unarchive or delete an archived one. Each asks
 * first; a failure shows "Please, try again" in that dialog. Deleting leads to the organization's widgets.
 */
export function DangerZonePanel({ organizationId, widget }: { organizationId: string; widget: Widget }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const { mutate } = useSWRConfig();
  const [, navigate] = useLocation();
  const permissions = usePermissions(organizationId);
  const subscriptionPaused = useSubscriptionPaused(organizationId);
  const [confirming, setConfirming] = useState<WidgetAction | null>(null);
  const actions = dangerZoneActions(widget, permissions.data ?? [], subscriptionPaused);

  const run = async (action: WidgetAction) => {
    const { method, path } = widgetActionRequest(action, widget.id);
    await api.request(method, path);
    if (action === 'delete') {
      navigate(paths.organizationWidgets(organizationId));
      // The widget is gone: forget it (and what hangs under it) without asking the server again.
      await mutate((key) => typeof key === 'string' && keyMatches(key, keys.widget(widget.id)), undefined, { revalidate: false });
      await invalidate(keys.organization(organizationId), keys.organizationsAll);
      return;
    }
    setConfirming(null);
    // The widget (archived flag, read-only flow), the organization's lists and usage.
    await invalidate(keys.widget(widget.id), keys.organization(organizationId));
  };

  return (
    <Panel title="Danger zone" testId="widget-danger-zone" className="panel--danger">
      {widget.archived ? (
        <p className="danger-zone__status" data-testid="danger-zone-archived">
          This widget is archived: it is not published and its <Link href={paths.widgetFlow(organizationId, widget.id)}>flow</Link> is read-only.
        </p>
      ) : null}
      <ul className="danger-zone">
        {actions.map(({ action, blocker }) => {
          const text = widgetActionCopy(action, widget.name);
          return (
            <li key={action} className="danger-zone__item" data-testid={`danger-zone-${action}`}>
              <div>
                <p className="danger-zone__title">{text.title}</p>
                <p className="danger-zone__text">{DANGER_ZONE_TEXT[action as keyof typeof DANGER_ZONE_TEXT]}</p>
              </div>
              <Button
                variant={text.danger ? 'danger' : 'secondary'}
                disabled={!permissions.data}
                disabledReason={permissions.data ? blocker : null}
                onClick={() => setConfirming(action)}
                data-testid={`danger-zone-${action}-button`}
              >
                {text.label}
              </Button>
            </li>
          );
        })}
      </ul>
      {confirming ? <WidgetActionConfirm action={confirming} widgetName={widget.name} onClose={() => setConfirming(null)} onConfirm={() => run(confirming)} /> : null}
    </Panel>
  );
}
