// Connects one editor to its flow's live channel (connectLive.ts) while the page shows it; `access` refetches
// the caller's rights and the widget (the page turns the editor read-only or editable); a change made elsewhere
// refetches the widget alone (its canPublish, which Publish follows), once a burst of changes settles (1 s).
// Returns where the channel stands, and why it stopped if it did.
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { FlowEditor } from '../../../../engine/index';
import { useApi } from '../../../api/ApiContext';
import { useInvalidate } from '../../../api/invalidate';
import { keys } from '../../../api/queries';
import { debounce } from '../../widget/results/debounce';
import { connectLive } from './connectLive';
import { liveChannelUrl, type LiveChannelEnd, type LiveChannelStatus } from './LiveChannel';

export interface LiveCollaborationState {
  status: LiveChannelStatus;
  /** Why the channel stopped for good, or null. */
  end: LiveChannelEnd | null;
}

/** A burst of changes made elsewhere reads the widget once, this long after the last of them. */
const WIDGET_REFRESH_MS = 1000;

export function useLiveCollaboration(editor: FlowEditor, widgetId: string, organizationId: string): LiveCollaborationState {
  const api = useApi();
  const invalidate = useInvalidate();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<LiveCollaborationState>({ status: 'connecting', end: null });

  useEffect(() => {
    const collab = editor.collab;
    if (!collab) return;
    // The widget's own key, not the prefix (its secrets, stats… did not change).
    const refreshWidget = debounce(() => void mutate(keys.widget(widgetId)), WIDGET_REFRESH_MS);
    const connection = connectLive(collab, {
      url: liveChannelUrl(api.url(`${keys.widgetFlow(widgetId)}/live`)),
      token: () => api.accessToken(),
      status: (status, end) => setState({ status, end }),
      access: () => void invalidate(keys.permissions(organizationId), keys.widget(widgetId)),
      changedElsewhere: refreshWidget,
    });
    return () => {
      refreshWidget.cancel();
      connection.stop();
    };
  }, [api, invalidate, mutate, editor, widgetId, organizationId]);

  return state;
}
