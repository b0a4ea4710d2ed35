import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

export type SetQuery = (changes: Record<string, string | null>, options?: { replace?: boolean }) => void;

/**
 * The current query as URLSearchParams, and a setter that navigates (null removes a key); `replace` changes the
 * current history entry instead of adding one (a correction the user did not ask for, which Back should skip).
 */
export function useQueryParams(): [URLSearchParams, SetQuery] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const update = useCallback(
    (changes: Record<string, string | null>, options?: { replace?: boolean }) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      navigate(query ? `${location}?${query}` : location, options?.replace ? { replace: true } : undefined);
    },
    [search, location, navigate],
  );
  return [params, update];
}
