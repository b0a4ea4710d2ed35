import { useOrganization } from '../../../api/queries';
import type { RouteParams } from '../../../routes';
import { useQueryParams } from '../../../routing/useQueryParams';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { useGuardedWidget } from '../useGuardedWidget';
import { EventsPanel } from './EventsPanel';
import { RecordsPanel } from './RecordsPanel';
import { parseResultsQuery } from './resultsQuery';
import { StatsPanel } from './StatsPanel';

/** /:organizationId/widgets/:widgetId/results — stats, collected records and flow events (studio.md §2.15). */
export default function WidgetResultsPage({ params }: { params: RouteParams }) {
  const { organizationId, widgetId, widget } = useGuardedWidget(params);
  const { data: organization } = useOrganization(organizationId);
  const [params_, setQuery] = useQueryParams();
  if (!organization) {
    return (
      <div className="page">
        <PageHeader title={widget?.name} />
        <Skeleton height={300} />
      </div>
    );
  }
  const statsMaxDays = organization.plan.statsMaxDays;
  const query = parseResultsQuery(params_, statsMaxDays);
  return (
    <div className="page results-page" data-testid="results-page">
      <PageHeader title={widget?.name} />
      <StatsPanel widgetId={widgetId} period={query.statsPeriod} statsMaxDays={statsMaxDays} onPeriod={(period) => setQuery({ stats_period: period === '1d' ? null : period })} />
      <RecordsPanel widgetId={widgetId} query={query} setQuery={setQuery} />
      <EventsPanel widgetId={widgetId} query={query} setQuery={setQuery} />
    </div>
  );
}
