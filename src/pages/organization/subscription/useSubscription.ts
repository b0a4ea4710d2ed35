import { useEffect, useRef } from 'react';
import { useApiQuery } from '../../../api/useApiQuery';
import { keys } from '../../../api/queries';
import type { Subscription } from './subscriptionTypes';

/** After this long an unsynced subscription is read once more (studio.md §2.8). */
export const UNSYNCED_REFRESH_MS = 5_000;

/**
 * The organization's subscription. When the answer is not synced yet it is refreshed once, later.
 * A failure does not take the page down: the panel says the subscription could not be loaded.
 */
export function useSubscription(organizationId: string | null) {
  const query = useApiQuery<Subscription>(organizationId ? keys.subscription(organizationId) : null, { throwOnError: false });
  const refreshed = useRef<string | null>(null);
  const unsynced = query.data ? !query.data.synced : false;
  const { mutate } = query;
  useEffect(() => {
    if (!unsynced || !organizationId || refreshed.current === organizationId) return;
    refreshed.current = organizationId;
    const timer = setTimeout(() => void mutate(), UNSYNCED_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [unsynced, organizationId, mutate]);
  return query;
}
