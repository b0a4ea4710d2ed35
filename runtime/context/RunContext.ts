// The context values of one run of a flow (editor.md §3): `<node id>.<name>` tokens filled as the walk passes
// nodes. A node adds only the names the editor's context model offers on the output it took (engine/model);
// server-side nodes arrive without their config, so what the server answers for them is taken as it comes.
import type { ContextValue } from '../../contracts/runtime';
import type { FlowNode } from '../../engine/model/flowTypes';
import { nodeValueToken, normaliseContextName, replacePlaceholders } from '../../engine/model/context/contextName';
import { computeOfferedValues, offeredOnPort } from '../../engine/model/context/offeredByKind';
import type { ContextReader } from '../nodes/nodeExecutor';

/** Code nodes never run in a browser; their names come back from the server. */
const NO_CODE_NAMES = (): readonly string[] => [];

export class RunContext implements ContextReader {
  private readonly values = new Map<string, ContextValue>();

  get(token: string): ContextValue | undefined {
    return this.values.get(token.trim());
  }

  substitute(text: string): string {
    return replacePlaceholders(text, (token) => textOf(this.values.get(token)));
  }

  /** Records what a client-side node adds on the output it took: the offered names, each defaulting to null. */
  addOffered(node: FlowNode, port: number, values: Record<string, ContextValue> = {}): void {
    const byName = normalisedKeys(values);
    for (const name of offeredOnPort(computeOfferedValues(node, NO_CODE_NAMES), port)) {
      this.values.set(nodeValueToken(node.id, name), byName.get(name) ?? null);
    }
  }

  /** Records what the server answered for a server-side node, by normalised name. */
  addAnswered(nodeId: number, values: Record<string, ContextValue>): void {
    for (const [name, value] of normalisedKeys(values)) this.values.set(nodeValueToken(nodeId, name), value);
  }

  /** Every known token and value (debug output). */
  snapshot(): Record<string, ContextValue> {
    return Object.fromEntries(this.values);
  }
}

/** How a value reads inside a text: null and unknown read as ''. */
export function textOf(value: ContextValue | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

function normalisedKeys(values: Record<string, ContextValue>): Map<string, ContextValue> {
  const byName = new Map<string, ContextValue>();
  for (const [name, value] of Object.entries(values)) byName.set(normaliseContextName(name), value);
  return byName;
}
