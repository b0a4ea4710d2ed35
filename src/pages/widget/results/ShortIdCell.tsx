import { CheckIcon, CopyIcon } from '../../../ui/icons/commonIcons';
import { useCopied } from '../../../ui/useCopied';
import { MISSING, shortId } from './payloadDisplay';

export const ID_COPIED_MS = 1000;

/** An id shown as its first and last 8 characters, with a copy button whose copied state lasts 1 s. */
export function ShortIdCell({ id, label, testId }: { id: string | null | undefined; label: string; testId?: string }) {
  const [copiedText, copy] = useCopied(ID_COPIED_MS);
  if (!id) return <span className="results-id results-id--missing">{MISSING}</span>;
  const copied = copiedText === id;
  return (
    <span className="results-id" data-testid={testId}>
      <code title={id}>{shortId(id)}</code>
      <button type="button" className="icon-button results-id__copy" onClick={() => void copy(id)} aria-label={copied ? `${label} copied` : `Copy ${label}`} data-copied={copied || undefined}>
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
    </span>
  );
}
