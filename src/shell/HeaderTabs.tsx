import { Link } from 'wouter';
import { tabsFor, type RouteMatch } from '../routes';
import { Skeleton } from '../ui/Skeleton';

/** The tab set of the current route group (studio.md §2.2), or a skeleton outside any group. */
export function HeaderTabs({ match }: { match: RouteMatch | null }) {
  const tabs = match ? tabsFor(match) : [];
  if (tabs.length === 0)
    return (
      <div className="tabs tabs--skeleton" aria-hidden="true">
        <Skeleton width={72} height={14} />
        <Skeleton width={72} height={14} />
        <Skeleton width={72} height={14} />
      </div>
    );
  return (
    <nav className="tabs" aria-label="Sections">
      {tabs.map((tab) => {
        const current = tab.route === match?.name;
        return (
          <Link key={tab.route} href={tab.href} className={`tabs__tab ${current ? 'tabs__tab--current' : ''}`} aria-current={current ? 'page' : undefined} data-testid={`tab-${tab.route}`}>
            {tab.title}
          </Link>
        );
      })}
    </nav>
  );
}
