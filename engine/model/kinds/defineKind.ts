import { object } from 'superstruct';
import { keyValueFields } from './keyValueFields';
import { defineNodeKind } from './nodeKind';

export const defineKind = defineNodeKind({
  type: 'define',
  category: 'transform',
  tags: ['variable', 'set', 'value', 'assign'],
  badges: [],
  operation: false,
  userManaged: true,
  defaultConfig: () => ({ fields: [] as { key: string; value: string }[] }),
  ports: () => ({ inputs: 1, outputs: 1 }),
  configSchema: object({ fields: keyValueFields }),
  publishOnlyRules: [],
});
