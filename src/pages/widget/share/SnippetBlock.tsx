import { Button } from '../../../ui/Button';
import { useCopied } from '../../../ui/useCopied';

/** The generated code with its copy button (Copied for 2.5 s, while the code shown is the one copied). */
export function SnippetBlock({ code, label, testId }: { code: string; label: string; testId: string }) {
  const [copiedText, copy] = useCopied();
  const copied = copiedText === code;
  return (
    <div className="share-snippet">
      <div className="share-snippet__head">
        <span className="share-snippet__label">{label}</span>
        <Button size="sm" variant={copied ? 'secondary' : 'primary'} onClick={() => void copy(code)} data-testid={`${testId}-copy`} data-copied={copied || undefined}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <pre className="share-snippet__code" data-testid={testId}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
