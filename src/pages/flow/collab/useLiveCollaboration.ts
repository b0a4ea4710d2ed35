// Connects one editor to its flow's live channel (connectLive.ts) while the page shows it; `access` refetches
// the caller's rights and the widget (the page turns the editor read-only or editable). Returns where the channel
// stands, and why it stopped if it did.
import { useEffect, useState } from 'react';
import type { FlowEditor } from '../../../../engine/index';
import { useApi } from '../../../api/ApiContext';
import { useInvalidate } from '../../../api/invalidate';
import { keys } from '../../../api/queries';
import { connectLive } from './connectLive';
import { liveChannelUrl, type LiveChannelEnd, type LiveChannelStatus } from './LiveChannel';

export interface LiveCollaborationState {
  status: LiveChannelStatus;
  /** Why the channel stopped for good, or null. */
  end: LiveChannelEnd | null;
}

export function useLiveCollaboration(editor: FlowEditor, widgetId: string, organizationId: string): LiveCollaborationState {
  const api = useApi();
  const invalidate = useInvalidate();
  const [state, setState] = useState<LiveCollaborationState>({ status: 'connecting', end: null });

  useEffect(() => {
    const collab = editor.collab;
    if (!collab) return;
    const connection = connectLive(collab, {
      url: liveChannelUrl(api.url(`${keys.widgetFlow(widgetId)}/live`)),
      token: () => api.accessToken(),
      status: (status, end) => setState({ status, end }),
      access: () => void invalidate(keys.permissions(organizationId), keys.widget(widgetId)),
    });
    return () => connection.stop();
  }, [api, invalidate, editor, widgetId, organizationId]);

  return state;
}
