// The function node's operations, by the names the node form offers (src/pages/flow/nodeForms/functionOperations.ts;
// a unit test keeps both lists equal). Arguments arrive substituted; math takes numbers written in the texts and
// answers null when an operand is not a number (or on division by zero); a failed decode answers null.
import type { ContextValue } from '../../contracts/runtime';
import { numberIn } from './conditionNode';

type Operation = (args: readonly string[], random: () => number) => ContextValue;

const math = (combine: (a: number, b: number) => number | null): Operation => (args) => {
  const a = numberIn(args[0] ?? '');
  const b = numberIn(args[1] ?? '');
  return a === null || b === null ? null : combine(a, b);
};

function utf8ToBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToUtf8(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** An index argument: an empty text is `fallback`; a non-number is null. */
function indexIn(text: string, fallback: number | undefined): number | undefined | null {
  if (text.trim() === '') return fallback;
  const number = numberIn(text);
  return number === null ? null : Math.trunc(number);
}

export const FUNCTION_IMPLEMENTATIONS: Record<string, Operation> = {
  add: math((a, b) => a + b),
  subtract: math((a, b) => a - b),
  multiply: math((a, b) => a * b),
  divide: math((a, b) => (b === 0 ? null : a / b)),
  round: (args) => {
    const a = numberIn(args[0] ?? '');
    return a === null ? null : Math.round(a);
  },
  min: math(Math.min),
  max: math(Math.max),
  /** Between From and To inclusive: a whole number when both are whole, else any number in [From, To). */
  random: (args, random) => {
    const from = numberIn(args[0] ?? '');
    const to = numberIn(args[1] ?? '');
    if (from === null || to === null) return null;
    const [low, high] = from <= to ? [from, to] : [to, from];
    if (Number.isInteger(low) && Number.isInteger(high)) return low + Math.floor(random() * (high - low + 1));
    return low + random() * (high - low);
  },
  concat: (args) => (args[0] ?? '') + (args[1] ?? ''),
  lowercase: (args) => (args[0] ?? '').toLowerCase(),
  uppercase: (args) => (args[0] ?? '').toUpperCase(),
  trim: (args) => (args[0] ?? '').trim(),
  /** Every occurrence of Find (an empty Find changes nothing). */
  replace: (args) => {
    const [text = '', find = '', replacement = ''] = args;
    return find === '' ? text : text.split(find).join(replacement);
  },
  /** Every match of the regex (global); `$1`… refer to groups; an invalid regex answers null. */
  regex_replace: (args) => {
    const [text = '', source = '', replacement = ''] = args;
    try {
      return text.replace(new RegExp(source, 'g'), replacement);
    } catch {
      return null;
    }
  },
  /** Characters from Start (default 0) up to End (default the end); negative indexes count from the end. */
  substring: (args) => {
    const text = args[0] ?? '';
    const start = indexIn(args[1] ?? '', 0);
    const end = indexIn(args[2] ?? '', undefined);
    return start === null || end === null ? null : text.slice(start, end);
  },
  length: (args) => [...(args[0] ?? '')].length,
  url_encode: (args) => encodeURIComponent(args[0] ?? ''),
  url_decode: (args) => {
    try {
      return decodeURIComponent(args[0] ?? '');
    } catch {
      return null;
    }
  },
  base64_encode: (args) => utf8ToBase64(args[0] ?? ''),
  base64_decode: (args) => base64ToUtf8(args[0] ?? ''),
};

/** One call's result; an unknown operation answers null. */
export function callFunction(name: string, args: readonly string[], random: () => number = Math.random): ContextValue {
  const operation = FUNCTION_IMPLEMENTATIONS[name];
  return operation ? operation(args, random) : null;
}
