import type { ReactNode } from 'react';
import type { RouteMatch } from '../routes';
import { Header } from './Header';
import { NotificationsBar } from './NotificationsBar';
import { useScrolled } from './useScrolled';

/** `notifications`: the banner of the current screen, if any (the bar shows only one). */
export function AppShell({ match, notifications, children }: { match: RouteMatch | null; notifications?: ReactNode; children: ReactNode }) {
  const scrolled = useScrolled();
  return (
    <div className="shell">
      <div className={`shell__top ${scrolled ? 'shell__top--elevated' : ''}`} data-elevated={scrolled || undefined}>
        <Header match={match} />
        <NotificationsBar notifications={notifications ? [notifications] : []} />
      </div>
      <main className="shell__main" id="main">
        {children}
      </main>
    </div>
  );
}
