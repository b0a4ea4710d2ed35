import { useWidgetFlow } from '../../api/queries';
import type { RouteParams } from '../../routes';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useGuardedWidget } from '../widget/useGuardedWidget';

/**
 * /:organizationId/widgets/:widgetId/flow — the frame the flow engine mounts into (editor.md §2).
 * The engine arrives with the next issue; until then the canvas container stays empty.
 */
export default function WidgetFlowPage({ params }: { params: RouteParams }) {
  const { widget, widgetId } = useGuardedWidget(params);
  const { data: flow } = useWidgetFlow(widget ? widgetId : null);
  return (
    <div className="page page--full">
      <PageHeader title={widget?.name} />
      <div className="flow-frame">
        <div className="flow-frame__toolbar" role="toolbar" aria-label="Flow tools" data-testid="flow-toolbar" />
        <div className="flow-frame__canvas" data-testid="flow-canvas" />
        <p className="flow-frame__status" data-testid="flow-status" aria-live="polite">
          {flow ? (
            <>
              {flow.flow.nodes.length} {flow.flow.nodes.length === 1 ? 'node' : 'nodes'} · {flow.flow.connections.length}{' '}
              {flow.flow.connections.length === 1 ? 'connection' : 'connections'} · version {flow.version}
            </>
          ) : (
            <Skeleton width={200} height={12} />
          )}
        </p>
      </div>
    </div>
  );
}
