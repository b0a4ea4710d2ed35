import { useEffect, useMemo, useRef, useState } from 'react';
import { debounce, FILTER_DEBOUNCE_MS } from './debounce';

/** A filter input's text: shown at once, committed (to the URL) 1000 ms after the last keystroke. */
export function useDebouncedFilter(committed: string, commit: (value: string) => void): [string, (value: string) => void] {
  const [text, setText] = useState(committed);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const debounced = useMemo(() => debounce((value: string) => commitRef.current(value), FILTER_DEBOUNCE_MS), []);
  useEffect(() => () => debounced.cancel(), [debounced]);
  // The URL changed from elsewhere (back, a shortcut): show it.
  useEffect(() => setText(committed), [committed]);
  const change = (value: string) => {
    setText(value);
    debounced(value.trim());
  };
  return [text, change];
}
