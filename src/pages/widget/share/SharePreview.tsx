import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';

/**
 * The published widget running for real: the /w/ page (what the iframe and link tabs give out) in a frame, with
 * the current debug and data attributes. It starts on request, since every run is a visit that counts in Results.
 */
export function SharePreview({ url, published }: { url: string; published: boolean | null }) {
  const [run, setRun] = useState(0);
  if (published === null) return <Skeleton height={36} />;
  if (!published) {
    return (
      <p className="share-preview__note" data-testid="share-preview-unpublished">
        Publish the widget from its flow to preview it here.
      </p>
    );
  }
  return (
    <div className="share-preview">
      <div className="share-preview__bar">
        <span className="share-options__hint">Runs the published version; each run counts as a visit in Results.</span>
        <Button size="sm" variant={run ? 'secondary' : 'primary'} onClick={() => setRun((count) => count + 1)} data-testid="share-preview-run">
          {run ? 'Restart' : 'Run preview'}
        </Button>
      </div>
      {run ? <iframe key={`${run}:${url}`} className="share-preview__frame" src={url} title="Widget preview" data-testid="share-preview-frame" /> : null}
    </div>
  );
}
