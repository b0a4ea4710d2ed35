// What both the loader and the React component do with a place on the page: wait (lazy-load) until it is near
// the viewport, load the runtime and the manifest in parallel, and start the widget there. With pixel on, a
// runtime that cannot load still records the show with the no-script image (GET …/pixel.gif).
import type { RuntimeManifest } from '../../contracts/runtime';
import { RUNTIME_BASE } from '../../contracts/runtimePaths';
import type { EmbedOptions } from './embedOptions';
import { loadRuntime } from './loadRuntime';
import type { WidgetHandle } from './runtimeGlobal';

/** How near the viewport (px) a lazy widget starts loading. */
export const LAZY_MARGIN_PX = 300;

export interface MountRequest extends EmbedOptions {
  studio: string;
  /** The runtime bundle's file name under /runtime/v1/. */
  runtimeFile: string;
  mount: HTMLElement;
  startedAt: number;
}

export interface MountedWidget {
  stop(): void;
}

function nearViewport(element: HTMLElement, signal: AbortSignal): Promise<void> {
  const view = element.ownerDocument.defaultView!;
  if (!('IntersectionObserver' in view)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new view.IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${LAZY_MARGIN_PX}px` },
    );
    observer.observe(element);
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  });
}

export function pixelUrl(studio: string, widgetId: string, page: string): string {
  return `${studio}${RUNTIME_BASE}/widgets/${encodeURIComponent(widgetId)}/pixel.gif?url=${encodeURIComponent(page)}`;
}

export function mountWidget(request: MountRequest): MountedWidget {
  const doc = request.mount.ownerDocument;
  const log = request.debug ? (step: string, detail?: unknown) => console.info(`[widget ${request.widgetId}] ${step}`, detail ?? '') : () => {};
  const controller = new AbortController();
  let handle: WidgetHandle | null = null;
  void (async () => {
    if (request.lazyLoad) {
      log('lazy-load: waiting until the widget is near the viewport');
      await nearViewport(request.mount, controller.signal);
    }
    if (controller.signal.aborted) return;
    const base = `${request.studio}${RUNTIME_BASE}/widgets/${encodeURIComponent(request.widgetId)}`;
    log('loading the runtime and the manifest');
    const manifest = fetch(`${base}/manifest`, { credentials: 'omit' }).then((response) => {
      if (!response.ok) throw new Error(`manifest: ${response.status}`);
      return response.json() as Promise<RuntimeManifest>;
    });
    manifest.catch(() => {});
    try {
      const runtime = await loadRuntime(doc, `${request.studio}${RUNTIME_BASE}/${request.runtimeFile}`, request.nonce);
      if (controller.signal.aborted) return;
      handle = runtime.start({ ...request, manifest });
    } catch (error) {
      log('the runtime could not start', error);
      if (request.pixel) {
        const image = doc.createElement('img');
        image.src = pixelUrl(request.studio, request.widgetId, doc.location.href);
        image.alt = '';
        image.width = image.height = 1;
        image.style.cssText = 'position:absolute;width:1px;height:1px;opacity:0';
        request.mount.append(image);
      }
    }
  })();
  return {
    stop() {
      controller.abort();
      handle?.stop();
    },
  };
}
