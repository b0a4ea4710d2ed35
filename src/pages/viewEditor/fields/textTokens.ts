// A text block's {{context value}} tokens as the text field shows them (editor.md §3 text config): the text cut
// into plain runs and tokens, each token marked known (an upstream value of this view node), secret (never
// rendered to visitors: the runtime removes them) or unknown. Parsing is the engine's (placeholdersIn).
import { parseContextToken, placeholdersIn, type ContextValueOption } from '../../../../engine/model/index';

export type TokenKind = 'known' | 'secret' | 'unknown';
export type TextSegment = { kind: 'text'; text: string } | { kind: 'token'; text: string; token: string; status: TokenKind };

/** Values a visitor's view may show: those of upstream nodes, never secrets. */
export function visitorValues(values: readonly ContextValueOption[]): ContextValueOption[] {
  return values.filter((value) => value.source === 'node');
}

export function tokenStatus(token: string, values: readonly ContextValueOption[]): TokenKind {
  if (parseContextToken(token)?.kind === 'secret') return 'secret';
  return values.some((value) => value.source === 'node' && value.token === token) ? 'known' : 'unknown';
}

/** The text as runs of plain text and tokens, which joined give the text back. */
export function textSegments(text: string, values: readonly ContextValueOption[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const { token, index } of placeholdersIn(text)) {
    const end = text.indexOf('}}', index + 2) + 2;
    if (index > at) segments.push({ kind: 'text', text: text.slice(at, index) });
    segments.push({ kind: 'token', text: text.slice(index, end), token, status: tokenStatus(token, values) });
    at = end;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}
