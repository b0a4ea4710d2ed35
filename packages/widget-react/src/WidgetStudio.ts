// <WidgetStudio widgetId="…" />: runs a published widget where the component stands, through the same loader
// and runtime as embed.js. Safe under server rendering: nothing touches window or document at import or
// render time; the widget starts in an effect (browser only) and stops on unmount.
import { createElement, useEffect, useRef, type CSSProperties, type ReactElement } from 'react';
import { mountWidget, pixelUrl } from '../../../runtime/loader/mountWidget';

declare const __WSR_RUNTIME_FILE__: string;

export interface WidgetStudioProps {
  widgetId: string;
  /** The studio's origin (PUBLIC_URL). Optional when this module is the one the studio serves at /runtime/v1/react.js. */
  studio?: string;
  debug?: boolean;
  lazyLoad?: boolean;
  /** Records the show with an image when scripts cannot run (a <noscript> image, rendered on the server too). */
  pixel?: boolean;
  /** CSP nonce for the runtime's script and style elements. */
  nonce?: string;
  /** The widget's data attributes (`{ 'data-user-id': '42' }`): entrypoint context values. */
  dataAttributes?: Record<string, string>;
  className?: string;
  style?: CSSProperties;
}

/** The runtime bundle's file name, fixed when the studio builds this module. */
export const RUNTIME_FILE = typeof __WSR_RUNTIME_FILE__ === 'string' ? __WSR_RUNTIME_FILE__ : 'runtime.js';

/** The studio origin: the prop, else where this module was served from (http(s) only), else null. */
export function studioOrigin(studio: string | undefined, moduleUrl: string): string | null {
  if (studio) return new URL(studio).origin;
  try {
    const url = new URL(moduleUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Only data-* names longer than "data-" are the widget's (studio.md §2.14). */
export function widgetDataAttributes(attributes: Record<string, string> | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes ?? {})) if (name.startsWith('data-') && name.length > 5) kept[name] = value;
  return kept;
}

export function WidgetStudio(props: WidgetStudioProps): ReactElement {
  const place = useRef<HTMLDivElement>(null);
  const studio = studioOrigin(props.studio, import.meta.url);
  const attributes = JSON.stringify(widgetDataAttributes(props.dataAttributes));
  useEffect(() => {
    const mount = place.current;
    if (!mount || !studio) {
      if (!studio) console.error('[widget] <WidgetStudio> needs the studio prop (the studio origin)');
      return;
    }
    const widget = mountWidget({
      widgetId: props.widgetId,
      studio,
      runtimeFile: RUNTIME_FILE,
      mount,
      debug: props.debug === true,
      lazyLoad: props.lazyLoad === true,
      pixel: props.pixel === true,
      ...(props.nonce ? { nonce: props.nonce } : {}),
      dataAttributes: JSON.parse(attributes) as Record<string, string>,
      startedAt: performance.now(),
    });
    return () => widget.stop();
  }, [props.widgetId, studio, props.debug, props.lazyLoad, props.pixel, props.nonce, attributes]);
  const noscript =
    props.pixel && studio
      ? createElement('noscript', null, createElement('img', { src: pixelUrl(studio, props.widgetId, ''), alt: '', width: 1, height: 1 }))
      : null;
  return createElement('div', { ref: place, 'data-widget-studio': props.widgetId, className: props.className, style: props.style }, noscript);
}
