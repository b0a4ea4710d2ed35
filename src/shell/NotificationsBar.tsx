import type { ReactNode } from 'react';

/**
 * The strip under the header where banners appear (only the first is shown, studio.md §2.8).
 * Subscription and quota banners arrive with the subscription issue; until then it holds nothing.
 */
export function NotificationsBar({ notifications = [] }: { notifications?: ReactNode[] }) {
  const first = notifications[0];
  return (
    <div className="notifications-bar" data-testid="notifications-bar" aria-live="polite">
      {first ?? null}
    </div>
  );
}
