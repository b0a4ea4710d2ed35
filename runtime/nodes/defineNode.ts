// The define node: each field's key becomes a context value holding its substituted value.
import type { ContextValue } from '../../contracts/runtime';
import type { NodeExecutor } from './nodeExecutor';

export const defineNode: NodeExecutor = async (run) => {
  const values: Record<string, ContextValue> = {};
  for (const field of (run.node.config.fields ?? []) as { key: string; value: string }[]) values[field.key] = run.context.substitute(field.value);
  return { port: 0, values };
};
