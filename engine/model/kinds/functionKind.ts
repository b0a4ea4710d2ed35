import { array, object } from 'superstruct';
import { listUpTo, textUpTo } from './configRules';
import { defineNodeKind } from './nodeKind';

export const FUNCTIONS_MAX = 50;

export const functionKind = defineNodeKind({
  type: 'function',
  category: 'transform',
  tags: ['math', 'string', 'format', 'replace', 'regex', 'encode', 'decode'],
  badges: [],
  operation: false,
  userManaged: true,
  defaultConfig: () => ({ functions: [] as { name: string; args: string[] }[] }),
  ports: () => ({ inputs: 1, outputs: 1 }),
  configSchema: object({
    functions: listUpTo(
      object({ name: textUpTo(100, 'name-too-long'), args: array(textUpTo(1024, 'value-too-long')) }),
      FUNCTIONS_MAX,
      'too-many-functions',
    ),
  }),
  publishOnlyRules: [],
});
