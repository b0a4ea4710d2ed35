import type { RouteParams } from '../../routes';
import { PageHeader } from '../../ui/PageHeader';
import { DangerZonePanel } from './general/DangerZonePanel';
import { MiniStatsPanel } from './general/MiniStatsPanel';
import { SecretsPanel } from './general/SecretsPanel';
import { useGuardedWidget } from './useGuardedWidget';
import { WidgetInfoPanel } from './WidgetInfoPanel';

/** /:organizationId/widgets/:widgetId — general info, secrets, the mini stats chart and the danger zone (studio.md §2.13). */
export default function WidgetPage({ params }: { params: RouteParams }) {
  const { organizationId, widgetId, widget } = useGuardedWidget(params);
  return (
    <div className="page page__column" data-testid="widget-page">
      <PageHeader title={widget?.name} />
      <div className="page__grid widget-general__top">
        <WidgetInfoPanel organizationId={organizationId} widget={widget} />
        {widget ? <SecretsPanel organizationId={organizationId} widget={widget} /> : null}
      </div>
      {widget ? (
        <>
          <MiniStatsPanel organizationId={organizationId} widgetId={widgetId} />
          <DangerZonePanel organizationId={organizationId} widget={widget} />
        </>
      ) : null}
    </div>
  );
}
