// The live channel wired to an editor's co-editing module, without React (the page's hook and the API
// convergence test use it alike): the welcome opens the session (peers, catch-up), changes go to the session in
// version order, presence to the peers (never one's own), `left` removes a peer, `reload` loads the flow again,
// `access` and changes made elsewhere are handed to the caller; this editor's presence goes out whenever it changes (coalesced by the channel).
import type { LiveServerMessage } from '../../../../contracts/collab';
import type { EditorCollab } from '../../../../engine/index';
import { LiveChannel, type LiveChannelOptions, type LiveChannelEnd, type LiveChannelStatus } from './LiveChannel';

export interface LiveConnection {
  readonly channel: LiveChannel;
  stop(): void;
}

export interface ConnectLiveOptions extends Omit<LiveChannelOptions, 'handlers'> {
  status?(status: LiveChannelStatus, end: LiveChannelEnd | null): void;
  /** The caller's rights changed (the host refetches them). */
  access?(canEdit: boolean): void;
  /**
   * The flow changed by someone else's hand (another editor's change, a save without a live channel, a replacement
   * that reloads it): what the widget says of it (`canPublish`) changed too, so the host reads the widget again.
   */
  changedElsewhere?(): void;
  /** Every message, after the editor took it (tests). */
  message?(message: LiveServerMessage): void;
}

export function connectLive(collab: EditorCollab, options: ConnectLiveOptions): LiveConnection {
  let ownClientId: string | null = null;
  const channel = new LiveChannel({
    ...options,
    handlers: {
      message: (message) => {
        switch (message.type) {
          case 'welcome':
            ownClientId = message.clientId;
            collab.channelOpened({
              clientId: message.clientId,
              version: message.version,
              canEdit: message.canEdit,
              peers: message.peers.filter((peer) => peer.clientId !== message.clientId),
            });
            break;
          case 'change':
            collab.session.receive(message.change);
            if (message.change.clientId !== ownClientId) options.changedElsewhere?.();
            break;
          case 'presence':
            if (message.peer.clientId !== ownClientId) collab.presence.set(message.peer);
            break;
          case 'left':
            collab.presence.remove(message.clientId);
            break;
          case 'access':
            options.access?.(message.canEdit);
            break;
          case 'reload':
            void collab.session.reload(message.reason).catch(() => undefined);
            options.changedElsewhere?.();
            break;
          default:
            break;
        }
        options.message?.(message);
      },
      status: (status, end) => {
        if (status !== 'open') collab.channelClosed();
        options.status?.(status, end);
      },
    },
  });
  const offPresence = collab.onLocalPresence(() => channel.sendPresence(collab.localPresence()));
  channel.start();
  return {
    channel,
    stop() {
      offPresence();
      channel.stop();
      collab.channelClosed();
    },
  };
}
