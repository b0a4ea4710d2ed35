import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetFlow } from '../../../contracts/entities';
import { HttpError } from '../../api/errors';
import { useCurrentUser, useWidget, usePermissions } from '../../api/queries';
import { useInvalidate } from '../../api/invalidate';
import type { RouteParams } from '../../routes';
import { usePageTitle } from '../../ui/PageHeader';
import { preloadPixiRenderer, type FlowEditor } from '../../../engine/index';
import { useSubscriptionPaused } from '../organization/subscription/useSubscriptionPaused';
import { useGuardedWidget } from '../widget/useGuardedWidget';
import { flowAccess } from './flowAccess';
import { EditorCanvas } from '../../editor/EditorCanvas';
import { useTheme } from '../../theme/ThemeContext';
import { FlowStatus } from './FlowStatus';
import { FlowWorkspace } from './FlowWorkspace';
import { useFlowEditor } from './useFlowEditor';
import type { FlowLoadProgress } from './flowLoadProtocol';
import { useFlowLoad } from './useFlowLoad';
import { useFirstView, usePreviewEditor } from './usePreviewEditor';
import { useKeepLastView } from './useKeepLastView';
import { discardEarlyPreview } from './earlyPreviewState';

/**
 * /:organizationId/widgets/:widgetId/flow — the flow editor (editor.md §2): loads the widget, its flow and the
 * caller's permissions, then mounts the engine. The scene itself belongs to the engine; React draws the chrome.
 */
