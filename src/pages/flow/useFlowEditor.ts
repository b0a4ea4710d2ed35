// One FlowEditor per loaded flow document: created from the GET /flow answer, co-editing through engine/collab
// (its session saves with PATCH, rebases on what others saved, leases node ids; the live channel is connected by
// useLiveCollaboration) and publishing with PUT /publish. A new answer (an import of one's own) builds a new
// editor; leaving saves what is pending first. Until the flow, the caller's access and who they are are known,
// there is no editor (null).
import { useEffect, useRef, useState } from 'react';
import type { WidgetFlow } from '../../../contracts/entities';
import { FlowEditor } from '../../../engine/index';
import { useApi } from '../../api/ApiContext';
import { keys } from '../../api/queries';
import { collabTransport } from './collab/collabTransport';
import type { FlowAccess } from './flowAccess';
import { markFlowOpen } from './flowOpenMarks';

/**
 * `openAt`: where the editor opens instead of the flow's first view — asked for when the editor has been built
 * (the preview of the first view was looked at meanwhile and may have been moved; usePreviewEditor.ts).
 */
export function useFlowEditor(
  flow: WidgetFlow | null,
  access: FlowAccess | null,
  userId: string | null,
  onGone: () => void,
  openAt: () => { scale: number; offsetX: number; offsetY: number } | null = () => null,
): FlowEditor | null {
  const api = useApi();
  const openAtRef = useRef(openAt);
  openAtRef.current = openAt;
  const accessRef = useRef(access);
  accessRef.current = access;
  const [editor, setEditor] = useState<FlowEditor | null>(null);
  const [failure, setFailure] = useState<unknown>(undefined);

  const onGoneRef = useRef(onGone);
  onGoneRef.current = onGone;
  const accessKnown = access !== null;
  useEffect(() => {
    if (!flow || !accessRef.current || !userId) return;
    markFlowOpen('building');
    // Built in slices (FlowEditor.open): the page keeps painting its progress while a large flow is indexed.
    // The access known first is the one the editor starts with; later changes follow through the setters below.
    const building = new AbortController();
    let created: FlowEditor | null = null;
    FlowEditor.open(
      {
        document: flow.flow,
        version: flow.version,
        canEdit: accessRef.current!.canEdit,
        publishAllowed: accessRef.current!.publishAllowed,
        collab: { transport: collabTransport(api, flow.widgetId, () => onGoneRef.current()), userId },
        publish: async () => {
          await api.put(`${keys.widget(flow.widgetId)}/publish`);
        },
      },
      { signal: building.signal },
    ).then(
      (editor) => {
        markFlowOpen('editor');
        const at = openAtRef.current();
        if (at) editor.startAt(at);
        created = editor;
        setEditor(editor);
      },
      (failure: unknown) => {
        if (!building.signal.aborted) setFailure(failure);
      },
    );
    return () => {
      building.abort();
      if (!created) return;
      created.flushSave();
      created.destroy();
      setEditor(null);
    };
  }, [api, flow, accessKnown, userId]);
  if (failure !== undefined) throw failure;

  useEffect(() => {
    if (!access) return;
    editor?.setEditable(access.canEdit);
    editor?.setPublishAllowed(access.publishAllowed);
  }, [editor, access?.canEdit, access?.publishAllowed]);

  return editor;
}
