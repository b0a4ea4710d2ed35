// The function node: each call's substituted arguments through its operation; the Nth result is return_fn_N.
import type { ContextValue } from '../../contracts/runtime';
import { callFunction } from './functionOperations';
import type { NodeExecutor } from './nodeExecutor';

export function functionNode(random: () => number = Math.random): NodeExecutor {
  return async (run) => {
    const values: Record<string, ContextValue> = {};
    const calls = (run.node.config.functions ?? []) as { name: string; args: string[] }[];
    calls.forEach((call, index) => {
      values[`return_fn_${index + 1}`] = callFunction(call.name, call.args.map((arg) => run.context.substitute(arg)), random);
    });
    return { port: 0, values };
  };
}
