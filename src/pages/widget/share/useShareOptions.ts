import { useCallback, useEffect, useState } from 'react';
import { loadShareOptions, saveShareOptions, type ShareOptions } from './shareOptions';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The widget's share options, read from and written back to local storage (a versioned key per widget). */
export function useShareOptions(widgetId: string): [ShareOptions, (change: Partial<ShareOptions>) => void] {
  const [options, setOptions] = useState(() => loadShareOptions(localStorageOrNull(), widgetId));
  useEffect(() => setOptions(loadShareOptions(localStorageOrNull(), widgetId)), [widgetId]);
  const update = useCallback(
    (change: Partial<ShareOptions>) =>
      setOptions((current) => {
        const next = { ...current, ...change };
        saveShareOptions(localStorageOrNull(), widgetId, next);
        return next;
      }),
    [widgetId],
  );
  return [options, update];
}
