// One widget on a page: loads its manifest, starts the visitor's ids and the event queue, records widget_shown,
// runs the flow and records how it ended. The composition root of the runtime: logic lives in the modules it wires.
import type { ClientEventName, ContextValue, RuntimeManifest } from '../contracts/runtime';
import { runtimeApi, type RuntimeApi } from './api/runtimeApi';
import { debugLog } from './debugLog';
import { EventQueue } from './events/EventQueue';
import { firstPartyStorage, VisitorIdentity } from './events/visitorIds';
import { runFlow, type FlowEnd } from './flow/runFlow';
import { pageFacts, visitorPageUrl } from './context/visitorPage';
import type { ViewChoice } from './nodes/nodeExecutor';
import { createExecutors } from './nodes/registry';
import { browserNavigation } from './nodes/redirectNode';

export interface WidgetOptions {
  /** The studio's origin. */
  studio: string;
  widgetId: string;
  /** Where the widget shows (views render inside it; a dialog view over the page). */
  mount: HTMLElement;
  debug?: boolean;
  lazyLoad?: boolean;
  /** The embed's data-* attributes by name (`data-user-id`), entrypoint context values. */
  dataAttributes?: Record<string, string>;
  nonce?: string;
  /** performance.now() when the embed began (the loader's start), for widget_shown's loadTime. */
  startedAt?: number;
  /** The manifest when the loader already asked for it. */
  manifest?: Promise<RuntimeManifest>;
  api?: RuntimeApi;
}

export interface WidgetHandle {
  /** How the flow ended (a manifest that cannot be loaded ends it as 'failed'). */
  done: Promise<FlowEnd>;
  /** Tears the widget down: the flow stops, views go, queued events are sent. */
  stop(): void;
}

export function startWidget(options: WidgetOptions): WidgetHandle {
  const view = options.mount.ownerDocument.defaultView!;
  const log = debugLog(options.debug === true, options.widgetId);
  const api =
    options.api ??
    runtimeApi({ studio: options.studio, widgetId: options.widgetId, sendBeacon: view.navigator.sendBeacon ? (url, body) => view.navigator.sendBeacon(url, body) : undefined });
  const controller = new AbortController();
  let detach = () => {};
  let queue: EventQueue | null = null;
  const done = (async (): Promise<FlowEnd> => {
    let manifest: RuntimeManifest;
    try {
      manifest = await (options.manifest ?? api.manifest());
    } catch (error) {
      log('manifest not loaded: the widget is not published or this origin is not allowed', error);
      return 'failed';
    }
    log(`manifest version ${manifest.version}`, manifest);
    const identity = new VisitorIdentity(firstPartyStorage(view));
    const events = new EventQueue({ version: manifest.version, send: (batch, leaving) => api.sendEvents(batch, leaving), log });
    queue = events;
    detach = events.flushWhenLeaving(view);
    const shownAt = view.performance.now();
    let touched = false;
    // The button pressed in the node that ran last, and in the one before it (a redirect right after a view).
    const choices: { last: ViewChoice | null; previous: ViewChoice | null } = { last: null, previous: null };
    const emit = (name: ClientEventName, nodeId: number | null, payload?: Record<string, ContextValue>) => {
      if (name === 'widget_flow_widget_touched') {
        if (touched) return;
        touched = true;
        payload = { timeTaken: Math.round(view.performance.now() - shownAt), ...payload };
      }
      identity.touch();
      const event = events.push(name, identity.current(), nodeId, payload);
      if (name !== 'node_reached') log(`event ${name}`, event);
    };
    const servers = new Map(manifest.server.map((node) => [node.id, node]));
    const pageUrl = visitorPageUrl(pageFacts(view), new URL(options.studio).origin);
    const executors = createExecutors({
      entrypoint: { widgetId: options.widgetId, dataAttributes: options.dataAttributes ?? {}, visitorFacts: () => api.visitor(), pageUrl },
      server: { api, version: manifest.version, nodes: servers, log, stamp: () => events.stamp() },
      navigation: browserNavigation(
        () => choices.previous,
        () => void events.flush(true),
      ),
    });
    emit('widget_flow_widget_shown', null, {
      loadTime: Math.round(shownAt - (options.startedAt ?? shownAt)),
      lazyLoad: options.lazyLoad === true,
      url: pageUrl,
    });
    const run = runFlow({
      flow: manifest.flow,
      executors,
      visitor: () => identity.current(),
      mount: options.mount,
      fileUrl: (fileId) => `${manifest.filesBase}/${encodeURIComponent(fileId)}/original.webp`,
      emit,
      signal: controller.signal,
      ...(options.nonce ? { nonce: options.nonce } : {}),
      log,
      onNode() {
        choices.previous = choices.last;
        choices.last = null;
      },
      onOutcome(_node, outcome) {
        choices.last = outcome.choice ?? null;
      },
    });
    const end = await run.end;
    log(`flow ${end}`, run.context.snapshot());
    // Ended by a view's button (its output not connected): finished says which.
    if (end === 'finished') emit('widget_flow_finished', null, { timeTaken: Math.round(view.performance.now() - shownAt), ...choices.last });
    void events.flush(false);
    return end;
  })();
  return {
    done,
    stop() {
      controller.abort();
      detach();
      void queue?.flush(true);
    },
  };
}
