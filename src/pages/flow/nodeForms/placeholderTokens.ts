// {{…}} tokens in node text fields (editor.md §3 context values): `{{<node id>.<name>}}` for a value an upstream
// node offers, `{{secret.<name>}}` for an organization secret (names and parsing are the engine's). The picker
// inserts them; the chips row lists the tokens a text holds, marking those the node cannot see.
import { parseContextToken, placeholdersIn, type ContextValueOption } from '../../../../engine/model/index';

export type { ContextValueOption } from '../../../../engine/model/index';

export interface TokenRef {
  /** Between the braces, trimmed. */
  token: string;
  kind: 'node' | 'secret' | 'other';
}

/** The distinct tokens of a text, in order of first appearance. */
export function tokensIn(text: string): TokenRef[] {
  const seen = new Set<string>();
  const refs: TokenRef[] = [];
  for (const { token } of placeholdersIn(text)) {
    if (seen.has(token)) continue;
    seen.add(token);
    refs.push({ token, kind: parseContextToken(token)?.kind ?? 'other' });
  }
  return refs;
}

/** Whether the node sees a token (it is among the picker's options). */
export function tokenKnown(ref: TokenRef, options: readonly ContextValueOption[]): boolean {
  return options.some((option) => option.token === ref.token);
}

export const braced = (token: string) => `{{${token}}}`;

/** Inserts `token` into `text` replacing the selection [start, end); returns the text and the caret after it. */
export function insertToken(text: string, token: string, start = text.length, end = start): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}

/** Filters picker options by a needle over the label and its detail. */
export function filterOptions<T extends { label: string; detail?: string }>(options: readonly T[], needle: string): T[] {
  const lowered = needle.trim().toLowerCase();
  if (!lowered) return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(lowered) || (option.detail ?? '').toLowerCase().includes(lowered));
}
