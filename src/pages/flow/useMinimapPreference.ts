// Whether the minimap is shown: the toolbar toggle, remembered in this browser (localStorage); on by default.
import { useCallback, useState } from 'react';

const KEY = 'studio.flow.minimap';

export function useMinimapPreference(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return window.localStorage.getItem(KEY) !== 'off';
    } catch {
      return true;
    }
  });
  const set = useCallback((next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(KEY, next ? 'on' : 'off');
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
  }, []);
  return [on, set];
}
