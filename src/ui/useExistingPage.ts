import { useEffect, useRef } from 'react';
import { existingPage } from './pageCount';

/**
 * Keeps a paged list on a page that exists: once `total` is known and `page` lies past the last page (its last
 * item was left, archived or deleted), `goTo` the last page there is. Used by every list whose items can go from
 * under the user (organizations, widgets, the file picker). True while the list is on its way there: show it
 * loading, not as empty (its total says it is not).
 */
export function useExistingPage(page: number, pageSize: number, total: number | undefined, goTo: (page: number) => void): boolean {
  const target = total === undefined ? null : existingPage(page, total, pageSize);
  const goToRef = useRef(goTo);
  goToRef.current = goTo;
  useEffect(() => {
    if (target !== null) goToRef.current(target);
  }, [target]);
  return target !== null;
}
