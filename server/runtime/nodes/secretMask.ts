// Masking of the widget's secret values in everything a server-side node answers to the browser or stores
// (events, collected records): each secret is replaced by `[secret]` in every form this product gives it or
// that its transport produces, not only as written: percent-encoded as the URL substitution puts it
// (encodeURIComponent, either hex case, also with ' → %27 as the URL parser escapes a query, and with !'()*
// escaped as RFC 3986 encoders do), form-encoded (application/x-www-form-urlencoded: space as +), and each of
// those JSON-escaped (as a JSON answer or a mapped object's JSON text carries it; also with every non-ASCII
// character as \uXXXX and / as \/). What it cannot see: a value the target re-encodes otherwise (base64, HTML
// entities, a hash, split or cut across texts) — server/README.md "Server-side nodes".
import type { ContextValue } from '../../../contracts/runtime';

export const SECRET_MARK = '[secret]';

const hexOf = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

function jsonEscaped(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** JSON escaping with every character past ASCII as \uXXXX (Python's json.dumps, PHP's json_encode). */
function asciiJsonEscaped(text: string): string {
  return jsonEscaped(text).replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Every text a secret may travel as, longest first, without repeats. */
export function secretForms(secret: string): string[] {
  if (secret === '') return [];
  const percent = encodeURIComponent(secret);
  const urlEncoded = [percent, percent.replace(/'/g, '%27'), percent.replace(/[!'()*]/g, hexOf)];
  const formEncoded = new URLSearchParams([['', secret]]).toString().slice(1);
  const forms = new Set([secret, ...urlEncoded, formEncoded, formEncoded.replace(/\+/g, '%20')]);
  for (const form of [...forms]) {
    const escaped = jsonEscaped(form);
    forms.add(escaped);
    forms.add(escaped.replace(/\//g, '\\/'));
    forms.add(asciiJsonEscaped(form));
    forms.add(asciiJsonEscaped(form).replace(/\//g, '\\/'));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

const hexClass = (digit: string) => (/[a-f]/i.test(digit) ? `[${digit.toLowerCase()}${digit.toUpperCase()}]` : digit);

/** A form as a pattern: its %XX and \uXXXX escapes in either hex case. */
function formPattern(form: string): string {
  return form
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%([0-9A-Fa-f])([0-9A-Fa-f])/g, (_match, high: string, low: string) => `%${hexClass(high)}${hexClass(low)}`)
    .replace(/\\\\u([0-9A-Fa-f]{4})/g, (_match, digits: string) => `\\\\u${[...digits].map(hexClass).join('')}`);
}

export class SecretMask {
  private readonly pattern: RegExp | null;

  constructor(secrets: readonly string[]) {
    const forms = [...new Set(secrets.flatMap(secretForms))].sort((a, b) => b.length - a.length);
    this.pattern = forms.length === 0 ? null : new RegExp(forms.map(formPattern).join('|'), 'g');
  }

  /** The text with every form of every secret replaced by `[secret]`. Mask before cutting a text short. */
  text(text: string): string {
    return this.pattern === null ? text : text.replace(this.pattern, SECRET_MARK);
  }

  /** A context value masked; a number or boolean whose text holds a secret becomes that text, masked. */
  value(value: ContextValue): ContextValue {
    if (this.pattern === null || value === null) return value;
    if (typeof value === 'string') return this.text(value);
    const text = String(value);
    const masked = this.text(text);
    return masked === text ? value : masked;
  }

  values(values: Record<string, ContextValue>): Record<string, ContextValue> {
    if (this.pattern === null) return values;
    return Object.fromEntries(Object.entries(values).map(([name, value]) => [this.text(name), this.value(value)]));
  }
}
