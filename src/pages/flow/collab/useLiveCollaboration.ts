// Connects one editor to its flow's live channel: the welcome opens the session (peers, catch-up), changes go to
// the session in version order, presence to the peers, `reload` loads the flow again, `access` refetches the
// caller's rights (the page turns the editor read-only or editable). This editor's presence goes out whenever it
// changes (the channel coalesces it). Returns where the channel stands, and why it stopped if it did.
import { useEffect, useState } from 'react';
import type { FlowEditor } from '../../../../engine/index';
import { useApi } from '../../../api/ApiContext';
import { useInvalidate } from '../../../api/invalidate';
import { keys } from '../../../api/queries';
import { LiveChannel, liveChannelUrl, type LiveChannelEnd, type LiveChannelStatus } from './LiveChannel';

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
    let ownClientId: string | null = null;
    const channel = new LiveChannel({
      url: liveChannelUrl(api.url(`${keys.widgetFlow(widgetId)}/live`)),
      token: () => api.accessToken(),
      handlers: {
        message: (message) => {
          switch (message.type) {
            case 'welcome':
              ownClientId = message.clientId;
              collab.channelOpened({ clientId: message.clientId, version: message.version, canEdit: message.canEdit, peers: message.peers.filter((peer) => peer.clientId !== message.clientId) });
              return;
            case 'change':
              collab.session.receive(message.change);
              return;
            case 'presence':
              if (message.peer.clientId !== ownClientId) collab.presence.set(message.peer);
              return;
            case 'left':
              collab.presence.remove(message.clientId);
              return;
            case 'access':
              // The caller's role changed: the page's rights come from the permissions (and the widget's state).
              void invalidate(keys.permissions(organizationId), keys.widget(widgetId));
              return;
            case 'reload':
              void collab.session.reload(message.reason).catch(() => undefined);
              return;
            default:
              return;
          }
        },
        status: (status, end) => {
          if (status !== 'open') collab.channelClosed();
          setState({ status, end });
        },
      },
    });
    const offPresence = collab.onLocalPresence(() => channel.sendPresence(collab.localPresence()));
    channel.start();
    return () => {
      offPresence();
      channel.stop();
      collab.channelClosed();
    };
  }, [api, invalidate, editor, widgetId, organizationId]);

  return state;
}
