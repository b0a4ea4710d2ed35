import { boolean, enums, number, object } from 'superstruct';
import { listUpTo, textUpTo, withRules } from './configRules';
import { defineNodeKind } from './nodeKind';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const HTTP_HEADERS_MAX = 25;
export const HTTP_TIMEOUT_DEFAULT = 5;

export const httpRequestKind = defineNodeKind({
  type: 'http_request',
  category: 'conversion',
  tags: ['api', 'webhook', 'fetch', 'rest', 'http'],
  badges: ['popular'],
  operation: true,
  userManaged: true,
  defaultConfig: () => ({
    url: '',
    method: 'GET' as (typeof HTTP_METHODS)[number],
    headers: [] as { key: string; value: string }[],
    body: '',
    responseMap: '',
    sync: false,
    timeout: HTTP_TIMEOUT_DEFAULT,
  }),
  ports: () => ({ inputs: 1, outputs: 1 }),
  configSchema: object({
    url: textUpTo(2048, 'url-too-long'),
    method: enums(HTTP_METHODS),
    headers: listUpTo(
      object({ key: textUpTo(128, 'header-name-too-long'), value: textUpTo(2048, 'header-value-too-long') }),
      HTTP_HEADERS_MAX,
      'too-many-headers',
    ),
    body: textUpTo(10_240, 'body-too-long'),
    responseMap: textUpTo(2048, 'response-map-too-long'),
    sync: boolean(),
    timeout: withRules(number(), { 'timeout-too-short': (value) => value >= 0, 'timeout-too-long': (value) => value <= 15 }),
  }),
  publishOnlyRules: [],
  // What is sent to the target. Not a header's name (it is quoted in error messages), not the response map.
  secretPaths: ['url', 'headers.*.value', 'body'],
});
