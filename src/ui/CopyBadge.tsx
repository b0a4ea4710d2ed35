import { useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '../../contracts/constants';
import { useTooltipPlacement } from './useTooltipPlacement';
import { CheckIcon, CopyIcon } from './icons/commonIcons';

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
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span ref={bubble} role="tooltip" className="tooltip__bubble" data-testid={testId ? `${testId}-tooltip` : undefined}>
        {tip}
      </span>
    </span>
  );
}
