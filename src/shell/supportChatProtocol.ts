// Messages exchanged with the embedded support chat frame (studio.md §2.3).

export type ChatFrameCommand = { type: 'init'; chatToken: string } | { type: 'logout' };

/** True for a ready report from the chat frame itself (right window, right origin). */
export function isChatReady(event: Pick<MessageEvent, 'data' | 'origin' | 'source'>, frame: Window | null | undefined, chatOrigin: string): boolean {
  if (!frame || event.source !== frame || event.origin !== chatOrigin) return false;
  const data: unknown = event.data;
  if (data === 'ready') return true;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'ready';
}

export function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}
