// The redirect node: sends the visitor to the substituted URL (http or https only; relative URLs resolve against
// the page), replacing the current history entry (replace) or pushing a new one. Recorded as link_followed (with the
// pressed button) when the visitor's click on a view led straight here, else as redirected; the events are flushed
// before leaving.
// An empty or unsafe URL ends the flow with error_thrown.
import type { NodeExecutor, ViewChoice } from './nodeExecutor';

export interface Navigation {
  /** The view button the visitor pressed to get here, when the node before this one was a view; else null. */
  followedChoice(): ViewChoice | null;
  /** Sends what is queued before the page goes (sendBeacon). */
  flushEvents(): void;
  go(view: Window, url: string, replace: boolean): void;
}

export const browserNavigation = (followedChoice: () => ViewChoice | null, flushEvents: () => void): Navigation => ({
  followedChoice,
  flushEvents,
  go: (view, url, replace) => (replace ? view.location.replace(url) : view.location.assign(url)),
});

export function safeDestination(text: string, base: string): string | null {
  if (text.trim() === '') return null;
  try {
    const url = new URL(text.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function redirectNode(navigation: Navigation): NodeExecutor {
  return async (run) => {
    const view = run.mount.ownerDocument.defaultView!;
    const destination = safeDestination(run.context.substitute(String(run.node.config.url ?? '')), view.location.href);
    if (destination === null) {
      run.emit('widget_flow_error_thrown', { error: 'redirect-url-invalid', message: 'The redirect URL is empty or not http(s).' });
      return { port: null };
    }
    const choice = navigation.followedChoice();
    if (choice) run.emit('widget_flow_link_followed', { destinationUrl: destination, ...choice });
    else run.emit('widget_flow_redirected', { destinationUrl: destination });
    navigation.flushEvents();
    navigation.go(view, destination, run.node.config.replace === true);
    return { port: null };
  };
}