export default function WidgetFlowPage({ params }: { params: RouteParams }) {
  // Once the editor had the widget, a later failure to read it (deleted meanwhile: a 404 on revalidation) must not
  // replace the editor with an error page: the workspace says the widget is gone and keeps the flow exportable.
  const hadWidget = useRef(false);
  const { organizationId, widget, widgetId } = useGuardedWidget(params, { throwOnError: !hadWidget.current });
  const widgetQuery = useWidget(widgetId, { throwOnError: !hadWidget.current });
  if (widget) hadWidget.current = true;
  // The flow starts downloading with the widget, not after it: the server authorizes the GET itself, and nothing
  // of it shows before the guard has seen the widget (the editor needs both).
  const flowQuery = useFlowLoad(widgetId);
  const permissions = usePermissions(organizationId);
  const subscriptionPaused = useSubscriptionPaused(organizationId);
  const invalidate = useInvalidate();
  const { mutate: mutateWidget } = widgetQuery;
  const { reload: reloadFlow } = flowQuery;

  const onWidgetChanged = useCallback(() => {
    void mutateWidget();
    void invalidate(`/organizations/${encodeURIComponent(organizationId)}/widgets`);
  }, [mutateWidget, invalidate, organizationId]);

  // A reload of the flow (after a conflict, an import) takes what was saved elsewhere: the widget's canPublish and
  // published state changed with it, so it is read again too (the Publish button follows it).
  const reloadFlowAndWidget = useCallback(() => Promise.all([reloadFlow(), mutateWidget()]), [reloadFlow, mutateWidget]);

  const access = useMemo(
    () => (widget && permissions.data ? flowAccess(widget, permissions.data, subscriptionPaused) : null),
    [widget, permissions.data, subscriptionPaused],
  );
  const me = useCurrentUser();
  // A save or catch-up answered 404: the widget is gone (the workspace says so and keeps the flow exportable).
  const [gone, setGone] = useState(false);
  const onGone = useCallback(() => setGone(true), []);
  const widgetError = widgetQuery.error;
  useEffect(() => {
    if (widgetError instanceof HttpError && widgetError.status === 404) setGone(true);
  }, [widgetError]);
  // Issue 24: the first view (a small answer asked for with the route) is drawn read-only while the whole flow
  // downloads and the editor is built; the editor then opens where the preview was looked at.
  const firstView = useFirstView(widgetId);
  const firstViewRef = useRef(firstView);
  firstViewRef.current = firstView;
  const previewRef = useRef<FlowEditor | null>(null);
  // Only before the first editor: a reload (after an import) must not show the first view of an older version.
  const hadEditor = useRef(false);
  const openAt = useCallback(() => {
    const preview = previewRef.current;
    if (preview) {
      const { scale, offsetX, offsetY } = preview.viewport();
      return { scale, offsetX, offsetY };
    }
    // No preview was shown (the whole flow came first): the first editor of a large flow still opens at its first
    // view's place — where this person left off, else its entrypoint; a flow that fits (a complete first view) keeps
    // the editor's own animated fit, and an editor built again (after an import) opens on its own document.
    const first = firstViewRef.current;
    return first && !first.complete && !hadEditor.current ? first.view : null;
  }, []);
  const editor = useFlowEditor(flowQuery.data ?? null, access, me.data?.id ?? null, onGone, openAt);
  if (editor) hadEditor.current = true;
  // Where the designer is, for the next open of this flow (lastFlowView.ts).
  useKeepLastView(editor, widgetId);
  const preview = usePreviewEditor(firstView, !!widget && !editor && !hadEditor.current);
  // The first script's preview (earlyPreview.ts), when the editor came before the page took it, is not needed.
  useEffect(() => {
    if (editor) discardEarlyPreview();
  }, [editor]);
  previewRef.current = preview;
  const { theme } = useTheme();
  // What the canvas shows: the draft's editor, or a published version's the workspace opened (version history).
  const [shown, setShown] = useState<{ draft: FlowEditor; shown: FlowEditor } | null>(null);
  // The draft itself is the default: storing it would re-render the whole page once more on every open.
  const onShownEditor = useCallback((next: FlowEditor) => setShown(editor && next !== editor ? { draft: editor, shown: next } : null), [editor]);
  const canvasEditor = (editor && shown?.draft === editor ? shown.shown : editor) ?? preview;

  usePageTitle(widget?.name);
  useEffect(preloadPixiRenderer, []);
  return (
    // The canvas takes the whole window below the app header: no title block, no framed box.
    <div className="page page--canvas">
      <h1 className="visually-hidden" data-testid="page-title">
        {widget?.name}
      </h1>
      <div className="flow-frame">
        {widget && access && editor ? (
          <FlowWorkspace
            editor={editor}
            widget={widget}
            access={access}
            gone={gone}
            onWidgetChanged={onWidgetChanged}
            onReloadFlow={reloadFlowAndWidget}
            onShownEditor={onShownEditor}
          />
        ) : (
          <FlowFrameLoading
            counts={flowQuery.data ? { nodes: flowQuery.data.flow.nodes.length, connections: flowQuery.data.flow.connections.length, version: flowQuery.data.version } : firstView ? { ...firstView.counts, version: firstView.version } : null}
            progress={flowQuery.data && access ? null : flowQuery.progress}
            previewing={!!preview}
          />
        )}
        {/* Mounted from the start and kept (the same place in the tree) when the editor arrives: the WebGL
            context and pixi are set up while the flow downloads, not after it. */}
        <EditorCanvas editor={canvasEditor} preview={!editor && !!preview} theme={theme} pictureOf={widgetId} />
      </div>
    </div>
  );
}

/**
 * The chrome while the data loads: same test ids, a determinate progress bar in the toolbar's place from the
 * first render (download, then the flow's slices; `progress` null: the editor is being built), counts as soon
 * as the flow (or its first view) is known. While the first view is shown (`previewing`) it says that the rest is
 * loading and that editing starts when everything is in: the canvas pans and zooms, nothing can be changed yet.
 */
function FlowFrameLoading({
  counts,
  progress,
  previewing,
}: {
  counts: { nodes: number; connections: number; version: number } | null;
  progress: FlowLoadProgress | null;
  previewing: boolean;
}) {
  const percent = Math.round((progress?.fraction ?? 1) * 100);
  const step = !progress ? 'Opening the flow…' : progress.phase === 'download' ? 'Loading the flow…' : 'Reading the flow…';
  const label = previewing ? `${!progress ? 'Opening the rest of the flow…' : 'Loading the rest of the flow…'} You can look around; editing starts when everything is in.` : step;
  return (
    <>
      <div className="flow-frame__toolbar flow-frame__loading" role="toolbar" aria-label="Flow tools" data-testid="flow-toolbar" data-previewing={previewing || undefined}>
        <span className="flow-frame__loading-label" role="status">
          {label}
        </span>
        <progress className="flow-frame__progress" max={100} value={percent} aria-label={step} data-testid="flow-progress" />
      </div>
      <FlowStatus counts={counts} />
    </>
  );
}
