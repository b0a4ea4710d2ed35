import { useEffect, useRef } from 'react';
import { isChatReady, originOf, type ChatFrameCommand } from './supportChatProtocol';

/**
 * The sandboxed chat frame: sends init when it reports ready, and logout when the popover closes.
 * The popover keeps the closed frame mounted briefly so that last message is delivered; the next
 * opening loads a fresh frame, which reports ready again.
 */
export function SupportChatFrame({ url, chatToken, open }: { url: string; chatToken: string | undefined; open: boolean }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const origin = originOf(url);
  const tokenRef = useRef(chatToken);
  tokenRef.current = chatToken;

  useEffect(() => {
    if (!origin) return;
    const frame = frameRef.current;
    const send = (command: ChatFrameCommand) => frame?.contentWindow?.postMessage(command, origin);
    const onMessage = (event: MessageEvent) => {
      if (isChatReady(event, frame?.contentWindow, origin) && tokenRef.current) send({ type: 'init', chatToken: tokenRef.current });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  useEffect(() => {
    if (!open && origin) frameRef.current?.contentWindow?.postMessage({ type: 'logout' } satisfies ChatFrameCommand, origin);
  }, [open, origin]);

  return (
    <iframe
      ref={frameRef}
      src={url}
      title="Support chat"
      className="support-chat__frame"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="strict-origin"
      data-testid="support-chat-frame"
    />
  );
}
