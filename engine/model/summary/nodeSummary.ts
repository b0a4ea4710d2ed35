// What a node does, in one line of words from its config (the card's summary, the find results list):
// redirect URL, condition branches, A/B split, HTTP method and URL, define/collect keys, email subject, prompt
// start, note text, view's first text… Pure and memoised per config object (configs are immutable values in
// the model), so a card re-dressed for the same config costs a WeakMap lookup.
import type { FlowNode, NodeType } from '../flowTypes';
import type { Block } from '../kinds/viewBlockSchema';

type Config = Record<string, unknown>;

const memo = new WeakMap<Config, string>();

export function nodeSummary(node: Pick<FlowNode, 'type' | 'config'>): string {
  const cached = memo.get(node.config);
  if (cached !== undefined) return cached;
  const summary = oneLine(SUMMARIES[node.type](node.config));
  memo.set(node.config, summary);
  return summary;
}

/** Collapses white space; a summary is one line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts `text` to at most `max` characters, ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return max <= 1 ? '…' : `${text.slice(0, max - 1).trimEnd()}…`;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The first text block of a view, in reading (pre-)order. */
export function firstViewText(root: Block | undefined): string {
  if (!root) return '';
  const stack: Block[] = [root];
  while (stack.length > 0) {
    const block = stack.pop()!;
    if (block.type === 'text' && oneLine(str(block.config.text))) return str(block.config.text);
    const children = block.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return '';
}

/** Letters of the A/B outputs: A, B, … Z, then AA, AB… */
export function abLetter(index: number): string {
  let label = '';
  let n = index;
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}

function keysOf(config: Config, empty: string): string {
  const keys = list<{ key?: unknown }>(config.fields)
    .map((field) => str(field.key))
    .filter(Boolean);
  return keys.length > 0 ? keys.join(', ') : empty;
}

const SUMMARIES: Record<NodeType, (config: Config) => string> = {
  entrypoint: (config) => {
    const params = list<string>(config.queryParams);
    return params.length > 0 ? `Starts the flow · ?${params.join(', ')}` : 'Starts the flow';
  },
  redirect: (config) => str(config.url) || 'No URL yet',
  view: (config) => {
    const text = firstViewText(config.root as Block | undefined);
    const prefix = config.dialog === true ? 'Dialog: ' : '';
    return `${prefix}${text || 'No text'}`;
  },
  await: (config) => {
    const events = list<{ trigger?: unknown; values?: unknown }>(config.events);
    const parts = events.map((event) => [str(event.trigger), ...list<string>(event.values).filter(Boolean)].join(' '));
    return parts.length > 0 ? parts.join(config.mode === 'some' ? ' or ' : ' and ') : 'No events';
  },
  storage: (config) => {
    const entries = list<{ action?: unknown; type?: unknown; key?: unknown }>(config.entries);
    return entries.length > 0 ? entries.map((entry) => `${str(entry.action)} ${str(entry.type)} ${str(entry.key)}`.trim()).join(', ') : 'No entries';
  },
  condition: (config) => {
    const branches = list<{ mode?: unknown; conditions?: unknown }>(config.branches);
    const first = branches[0] ? list<{ operator?: unknown; values?: unknown }>(branches[0].conditions)[0] : undefined;
    const head = `${branches.length} ${branches.length === 1 ? 'branch' : 'branches'}${config.hasDefault === true ? ' + default' : ''}`;
    if (!first) return head;
    const values = list<string>(first.values).filter(Boolean);
    return `${head} · ${[values[0] ?? '', str(first.operator), ...values.slice(1)].filter(Boolean).join(' ')}`;
  },
  ab_testing: (config) => {
    const weights = list<number>(config.weights);
    return weights.map((weight, index) => `${abLetter(index)} ${weight}%`).join(' · ') + (config.sticky === true ? ' · sticky' : '');
  },
  ai_prompt: (config) => str(config.prompt) || 'No prompt yet',
  function: (config) => {
    const names = list<{ name?: unknown }>(config.functions).map((fn) => str(fn.name)).filter(Boolean);
    return names.length > 0 ? names.map((name) => `${name}()`).join(', ') : 'No functions';
  },
  code: (config) => {
    const line = str(config.code)
      .split('\n')
      .map((text) => text.trim())
      .find((text) => text && !text.startsWith('//') && !text.startsWith('/*') && !text.startsWith('*'));
    return line ?? 'Empty';
  },
  define: (config) => keysOf(config, 'No values'),
  collect: (config) => {
    const keys = keysOf(config, 'No fields');
    return str(config.partition) ? `${str(config.partition)}: ${keys}` : keys;
  },
  http_request: (config) => `${str(config.method) || 'GET'} ${str(config.url) || '(no URL)'}`,
  email: (config) => str(config.subject) || (str(config.to) ? `To ${str(config.to)}` : 'No subject yet'),
  note: (config) => str(config.text) || 'Empty note',
};
