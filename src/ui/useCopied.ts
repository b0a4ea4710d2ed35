import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '../../contracts/constants';

/**
 * The one copy-then-reset behaviour of the studio's copy controls: copies text and answers the text copied last,
 * for `feedbackMs` after a successful write (null otherwise); copying again restarts the time. A caller shows
 * "Copied" only while that is the text it offers now (a snippet tab switched, a badge showing another value: not
 * copied yet). A failed write is silent (studio.md §8). Durations: 2.5 s by default (COPY_FEEDBACK_MS, studio.md
 * §9), 1 s where the spec says so (the Results page's id cells, the new access token).
 */
export function useCopied(feedbackMs: number = COPY_FEEDBACK_MS): [string | null, (text: string) => Promise<void>] {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        return;
      }
      setCopied(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), feedbackMs);
    },
    [feedbackMs],
  );
  return [copied, copy];
}
