// Keeps where the designer is in the flow (lastFlowView.ts) while the draft's editor is open: a moment after the view
// last moved, when the page hides (a reload, a closed tab, another app) and when the page leaves the flow. Per
// frame of a pan or zoom only a timer is looked at.
import { useEffect } from 'react';
import type { FlowEditor } from '../../../engine/index';
import { signedInSubject } from '../../auth/storedSession';
import { keepLastView, viewPointOf } from './lastFlowView';

/** How long after a move the view is kept (a pan keeps it at most this often). */
export const KEEP_VIEW_AFTER_MS = 600;

export function useKeepLastView(editor: FlowEditor | null, widgetId: string): void {
  useEffect(() => {
    if (!editor) return;
    let subject: string | null;
    try {
      subject = signedInSubject(window.sessionStorage);
    } catch {
      subject = null;
    }
    if (!subject) return;
    const person = subject;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let moved = false;
    const keep = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (!moved) return;
      moved = false;
      const view = editor.viewport();
      if (view.width <= 0 || view.height <= 0 || !(view.scale > 0)) return;
      try {
        keepLastView(window.localStorage, person, widgetId, viewPointOf(view));
      } catch {
        // Storage the browser refuses: nothing kept.
      }
    };
    const viewMoved = () => {
      moved = true;
      timer ??= setTimeout(keep, KEEP_VIEW_AFTER_MS);
    };
    const detach = editor.attachOverview({ nodesChanged: () => undefined, viewportChanged: viewMoved });
    window.addEventListener('pagehide', keep);
    return () => {
      detach();
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [editor, widgetId]);
}
