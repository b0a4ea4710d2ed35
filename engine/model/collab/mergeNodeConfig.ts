// Three-way merge of one node's config: field by field, and for a view its block tree block by block
// (mergeViewRoot.ts). Which fields an update changed, in the same names, for attributing a replaced value.
import type { NodeType } from '../flowTypes';
import type { Block } from '../view/blockTree';
import { changedFields, mergeField, mergeRecordFields, type FieldMerge } from './mergeFields';
import { changedBlockFields, mergeViewRoot } from './mergeViewRoot';
import type { ConflictPolicy } from './rebaseTypes';

type Config = Record<string, unknown>;
const ROOT: ReadonlySet<string> = new Set(['root']);

export function mergeNodeConfig(type: NodeType, base: Config, ours: Config, theirs: Config, policy: ConflictPolicy): FieldMerge<Config> {
  if (type !== 'view' || !isBlock(base.root) || !isBlock(ours.root) || !isBlock(theirs.root)) return mergeRecordFields(base, ours, theirs, policy);
  const merged = mergeRecordFields(base, ours, theirs, policy, '', ROOT);
  const root = mergeViewRoot(base.root, ours.root, theirs.root, policy);
  if (root) {
    merged.value.root = root.root;
    merged.replaced.push(...root.replaced);
    merged.skipped.push(...root.skipped);
  } else {
    merged.value.root = mergeField(base.root, ours.root, theirs.root, policy, 'root', merged.replaced, merged.skipped);
  }
  return merged;
}

/** The fields an update from `before` to `after` changed, named as mergeNodeConfig names them. */
export function changedConfigFields(type: NodeType, before: Config, after: Config): string[] {
  if (type !== 'view' || !isBlock(before.root) || !isBlock(after.root) || before.root.id !== after.root.id) return changedFields(before, after);
  return [...changedFields(before, after, '', ROOT), ...changedBlockFields(before.root, after.root)];
}

/**
 * A well-formed block tree (integer ids, unique; config and style objects; children arrays). The base comes from
 * the editor's op unchecked, so it is checked here before it is walked; a malformed one is merged as one field.
 */
function isBlock(value: unknown): value is Block {
  const ids = new Set<number>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const block = stack.pop();
    if (typeof block !== 'object' || block === null) return false;
    const { id, config, style, children } = block as Partial<Block>;
    if (!Number.isInteger(id) || ids.has(id!) || !isRecord(config) || !isRecord(style)) return false;
    if (children !== undefined && !Array.isArray(children)) return false;
    ids.add(id!);
    if (children) stack.push(...children);
  }
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
