import { useEffect, useRef, useState } from 'react';
import { CheckIcon, CopyIcon } from '../../../ui/icons/commonIcons';
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
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
    </span>
  );
}
