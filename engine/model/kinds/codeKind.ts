import { object } from 'superstruct';
import { textUpTo } from './configRules';
import { defineNodeKind } from './nodeKind';

/** editor.md §5 does not give the code limit; 64 KiB is this engine's decision. */
export const CODE_MAX = 65_536;
export const DEFAULT_CODE = 'export default async function (context) {\n  // context.getValue(name), context.addValue(name, value)\n}\n';

export const codeKind = defineNodeKind({
  type: 'code',
  category: 'transform',
  tags: ['javascript', 'script', 'custom'],
  badges: [],
  operation: false,
  userManaged: true,
  defaultConfig: () => ({ code: DEFAULT_CODE }),
  ports: () => ({ inputs: 1, outputs: 1 }),
  configSchema: object({ code: textUpTo(CODE_MAX, 'code-too-long') }),
  publishOnlyRules: [],
});
