// The text a node is found by: "#<id>", its kind (type and readable label), and every string in its config
// (URLs, prompts, keys, texts, view blocks…), lower-cased in one line. Pure.
import type { FlowNode } from '../flowTypes';

/** Separates the parts, so a query never matches across two of them. */
export const SEARCH_SEPARATOR = '\u0001';

export function nodeSearchText(node: Pick<FlowNode, 'id' | 'type' | 'config'>, kindLabel: string): string {
  const parts: string[] = [`#${node.id}`, node.type, kindLabel];
  collectStrings(node.config, parts);
  return parts.join(SEARCH_SEPARATOR).toLowerCase();
}

/** Every string value in a JSON value (iterative: a deep view tree cannot overflow the stack). */
function collectStrings(value: unknown, into: string[]): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item) into.push(item);
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) stack.push(item[index]);
    } else if (item !== null && typeof item === 'object') {
      const values = Object.values(item as Record<string, unknown>);
      for (let index = values.length - 1; index >= 0; index -= 1) stack.push(values[index]);
    }
  }
}
