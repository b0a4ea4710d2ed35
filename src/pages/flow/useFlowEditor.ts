// One FlowEditor per loaded flow document: created from the GET /flow answer, saving with PATCH (the patches
// since the last save on their base version) and publishing with PUT /publish. A new answer (reload after a
// conflict, import) builds a new editor; leaving saves what is pending first.
import { useEffect, useRef, useState } from 'react';
import type { WidgetFlow, WidgetFlowMeta } from '../../../contracts/entities';
import { FlowEditor } from '../../../engine/index';
import { useApi } from '../../api/ApiContext';
import { keys } from '../../api/queries';
import type { FlowAccess } from './flowAccess';

export function useFlowEditor(flow: WidgetFlow, access: FlowAccess): FlowEditor | null {
  const api = useApi();
  const accessRef = useRef(access);
  accessRef.current = access;
  const [editor, setEditor] = useState<FlowEditor | null>(null);

  useEffect(() => {
    const flowPath = keys.widgetFlow(flow.widgetId);
    const created = new FlowEditor({
      document: flow.flow,
      version: flow.version,
      canEdit: accessRef.current.canEdit,
      publishAllowed: accessRef.current.publishAllowed,
      sendPatches: async (body) => ({ version: (await api.patch<WidgetFlowMeta>(flowPath, body)).version }),
      publish: async () => {
        await api.put(`${keys.widget(flow.widgetId)}/publish`);
      },
    });
    setEditor(created);
    return () => {
      created.flushSave();
      created.destroy();
    };
  }, [api, flow]);

  useEffect(() => {
    editor?.setEditable(access.canEdit);
    editor?.setPublishAllowed(access.publishAllowed);
  }, [editor, access.canEdit, access.publishAllowed]);

  return editor;
}
