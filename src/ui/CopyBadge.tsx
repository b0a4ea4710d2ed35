import { useTooltipPlacement } from './useTooltipPlacement';
import { CheckIcon, CopyIcon } from './icons/commonIcons';
import { useCopied } from './useCopied';

/** A value badge that copies itself; the tooltip reads Copy, then Copied for 2.5 s. Failures are ignored. */
export function CopyBadge({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const [copiedText, copy] = useCopied();
  const copied = copiedText === value;
  const { bubble, anchorProps } = useTooltipPlacement();

  const tip = copied ? 'Copied' : 'Copy';
  return (
    <span className="tooltip tooltip--always" {...anchorProps}>
      <button type="button" className="copy-badge" onClick={() => void copy(value)} aria-label={`${label}: ${value}. ${tip}`} data-testid={testId} data-copied={copied || undefined}>
        <code>{value}</code>
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span ref={bubble} role="tooltip" className="tooltip__bubble" data-testid={testId ? `${testId}-tooltip` : undefined}>
        {tip}
      </span>
    </span>
  );
}
