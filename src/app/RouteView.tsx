import { Suspense, useEffect, type ComponentType } from 'react';
import { useApi } from '../api/ApiContext';
import { keys } from '../api/queries';
import { prefetchFlow, takePrefetchedFlow } from '../pages/flow/flowPrefetch';
import { prefetchFirstView } from '../pages/flow/firstViewPrefetch';
import { discardFirstViewPicture } from '../pages/flow/firstViewPicture';
import { discardEarlyPreview } from '../pages/flow/earlyPreviewState';
import { NotFoundScreen } from '../errors/NotFoundScreen';
import type { RouteMatch, RouteName, RouteParams } from '../routes';
import { PageLoader } from '../ui/PageLoader';
import { usePageModule, type PageLoader as PageCode } from './usePageModule';

type Page = ComponentType<{ params: RouteParams }>;

// One chunk per page, loaded on first use (usePageModule: not React.lazy, whose Suspense reveal waited ~300 ms); CSS
// lives in src/styles (a stylesheet imported from a lazy chunk would not be linked by index.html).
const PAGES: Record<Exclude<RouteName, 'callback'>, PageCode<{ params: RouteParams }>> = {
  organizations: () => import('../pages/organizations/OrganizationsPage'),
  profile: () => import('../pages/profile/ProfilePage'),
  invitations: () => import('../pages/invitations/InvitationsPage'),
  organization: () => import('../pages/organization/OrganizationPage'),
  organizationWidgets: () => import('../pages/widgets/OrganizationWidgetsPage'),
  organizationUsers: () => import('../pages/team/OrganizationTeamPage'),
  widget: () => import('../pages/widget/WidgetPage'),
  widgetFlow: () => import('../pages/flow/WidgetFlowPage'),
  widgetShare: () => import('../pages/widget/share/WidgetSharePage'),
  widgetResults: () => import('../pages/widget/results/WidgetResultsPage'),
};

export function RouteView({ match }: { match: RouteMatch | null }) {
  if (!match || match.name === 'callback') return <NotFoundScreen />;
  return (
    <>
      {/* Beside the page: its effect runs while the page's chunk still loads. */}
      {match.name === 'widgetFlow' && match.params.widgetId ? <FlowPrefetch widgetId={match.params.widgetId} /> : null}
      <RoutePage load={PAGES[match.name]} params={match.params} />
    </>
  );
}

/** The route's page once its code is in, the loader until then; a boundary for what a page itself suspends on. */
function RoutePage({ load, params }: { load: PageCode<{ params: RouteParams }>; params: RouteParams }) {
  const Page: Page | null = usePageModule(load);
  if (!Page) return <PageLoader />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page params={params} />
    </Suspense>
  );
}

/**
 * The flow page's download (and its first view, issue 24) starts with the route, not after the page's chunk (pixi,
 * the engine) has run. Leaving the
 * route before the page took it over stops it (a 100k-node flow is megabytes) and takes the first view's picture and
 * the first script's drawing of it (earlyPreview.ts) away.
 */
function FlowPrefetch({ widgetId }: { widgetId: string }) {
  const api = useApi();
  useEffect(() => {
    const path = keys.widgetFlow(widgetId);
    prefetchFirstView(api, widgetId);
    prefetchFlow(api, path);
    return () => {
      takePrefetchedFlow(path)?.abort();
      discardFirstViewPicture(widgetId);
      discardEarlyPreview();
    };
  }, [api, widgetId]);
  return null;
}
