// One FlowEditor per loaded flow document: created from the GET /flow answer, saving with PATCH (the patches
// since the last save on their base version) and publishing with PUT /publish. A new answer (reload after a
// conflict, import) builds a new editor; leaving saves what is pending first. Until the flow and the caller's
// access are both known, there is no editor (null).
import { useEffect, useRef, useState } from 'react';
import type { WidgetFlow, WidgetFlowMeta } from '../../../contracts/entities';
import { FlowEditor } from '../../../engine/index';
import { useApi } from '../../api/ApiContext';
import { keys } from '../../api/queries';
import type { FlowAccess } from './flowAccess';
import { markFlowOpen } from './flowOpenMarks';

export function useFlowEditor(flow: WidgetFlow | null, access: FlowAccess | null): FlowEditor | null {
  const api = useApi();
  const accessRef = useRef(access);
  accessRef.current = access;
  const [editor, setEditor] = useState<FlowEditor | null>(null);
  const [failure, setFailure] = useState<unknown>(undefined);

  const accessKnown = access !== null;
  useEffect(() => {
    if (!flow || !accessRef.current) return;
    const flowPath = keys.widgetFlow(flow.widgetId);
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
        sendPatches: async (body) => ({ version: (await api.patch<WidgetFlowMeta>(flowPath, body)).version }),
        publish: async () => {
          await api.put(`${keys.widget(flow.widgetId)}/publish`);
        },
      },
      { signal: building.signal },
    ).then(
      (editor) => {
        markFlowOpen('editor');
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
  }, [api, flow, accessKnown]);
  if (failure !== undefined) throw failure;

  useEffect(() => {
    if (!access) return;
    editor?.setEditable(access.canEdit);
    editor?.setPublishAllowed(access.publishAllowed);
  }, [editor, access?.canEdit, access?.publishAllowed]);

  return editor;
}
