import { useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '../../contracts/constants';
import { useTooltipPlacement } from './useTooltipPlacement';

/** A value badge that copies itself; the tooltip reads Copy, then Copied for 2.5 s. Failures are ignored. */
export function CopyBadge({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { bubble, anchorProps } = useTooltipPlacement();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      return; // studio.md §8: a clipboard failure is silent
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };

  const tip = copied ? 'Copied' : 'Copy';
  return (
    <span className="tooltip tooltip--always" {...anchorProps}>
      <button type="button" className="copy-badge" onClick={copy} aria-label={`${label}: ${value}. ${tip}`} data-testid={testId} data-copied={copied || undefined}>
        <code>{value}</code>
        <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
          {copied ? (
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <path d="M5 5V3.5A1.5 1.5 0 0 1 6.5 2h6A1.5 1.5 0 0 1 14 3.5v6a1.5 1.5 0 0 1-1.5 1.5H11M3.5 5h6A1.5 1.5 0 0 1 11 6.5v6A1.5 1.5 0 0 1 9.5 14h-6A1.5 1.5 0 0 1 2 12.5v-6A1.5 1.5 0 0 1 3.5 5z" fill="none" stroke="currentColor" strokeWidth="1.3" />
          )}
        </svg>
      </button>
      <span ref={bubble} role="tooltip" className="tooltip__bubble" data-testid={testId ? `${testId}-tooltip` : undefined}>
        {tip}
      </span>
    </span>
  );
}
