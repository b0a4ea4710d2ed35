import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useApi } from '../api/ApiContext';
import { keys } from '../api/queries';
import { prefetchFlow, takePrefetchedFlow } from '../pages/flow/flowPrefetch';
import { prefetchFirstView } from '../pages/flow/firstViewPrefetch';
import { NotFoundScreen } from '../errors/NotFoundScreen';
import type { RouteMatch, RouteName, RouteParams } from '../routes';
import { PageLoader } from '../ui/PageLoader';

type Page = ComponentType<{ params: RouteParams }>;

// One chunk per page; CSS lives in src/styles (a stylesheet imported from a lazy chunk would not
// be linked by index.html).
const PAGES: Record<Exclude<RouteName, 'callback'>, Page> = {
  organizations: lazy(() => import('../pages/organizations/OrganizationsPage')),
  profile: lazy(() => import('../pages/profile/ProfilePage')),
  invitations: lazy(() => import('../pages/invitations/InvitationsPage')),
  organization: lazy(() => import('../pages/organization/OrganizationPage')),
  organizationWidgets: lazy(() => import('../pages/widgets/OrganizationWidgetsPage')),
  organizationUsers: lazy(() => import('../pages/team/OrganizationTeamPage')),
  widget: lazy(() => import('../pages/widget/WidgetPage')),
  widgetFlow: lazy(() => import('../pages/flow/WidgetFlowPage')),
  widgetShare: lazy(() => import('../pages/widget/share/WidgetSharePage')),
  widgetResults: lazy(() => import('../pages/widget/results/WidgetResultsPage')),
};

export function RouteView({ match }: { match: RouteMatch | null }) {
  if (!match || match.name === 'callback') return <NotFoundScreen />;
  const Page = PAGES[match.name];
  return (
    <>
      {/* Outside the boundary: its effect runs while the page's chunk still loads. */}
      {match.name === 'widgetFlow' && match.params.widgetId ? <FlowPrefetch widgetId={match.params.widgetId} /> : null}
      <Suspense fallback={<PageLoader />}>
        <Page params={match.params} />
      </Suspense>
    </>
  );
}

/**
 * The flow page's download (and its first view, issue 24) starts with the route, not after the page's chunk (pixi,
 * the engine) has run. Leaving the
 * route before the page took it over stops it (a 100k-node flow is megabytes).
 */
function FlowPrefetch({ widgetId }: { widgetId: string }) {
  const api = useApi();
  useEffect(() => {
    const path = keys.widgetFlow(widgetId);
    prefetchFirstView(api, widgetId);
    prefetchFlow(api, path);
    return () => takePrefetchedFlow(path)?.abort();
  }, [api, widgetId]);
  return null;
}
