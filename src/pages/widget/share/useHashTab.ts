import { useCallback, useSyncExternalStore } from 'react';
import { tabFromHash, type ShareTab } from './shareOptions';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
};

/** The share tab the location hash selects (unknown → embed), and a setter that writes the hash. */
export function useHashTab(): [ShareTab, (tab: ShareTab) => void] {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  const select = useCallback((tab: ShareTab) => {
    window.location.hash = tab;
  }, []);
  return [tabFromHash(hash), select];
}
