import type { ReactNode } from 'react';
import type { RouteMatch } from '../routes';
import { Header } from './Header';
import { NotificationsBar } from './NotificationsBar';
import { useScrolled } from './useScrolled';

export function AppShell({ match, children }: { match: RouteMatch | null; children: ReactNode }) {
  const scrolled = useScrolled();
  return (
    <div className="shell">
      <div className={`shell__top ${scrolled ? 'shell__top--elevated' : ''}`} data-elevated={scrolled || undefined}>
        <Header match={match} />
        <NotificationsBar />
      </div>
      <main className="shell__main" id="main">
        {children}
      </main>
    </div>
  );
}
