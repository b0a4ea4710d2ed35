import { boolean, object } from 'superstruct';
import { textUpTo } from './configRules';
import { defineNodeKind } from './nodeKind';

export const URL_MAX = 2048;

export const redirectKind = defineNodeKind({
  type: 'redirect',
  category: 'interaction',
  tags: ['url', 'link', 'navigate'],
  badges: ['popular'],
  operation: false,
  userManaged: true,
  defaultConfig: () => ({ url: '', replace: false }),
  ports: () => ({ inputs: 1, outputs: 0 }),
  configSchema: object({ url: textUpTo(URL_MAX, 'url-too-long'), replace: boolean() }),
  publishOnlyRules: [],
});
