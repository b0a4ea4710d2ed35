// What a script tag (or the /w/ page) asks for, read from its data-* attributes (README "Embedding"):
// data-widget-id (required), data-debug, data-lazy-load, data-pixel, data-nonce; every other data-* attribute
// is the widget's own and becomes an entrypoint context value (when the entrypoint lists it).
export interface EmbedOptions {
  widgetId: string;
  debug: boolean;
  lazyLoad: boolean;
  pixel: boolean;
  nonce?: string;
  dataAttributes: Record<string, string>;
}

export const LOADER_ATTRIBUTES = ['data-widget-id', 'data-debug', 'data-lazy-load', 'data-pixel', 'data-nonce'];

/** "", "true", "1", "yes" and "on" are true (a bare attribute is true); anything else, or absent, false. */
export function flag(value: string | null): boolean {
  return value !== null && ['', 'true', '1', 'yes', 'on'].includes(value.trim().toLowerCase());
}

export function readEmbedOptions(element: Element): EmbedOptions | null {
  const widgetId = element.getAttribute('data-widget-id')?.trim();
  if (!widgetId) return null;
  const dataAttributes: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.name.startsWith('data-') && attribute.name.length > 5 && !LOADER_ATTRIBUTES.includes(attribute.name)) {
      dataAttributes[attribute.name] = attribute.value;
    }
  }
  const nonce = element.getAttribute('data-nonce') || (element as HTMLElement).nonce || undefined;
  return {
    widgetId,
    debug: flag(element.getAttribute('data-debug')),
    lazyLoad: flag(element.getAttribute('data-lazy-load')),
    pixel: flag(element.getAttribute('data-pixel')),
    ...(nonce ? { nonce } : {}),
    dataAttributes,
  };
}
