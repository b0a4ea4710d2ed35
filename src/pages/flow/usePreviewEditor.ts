// The flow page's preview (issue 24): a read-only FlowEditor of the first view (firstViewPrefetch.ts), shown on the
// canvas while the whole flow downloads and the real editor is built, so the first frame does not wait for either.
// Panning and zooming work; editing does not (canEdit false; the chrome says why). It opens where the editor will
// open with the whole flow; when the editor takes over (useFlowEditor's `openAt`), it opens where the preview was
// moved to, and the preview is destroyed.
import { useEffect, useState } from 'react';
import type { FlowFirstView } from '../../../contracts/firstView';
import type { FlowEditor } from '../../../engine/index';
import { makePreviewEditor } from './earlyPreview';
import { takeEarlyPreview } from './earlyPreviewState';
import { takeFirstView } from './firstViewPrefetch';

/** The first view asked for with the route, once it has arrived; undefined before, or when none was asked for. */
export function useFirstView(widgetId: string): FlowFirstView | undefined {
  const [firstView, setFirstView] = useState<FlowFirstView | undefined>(undefined);
  useEffect(() => {
    let left = false;
    takeFirstView(widgetId)?.then(
      (answer) => !left && setFirstView(answer),
      () => undefined,
    );
    return () => {
      left = true;
    };
  }, [widgetId]);
  return firstView;
}

/**
 * The preview editor while `active` (the widget is known and the real editor is not there yet): the one the first
 * script already drew on the flow canvas from this answer (earlyPreview.ts), else one made now.
 */
export function usePreviewEditor(firstView: FlowFirstView | undefined, active: boolean): FlowEditor | null {
  const [preview, setPreview] = useState<FlowEditor | null>(null);
  useEffect(() => {
    if (!firstView || !active) return;
    const editor = takeEarlyPreview(firstView) ?? makePreviewEditor(firstView);
    setPreview(editor);
    return () => {
      setPreview(null);
      editor.destroy();
    };
  }, [firstView, active]);
  return preview;
}
