import { useEffect, useRef, useState } from 'react';
import { MISSING, shortId } from './payloadDisplay';

export const ID_COPIED_MS = 1000;

/** An id shown as its first and last 8 characters, with a copy button whose copied state lasts 1 s. */
export function ShortIdCell({ id, label, testId }: { id: string | null | undefined; label: string; testId?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!id) return <span className="results-id results-id--missing">{MISSING}</span>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
    } catch {
      return; // a clipboard failure is silent (studio.md §8)
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), ID_COPIED_MS);
  };
  return (
    <span className="results-id" data-testid={testId}>
      <code title={id}>{shortId(id)}</code>
      <button type="button" className="icon-button results-id__copy" onClick={copy} aria-label={copied ? `${label} copied` : `Copy ${label}`} data-copied={copied || undefined}>
        <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
          {copied ? (
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <path d="M5 5V3.5A1.5 1.5 0 0 1 6.5 2h6A1.5 1.5 0 0 1 14 3.5v6a1.5 1.5 0 0 1-1.5 1.5H11M3.5 5h6A1.5 1.5 0 0 1 11 6.5v6A1.5 1.5 0 0 1 9.5 14h-6A1.5 1.5 0 0 1 2 12.5v-6A1.5 1.5 0 0 1 3.5 5z" fill="none" stroke="currentColor" strokeWidth="1.3" />
          )}
        </svg>
      </button>
    </span>
  );
}
