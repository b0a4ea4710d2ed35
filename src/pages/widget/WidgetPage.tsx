import type { RouteParams } from '../../routes';
import { PageHeader } from '../../ui/PageHeader';
import { useGuardedWidget } from './useGuardedWidget';
import { WidgetInfoPanel } from './WidgetInfoPanel';

/** /:organizationId/widgets/:widgetId — general info (studio.md §2.13; secrets, stats and danger zone come later). */
export default function WidgetPage({ params }: { params: RouteParams }) {
  const { organizationId, widget } = useGuardedWidget(params);
  return (
    <div className="page">
      <PageHeader title={widget?.name} />
      <WidgetInfoPanel organizationId={organizationId} widget={widget} />
    </div>
  );
}
