// The share link / iframe payload (studio.md §2.14): url-safe base64 (no padding) of the UTF-8 JSON
// [widgetId, debug 0|1, dataAttributes [[name, value], …]]. Pure: the studio's share page, the server's /w/ page
// and tests use the same codec. A data attribute is kept only when its name starts with data- and is longer
// than 5 characters.
export interface SharePayload {
  widgetId: string;
  debug: boolean;
  dataAttributes: [name: string, value: string][];
}

export const SHARE_ATTRIBUTES_MAX = 25;
export const SHARE_VALUE_MAX = 1024;
const WIDGET_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isWidgetDataAttribute(name: string): boolean {
  return name.startsWith('data-') && name.length > 5 && /^data-[a-z0-9-]+$/.test(name);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export function encodeSharePayload(payload: SharePayload): string {
  const attributes = payload.dataAttributes.filter(([name]) => isWidgetDataAttribute(name));
  return toBase64Url(new TextEncoder().encode(JSON.stringify([payload.widgetId, payload.debug ? 1 : 0, attributes])));
}

/** The payload, or null when the text is not one (bad base64, JSON or shape). */
export function decodeSharePayload(text: string): SharePayload | null {
  const bytes = fromBase64Url(text);
  if (!bytes) return null;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [widgetId, debug, attributes] = value as unknown[];
  if (typeof widgetId !== 'string' || !WIDGET_ID.test(widgetId) || (debug !== 0 && debug !== 1) || !Array.isArray(attributes)) return null;
  if (attributes.length > SHARE_ATTRIBUTES_MAX) return null;
  const dataAttributes: [string, string][] = [];
  for (const pair of attributes) {
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') return null;
    if (pair[1].length > SHARE_VALUE_MAX) return null;
    if (isWidgetDataAttribute(pair[0])) dataAttributes.push([pair[0], pair[1]]);
  }
  return { widgetId, debug: debug === 1, dataAttributes };
}
