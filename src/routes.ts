// Every client route in one place (studio.md §2.1): names, path patterns, path builders and the
// pure matcher the app renders from. wouter provides the location and navigation; the decision
// "which screen is this path" lives here so it can be tested without a browser.

export type RouteName =
  | 'organizations'
  | 'profile'
  | 'invitations'
  | 'callback'
  | 'organization'
  | 'organizationWidgets'
  | 'organizationUsers'
  | 'widget'
  | 'widgetFlow'
  | 'widgetShare'
  | 'widgetResults';

export interface RouteParams {
  organizationId?: string;
  widgetId?: string;
}

export interface RouteMatch {
  name: RouteName;
  params: RouteParams;
}

/** Path patterns, most specific static paths first; order matters for matching. */
export const ROUTE_PATTERNS: Record<RouteName, string> = {
  organizations: '/',
  profile: '/profile',
  invitations: '/invitations',
  callback: '/callback',
  organization: '/:organizationId',
  organizationWidgets: '/:organizationId/widgets',
  organizationUsers: '/:organizationId/users',
  widget: '/:organizationId/widgets/:widgetId',
  widgetFlow: '/:organizationId/widgets/:widgetId/flow',
  widgetShare: '/:organizationId/widgets/:widgetId/share',
  widgetResults: '/:organizationId/widgets/:widgetId/results',
};

/** First path segments that are app routes, never organization ids. */
const RESERVED_SEGMENTS = new Set(['profile', 'invitations', 'callback', 'static', 'assets', 'api', 'oidc', 'uploads']);

const enc = encodeURIComponent;

export const paths = {
  organizations: (page?: number) => (page && page > 1 ? `/?page=${page}` : '/'),
  profile: () => '/profile',
  invitations: () => '/invitations',
  callback: () => '/callback',
  organization: (organizationId: string) => `/${enc(organizationId)}`,
  organizationWidgets: (organizationId: string, query?: { page?: number; archived?: boolean }) =>
    `/${enc(organizationId)}/widgets${searchString({ page: query?.page && query.page > 1 ? String(query.page) : undefined, archived: query?.archived ? 'true' : undefined })}`,
  organizationUsers: (organizationId: string) => `/${enc(organizationId)}/users`,
  widget: (organizationId: string, widgetId: string) => `/${enc(organizationId)}/widgets/${enc(widgetId)}`,
  widgetFlow: (organizationId: string, widgetId: string) => `/${enc(organizationId)}/widgets/${enc(widgetId)}/flow`,
  widgetShare: (organizationId: string, widgetId: string) => `/${enc(organizationId)}/widgets/${enc(widgetId)}/share`,
  widgetResults: (organizationId: string, widgetId: string) => `/${enc(organizationId)}/widgets/${enc(widgetId)}/results`,
};

function searchString(values: Record<string, string | undefined>): string {
  const entries = Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

const WIDGET_SUBPAGES: Record<string, RouteName> = { flow: 'widgetFlow', share: 'widgetShare', results: 'widgetResults' };
const ORGANIZATION_SUBPAGES: Record<string, RouteName> = { widgets: 'organizationWidgets', users: 'organizationUsers' };

/** Which route a pathname (no query, no hash) is; null means the not-found screen. */
export function matchRoute(pathname: string): RouteMatch | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (trimmed === '/' || trimmed === '') return { name: 'organizations', params: {} };
  const raw = trimmed.slice(1).split('/');
  let segments: string[];
  try {
    segments = raw.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  if (segments.some((segment) => segment === '')) return null;
  const [first, second, third, fourth, ...rest] = segments as [string, ...(string | undefined)[]];
  if (rest.length > 0) return null;

  if (segments.length === 1) {
    if (first === 'profile') return { name: 'profile', params: {} };
    if (first === 'invitations') return { name: 'invitations', params: {} };
    if (first === 'callback') return { name: 'callback', params: {} };
  }
  if (RESERVED_SEGMENTS.has(first)) return null;
  const organizationId = first;

  if (second === undefined) return { name: 'organization', params: { organizationId } };
  if (third === undefined) {
    const name = ORGANIZATION_SUBPAGES[second];
    return name ? { name, params: { organizationId } } : null;
  }
  if (second !== 'widgets') return null;
  const widgetId = third;
  if (fourth === undefined) return { name: 'widget', params: { organizationId, widgetId } };
  const name = WIDGET_SUBPAGES[fourth];
  return name ? { name, params: { organizationId, widgetId } } : null;
}

export type RouteGroup = 'profile' | 'organization' | 'widget';

export function routeGroup(name: RouteName): RouteGroup | null {
  switch (name) {
    case 'profile':
    case 'organizations':
    case 'invitations':
      return 'profile';
    case 'organization':
    case 'organizationWidgets':
    case 'organizationUsers':
      return 'organization';
    case 'widget':
    case 'widgetFlow':
    case 'widgetShare':
    case 'widgetResults':
      return 'widget';
    case 'callback':
      return null;
  }
}

export interface Tab {
  route: RouteName;
  title: string;
  href: string;
}

/** The tab set of a route's group (studio.md §2.2); empty when the route has none. */
export function tabsFor(match: RouteMatch): Tab[] {
  const { organizationId, widgetId } = match.params;
  switch (routeGroup(match.name)) {
    case 'profile':
      return [
        { route: 'profile', title: 'Profile', href: paths.profile() },
        { route: 'organizations', title: 'Your organizations', href: paths.organizations() },
        { route: 'invitations', title: 'Your invitations', href: paths.invitations() },
      ];
    case 'organization':
      if (!organizationId) return [];
      return [
        { route: 'organization', title: 'General', href: paths.organization(organizationId) },
        { route: 'organizationWidgets', title: 'Widgets', href: paths.organizationWidgets(organizationId) },
        { route: 'organizationUsers', title: 'Team', href: paths.organizationUsers(organizationId) },
      ];
    case 'widget':
      if (!organizationId || !widgetId) return [];
      return [
        { route: 'widget', title: 'General', href: paths.widget(organizationId, widgetId) },
        { route: 'widgetFlow', title: 'Flow', href: paths.widgetFlow(organizationId, widgetId) },
        { route: 'widgetShare', title: 'Share & embed', href: paths.widgetShare(organizationId, widgetId) },
        { route: 'widgetResults', title: 'Results', href: paths.widgetResults(organizationId, widgetId) },
      ];
    default:
      return [];
  }
}
