// {{…}} tokens in node text fields (editor.md §3 context values): a context value is `{{<node id>.<name>}}`,
// an organization secret `{{secret.<name>}}`. The picker inserts them; the chips row lists what a text holds.

export interface ContextValueOption {
  nodeId: number;
  name: string;
  /** Where it comes from, for the picker (e.g. "Entrypoint #1"). */
  source: string;
}

export type TokenRef = { kind: 'context'; nodeId: number; name: string; token: string } | { kind: 'secret'; name: string; token: string } | { kind: 'other'; token: string };

export const SECRET_PREFIX = 'secret';

export const contextToken = (nodeId: number, name: string) => `{{${nodeId}.${name}}}`;
export const secretToken = (name: string) => `{{${SECRET_PREFIX}.${name}}}`;

const TOKEN = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** The distinct tokens of a text, in order of first appearance. */
export function tokensIn(text: string): TokenRef[] {
  const seen = new Set<string>();
  const refs: TokenRef[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const inner = match[1]!;
    const token = `{{${inner}}}`;
    if (seen.has(token)) continue;
    seen.add(token);
    const dot = inner.indexOf('.');
    const head = dot === -1 ? inner : inner.slice(0, dot);
    const name = dot === -1 ? '' : inner.slice(dot + 1);
    if (head === SECRET_PREFIX && name) refs.push({ kind: 'secret', name, token });
    else if (/^\d+$/.test(head) && name) refs.push({ kind: 'context', nodeId: Number(head), name, token });
    else refs.push({ kind: 'other', token });
  }
  return refs;
}

/** Whether a token names something the node can see (an upstream value or a known secret). */
export function tokenKnown(ref: TokenRef, values: readonly ContextValueOption[], secrets: readonly string[]): boolean {
  if (ref.kind === 'context') return values.some((value) => value.nodeId === ref.nodeId && value.name === ref.name);
  if (ref.kind === 'secret') return secrets.includes(ref.name);
  return false;
}

/** Inserts `token` into `text` replacing the selection [start, end); returns the text and the caret after it. */
export function insertToken(text: string, token: string, start = text.length, end = start): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}

/** Filters picker options by a needle over the token and its source. */
export function filterOptions<T extends { label: string; detail?: string }>(options: readonly T[], needle: string): T[] {
  const lowered = needle.trim().toLowerCase();
  if (!lowered) return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(lowered) || (option.detail ?? '').toLowerCase().includes(lowered));
}
