import { useLocation } from 'wouter';
import { matchRoute } from '../../routes';

/** The organization of the current route (/:organizationId/…), or null outside one. */
export function useRouteOrganizationId(): string | null {
  const [location] = useLocation();
  const params = matchRoute(location)?.params as { organizationId?: string } | undefined;
  return params?.organizationId ?? null;
}
