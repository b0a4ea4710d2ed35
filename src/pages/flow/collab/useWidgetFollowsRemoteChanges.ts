// Changes saved by others make the widget's draft differ from what is published (its `canPublish`, which the
// Publish button follows): the widget is read again after them — at most once every REFRESH_MS however fast they
// come (the last one of a burst always leads to a read), so twenty editors do not turn into twenty reads a second.
import { useEffect } from 'react';
import type { FlowEditor } from '../../../../engine/index';

export const REFRESH_MS = 2000;

export function useWidgetFollowsRemoteChanges(editor: FlowEditor, onWidgetChanged: () => void): void {
  useEffect(() => {
    const collab = editor.collab;
    if (!collab) return;
    let last = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      timer = null;
      last = performance.now();
      onWidgetChanged();
    };
    const changed = () => {
      if (timer !== null) return;
      const wait = last + REFRESH_MS - performance.now();
      if (wait <= 0) refresh();
      else timer = setTimeout(refresh, wait);
    };
    const off = collab.listen({ remoteChange: changed, resynced: changed });
    return () => {
      off();
      if (timer !== null) clearTimeout(timer);
    };
  }, [editor, onWidgetChanged]);
}
