// Tells the runtime's in-memory caches that a widget's publication changed (publish, archive, delete) in
// this process, so the next visitor request reads it again. Other processes rely on the caches' short TTL.
type Listener = (widgetId: string) => void;

const listeners = new Set<Listener>();

export function onPublicationChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publicationChanged(widgetId: string): void {
  for (const listener of listeners) listener(widgetId);
}
