import { object, refine } from 'superstruct';
import { NAME_LENGTH_MAX } from '../flowLimits';
import { listUpTo, textUpTo, withRules } from './configRules';
import { defineNodeKind } from './nodeKind';

export const ENTRYPOINT_LIST_MAX = 25;
export const ORIGIN_MAX = 256;
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const ALLOW_ALL_ORIGINS = '*';

const dataAttribute = refine(textUpTo(NAME_LENGTH_MAX, 'value-too-long'), 'data-attribute-invalid', (value) => /^data-[a-z0-9-]*$/.test(value));

export const entrypointKind = defineNodeKind({
  type: 'entrypoint',
  category: null,
  tags: ['start', 'entry'],
  badges: [],
  operation: false,
  userManaged: false,
  defaultConfig: () => ({ queryParams: [] as string[], allowedOrigins: [ALLOW_ALL_ORIGINS], dataAttributes: [] as string[] }),
  ports: () => ({ inputs: 0, outputs: 1 }),
  configSchema: object({
    queryParams: listUpTo(textUpTo(NAME_LENGTH_MAX, 'value-too-long'), ENTRYPOINT_LIST_MAX, 'too-many-values'),
    allowedOrigins: withRules(listUpTo(textUpTo(ORIGIN_MAX, 'origin-too-long'), ENTRYPOINT_LIST_MAX, 'too-many-values'), {
      'value-required': (origins) => origins.length >= 1,
    }),
    dataAttributes: listUpTo(dataAttribute, ENTRYPOINT_LIST_MAX, 'too-many-values'),
  }),
  publishOnlyRules: [],
});
