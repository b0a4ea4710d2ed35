import { Link, useLocation } from 'wouter';
import { isUuid } from '../../contracts/rules';
import { useOrganization, useWidget } from '../api/queries';
import { paths, type RouteMatch } from '../routes';
import { Skeleton } from '../ui/Skeleton';

/**
 * Where the page sits: the organization (a link to its widgets) and, inside a widget, the widget (a link to its general
 * page), so there is a way back from a widget to its organization's list besides the profile menu. Read from the
 * queries the pages use (same keys: no second request); a failure shows nothing here (the page shows its screen). The
 * last crumb is the current page (`aria-current="page"`) when it links to where the user is, else their location.
 */
export function Breadcrumb({ match }: { match: RouteMatch | null }) {
  const [location] = useLocation();
  const organizationId = match?.params.organizationId;
  const widgetId = match?.params.widgetId;
  const organizationKnown = organizationId !== undefined && isUuid(organizationId);
  const widgetKnown = organizationKnown && widgetId !== undefined && isUuid(widgetId);
  const organization = useOrganization(organizationKnown ? organizationId : null, { throwOnError: false });
  const widget = useWidget(widgetKnown ? widgetId! : null, { throwOnError: false });
  if (!organizationKnown) return null;

  const crumbs = [{ href: paths.organizationWidgets(organizationId), name: organization.data?.name, failed: !!organization.error, testId: 'breadcrumb-organization' }];
  if (widgetKnown) crumbs.push({ href: paths.widget(organizationId, widgetId!), name: widget.data?.name, failed: !!widget.error, testId: 'breadcrumb-widget' });
  const shown = crumbs.filter((crumb) => !crumb.failed);
  if (shown.length === 0) return null;
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb" data-testid="breadcrumb">
      <ol className="breadcrumb__list">
        {shown.map((crumb, index) => {
          const last = index === shown.length - 1;
          return (
            <li key={crumb.testId} className="breadcrumb__item">
              {crumb.name === undefined ? (
                <Skeleton width={80} height={14} />
              ) : (
                <Link
                  href={crumb.href}
                  className="breadcrumb__link"
                  title={crumb.name}
                  aria-current={last ? (crumb.href === location ? 'page' : 'location') : undefined}
                  data-testid={crumb.testId}
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
