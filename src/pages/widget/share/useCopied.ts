import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '../../../../contracts/constants';

/**
 * Copies text; answers the text copied last, for 2.5 s after a successful write (null otherwise). A caller shows
 * "Copied" only while that is the text it offers now: after a switch to another tab (another snippet) the button
 * offers something not copied yet. A failed write is silent (studio.md §8).
 */
export function useCopied(): [string | null, (text: string) => Promise<void>] {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    setCopied(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPY_FEEDBACK_MS);
  }, []);
  return [copied, copy];
}
