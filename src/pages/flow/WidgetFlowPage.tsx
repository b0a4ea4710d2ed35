import { useCallback, useEffect, useMemo } from 'react';
import type { Widget, WidgetFlow } from '../../../contracts/entities';
import type { Permission } from '../../../contracts/permissions';
import { useWidget, usePermissions } from '../../api/queries';
import { useInvalidate } from '../../api/invalidate';
import type { RouteParams } from '../../routes';
import { usePageTitle } from '../../ui/PageHeader';
import { preloadPixiRenderer } from '../../../engine/index';
import { useSubscriptionPaused } from '../organization/subscription/useSubscriptionPaused';
import { useGuardedWidget } from '../widget/useGuardedWidget';
import { flowAccess } from './flowAccess';
import { FlowStatus } from './FlowStatus';
import { FlowWorkspace } from './FlowWorkspace';
import { useFlowEditor } from './useFlowEditor';
import type { FlowLoadProgress } from './flowLoadProtocol';
import { useFlowLoad } from './useFlowLoad';

/**
 * /:organizationId/widgets/:widgetId/flow — the flow editor (editor.md §2): loads the widget, its flow and the
 * caller's permissions, then mounts the engine. The scene itself belongs to the engine; React draws the chrome.
 */
export default function WidgetFlowPage({ params }: { params: RouteParams }) {
  const { organizationId, widget, widgetId } = useGuardedWidget(params);
  const widgetQuery = useWidget(widgetId);
  const flowQuery = useFlowLoad(widget ? widgetId : null);
  const permissions = usePermissions(organizationId);
  const subscriptionPaused = useSubscriptionPaused(organizationId);
  const invalidate = useInvalidate();
  const { mutate: mutateWidget } = widgetQuery;
  const { reload: reloadFlow } = flowQuery;

  const onWidgetChanged = useCallback(() => {
    void mutateWidget();
    void invalidate(`/organizations/${encodeURIComponent(organizationId)}/widgets`);
  }, [mutateWidget, invalidate, organizationId]);

  usePageTitle(widget?.name);
  useEffect(preloadPixiRenderer, []);
  return (
    // The canvas takes the whole window below the app header: no title block, no framed box.
    <div className="page page--canvas">
      <h1 className="visually-hidden" data-testid="page-title">
        {widget?.name}
      </h1>
      {widget && flowQuery.data && permissions.data ? (
        <FlowEditorScreen
          widget={widget}
          flow={flowQuery.data}
          permissions={permissions.data}
          subscriptionPaused={subscriptionPaused}
          onWidgetChanged={onWidgetChanged}
          onReloadFlow={reloadFlow}
        />
      ) : (
        <FlowFrameLoading flow={flowQuery.data} progress={flowQuery.progress} />
      )}
    </div>
  );
}

function FlowEditorScreen({
  widget,
  flow,
  permissions,
  subscriptionPaused,
  onWidgetChanged,
  onReloadFlow,
}: {
  widget: Widget;
  flow: WidgetFlow;
  permissions: Permission[];
  /** The organization's subscription is paused: the flow is read-only (studio.md §4). */
  subscriptionPaused: boolean;
  onWidgetChanged(): void;
  onReloadFlow(): Promise<unknown>;
}) {
  const access = useMemo(() => flowAccess(widget, permissions, subscriptionPaused), [widget, permissions, subscriptionPaused]);
  const editor = useFlowEditor(flow, access);
  if (!editor) return <FlowFrameLoading flow={flow} progress={null} />;
  return <FlowWorkspace editor={editor} widget={widget} access={access} onWidgetChanged={onWidgetChanged} onReloadFlow={onReloadFlow} />;
}

/**
 * The frame while the data loads: same test ids, a determinate progress bar in the toolbar's place from the
 * first render (download, then the flow's slices; `progress` null: the editor is being built), counts as soon
 * as the flow is known.
 */
function FlowFrameLoading({ flow, progress }: { flow: WidgetFlow | undefined; progress: FlowLoadProgress | null }) {
  const percent = Math.round((progress?.fraction ?? 1) * 100);
  const label = !progress ? 'Opening the flow…' : progress.phase === 'download' ? 'Loading the flow…' : 'Reading the flow…';
  return (
    <div className="flow-frame">
      <div className="flow-frame__toolbar flow-frame__loading" role="toolbar" aria-label="Flow tools" data-testid="flow-toolbar">
        <span className="flow-frame__loading-label">{label}</span>
        <progress className="flow-frame__progress" max={100} value={percent} aria-label={label} data-testid="flow-progress" />
      </div>
      <div className="flow-frame__canvas" data-testid="flow-canvas" />
      <FlowStatus counts={flow ? { nodes: flow.flow.nodes.length, connections: flow.flow.connections.length, version: flow.version } : null} />
    </div>
  );
}
