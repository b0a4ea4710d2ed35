// What each node kind offers to the nodes downstream of it (editor.md §3 "Offered by node"), without the code
// node's parser: the caller passes how a code config's addValue names are found. The widget runtime uses this
// module directly (acorn stays out of its bundle; code runs on the server, which answers its names itself).
import type { FlowNode } from '../flowTypes';
import { buttonBlocks, type Block } from '../kinds/viewBlockSchema';
import { normaliseContextName } from './contextName';

/** The values offered on every output, plus (view) values offered only on some outputs. */
export interface OfferedValues {
  /** Offered on every output port. */
  common: readonly string[];
  /** Per output port index, offered in addition to `common` (view buttons); absent when none. */
  byOutput: readonly (readonly string[])[] | null;
}

export const ENTRYPOINT_VALUES = [
  'widget_id',
  'session_id',
  'pageload_id',
  'lead_id',
  'page_url',
  'user_agent',
  'referrer',
  'now',
  'timezone',
  'language',
  'country',
  'ip',
] as const;

const STORAGE_PREFIX: Record<string, string> = { cookie: 'cookie', 'local-storage': 'ls', 'session-storage': 'ss' };
const NONE: OfferedValues = { common: [], byOutput: null };

/** The context name a storage get/get-remove entry offers: `cookie_`, `ls_` or `ss_` plus the key, normalised. */
export function storageValueName(type: unknown, key: unknown): string {
  return normaliseContextName(`${STORAGE_PREFIX[String(type)] ?? 'cookie'}_${String(key ?? '')}`);
}

/** The names offered on one output port of what a node offers. */
export function offeredOnPort(offered: OfferedValues, port: number): readonly string[] {
  const extra = offered.byOutput?.[port];
  if (!extra || extra.length === 0) return offered.common;
  if (offered.common.length === 0) return extra;
  return unique([...offered.common, ...extra]);
}

function unique(names: Iterable<string>): string[] {
  return [...new Set(names)];
}

function normalised(raw: Iterable<unknown>): string[] {
  const names: string[] = [];
  for (const value of raw) names.push(normaliseContextName(String(value ?? '')));
  return unique(names);
}

type Config = Record<string, unknown>;
const list = (value: unknown): Config[] => (Array.isArray(value) ? (value as Config[]) : []);

/** What the node offers; `codeAdded` gives a code config's addValue names. */
export function computeOfferedValues(node: FlowNode, codeAdded: (config: Record<string, unknown>) => readonly string[]): OfferedValues {
  const config = node.config as Config;
  switch (node.type) {
    case 'entrypoint':
      return {
        common: unique([...ENTRYPOINT_VALUES, ...normalised(list(config.queryParams)), ...normalised(list(config.dataAttributes))]),
        byOutput: null,
      };
    case 'ai_prompt':
      return { common: ['response'], byOutput: null };
    case 'function':
      return { common: list(config.functions).map((_, index) => `return_fn_${index + 1}`), byOutput: null };
    case 'code':
      return { common: codeAdded(config), byOutput: null };
    case 'ab_testing':
      return { common: ['group'], byOutput: null };
    case 'view':
      return viewOffered(config);
    case 'define':
      return { common: normalised(list(config.fields).map((field) => field.key)), byOutput: null };
    case 'http_request':
      return config.sync === true ? { common: ['result'], byOutput: null } : NONE;
    case 'collect':
      return config.sync === true ? { common: ['record_id'], byOutput: null } : NONE;
    case 'storage':
      return {
        common: unique(
          list(config.entries)
            .filter((entry) => entry.action === 'get' || entry.action === 'get-remove')
            .map((entry) => storageValueName(entry.type, entry.key)),
        ),
        byOutput: null,
      };
    default:
      return NONE;
  }
}

/** Each input (and checkbox) block's name on each button output; nothing on the dialog's close output. */
function viewOffered(config: Config): OfferedValues {
  const root = config.root as Block | undefined;
  if (!root || typeof root !== 'object') return NONE;
  const names: string[] = [];
  const stack: Block[] = [root];
  while (stack.length > 0) {
    const block = stack.pop()!;
    if ((block.type === 'input' || block.type === 'checkbox') && typeof block.config?.name === 'string' && block.config.name !== '') {
      names.push(block.config.name);
    }
    const children = block.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  if (names.length === 0) return NONE;
  const fields = normalised(names);
  return { common: [], byOutput: buttonBlocks(root).map(() => fields) };
}
