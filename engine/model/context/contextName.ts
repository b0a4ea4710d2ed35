// Context value names and tokens (editor.md §3 "Context values").
// A node's value is referenced as {{<node id>.<name>}}; a secret as {{secret.<name>}}.

/**
 * The normalisation rule: lowercased, characters outside a-z0-9_ become underscores, repeats collapse, leading
 * and trailing underscores are trimmed, and an empty result becomes a single underscore.
 */
export function normaliseContextName(raw: string): string {
  const name = raw
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
  return name === '' ? '_' : name;
}

/** The prefix of secret tokens: {{secret.api_key}}. */
export const SECRET_TOKEN_PREFIX = 'secret';

export function nodeValueToken(nodeId: number, name: string): string {
  return `${nodeId}.${name}`;
}

export function secretToken(secretName: string): string {
  return `${SECRET_TOKEN_PREFIX}.${secretName}`;
}

/** What a token inside {{ }} refers to, or null when it is neither `<id>.<name>` nor `secret.<name>`. */
export type ParsedToken = { kind: 'node'; nodeId: number; name: string } | { kind: 'secret'; name: string };

const NODE_TOKEN = /^(\d+)\.([a-z0-9_]+)$/;
const SECRET_TOKEN = /^secret\.([a-z0-9_]+)$/;

export function parseContextToken(token: string): ParsedToken | null {
  const trimmed = token.trim();
  const node = NODE_TOKEN.exec(trimmed);
  if (node) return { kind: 'node', nodeId: Number(node[1]), name: node[2]! };
  const secret = SECRET_TOKEN.exec(trimmed);
  if (secret) return { kind: 'secret', name: secret[1]! };
  return null;
}

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** Every {{…}} placeholder in a text, in order: the raw inside (trimmed) and its offset. */
export function placeholdersIn(text: string): { token: string; index: number }[] {
  if (!text.includes('{{')) return [];
  const found: { token: string; index: number }[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) found.push({ token: match[1]!.trim(), index: match.index });
  return found;
}

/** The text with every {{…}} placeholder replaced by what `valueOf` gives for its trimmed token. */
export function replacePlaceholders(text: string, valueOf: (token: string) => string): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_match, token: string) => valueOf(token.trim()));
}
