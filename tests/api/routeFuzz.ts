// Generators of hostile requests for the route fuzzer (routeFuzz.test.ts). Every generated request breaks at
// least one rule that holds for every route whatever it does (server/README.md, "Input rules"), so the only
// right answer is a 4xx that writes nothing: a body that is not JSON or breaks the input rules (too deep, a
// control character, a lone surrogate, a number past 2^53, a `__proto__` key), a JSON body with a key no
// payload has, a content type no route reads, a query parameter with a control character or broken UTF-8,
// or a path parameter that names nothing.
import fc from 'fast-check';
import type { RegisteredRoute } from '../../server/http/routeCatalog';

export interface FuzzRequest {
  method: string;
  /** Path and query, already percent-encoded (possibly on purpose badly). */
  url: string;
  contentType?: string;
  body?: string;
  /** What makes it hostile, for the failure report. */
  attack: string;
}

/** Keys payloads of the studio have, so wrong-typed values reach past the first key check. */
const PAYLOAD_KEYS = ['name', 'description', 'organizationId', 'baseVersion', 'flow', 'patches', 'ops', 'role', 'email', 'plan', 'billed', 'reason', 'comment', 'value', 'expiresAt', 'ownerId', 'logo', 'avatar', 'tos', 'nodes', 'config', 'id', 'signature', 'clientId', 'since'];
/** No payload of the studio has this key: superstruct objects refuse it (400 `never`). */
const UNKNOWN_KEY = 'fuzzUnknownKey';
/** Stands in for the hostile raw JSON until the carrier is serialised. */
const MARK = '\u2063HOSTILE\u2063';

const safeNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 40, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 0.5, -0, 1e-300),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }),
);
const hugeString = fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length));
const leaf = fc.oneof(safeNumber, fc.boolean(), fc.constant(null), fc.string({ maxLength: 40 }), hugeString, fc.constantFrom('00000000-0000-4000-8000-000000000000', '', ' ', 'true', '1', '2026-13-45T99:99:99Z'));
/** Wrong-typed JSON values, a few levels deep. */
const wrongValue = fc.letrec((tie) => ({
  value: fc.oneof({ maxDepth: 3, depthIdentifier: 'value' }, leaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.constantFrom(...PAYLOAD_KEYS), tie('value'), { maxKeys: 4 })),
})).value;

/** An object shaped a little like a payload. */
const carrier = fc.dictionary(fc.constantFrom(...PAYLOAD_KEYS), wrongValue, { maxKeys: 5 });

/** Raw JSON text that breaks an input rule wherever it sits. */
const hostileJsonLeaf: fc.Arbitrary<{ text: string; attack: string }> = fc.oneof(
  fc.integer({ min: 65, max: 5_000 }).chain((depth) =>
    fc.constantFrom(
      { text: '['.repeat(depth) + ']'.repeat(depth), attack: `arrays nested ${depth} deep` },
      { text: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth), attack: `objects nested ${depth} deep` },
    ),
  ),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'), fc.string({ maxLength: 10 }))
    .map(([before, control, after]) => ({ text: JSON.stringify(before + control + after), attack: `control character U+${control.charCodeAt(0).toString(16).padStart(4, '0')}` })),
  fc.constantFrom('\\ud800', '\\udfff', 'a\\udc00b', '\\ud83d', '\\ude80\\ud83d').map((escape) => ({ text: `"${escape}"`, attack: `lone surrogate ${escape}` })),
  fc.constantFrom('1e400', '-1e400', '9007199254740993', '123456789012345678901234567890', '-9007199254740993', '1152921504606846976').map((number) => ({ text: number, attack: `number ${number}` })),
  fc.constant({ text: '{"__proto__":{"admin":true}}', attack: '__proto__ key' }),
  fc.constantFrom('\\u0000', 'x\\u0000y').map((escape) => ({ text: `{"${escape}":1}`, attack: 'control character in a key' })),
);

/** A payload-like object with the hostile leaf somewhere inside it (at the top, or under a key or an array). */
const jsonWithHostileLeaf = fc.tuple(carrier, hostileJsonLeaf, fc.constantFrom(...PAYLOAD_KEYS), fc.integer({ min: 0, max: 2 })).map(([object, hostile, key, wrap]) => {
  const placed = wrap === 0 ? MARK : wrap === 1 ? [MARK] : { [key]: MARK };
  const text = JSON.stringify({ ...object, [key]: placed }).replace(JSON.stringify(MARK), () => hostile.text);
  return { contentType: 'application/json', body: text, attack: `JSON with ${hostile.attack}` };
});

/** Text that is not JSON (cut short, JavaScript rather than JSON, stray bytes). */
const notJson = fc.oneof(
  fc.constantFrom('{', '{"name":"x",}', "{'name':'x'}", 'NaN', '[1,2', 'undefined', '{"a":1}}', '{"a":01}', '\u0000', '\uFEFF{"a":1', '{"a":"\\x41"}', '{"a":"\\u12"}', 'nul', '"unterminated'),
  carrier.chain((object) => {
    const text = JSON.stringify({ ...object, [UNKNOWN_KEY]: 1 });
    return fc.integer({ min: 1, max: text.length - 1 }).map((cut) => text.slice(0, cut));
  }),
).map((text) => ({ contentType: 'application/json', body: text, attack: 'not JSON' }));

/** Well-formed JSON of the wrong shape: never null or {} (calls without a payload accept those), always refused by a schema. */
const wrongShape = fc.oneof(
  carrier.map((object) => ({ ...object, [UNKNOWN_KEY]: true })),
  fc.array(wrongValue, { maxLength: 4 }),
  safeNumber,
  fc.string({ maxLength: 30 }),
  fc.boolean(),
).map((value) => ({ contentType: 'application/json', body: JSON.stringify(value), attack: 'JSON of the wrong shape' }));

/** A content type no route reads, or a form whose field holds a control character. */
const wrongContentType = fc
  .tuple(fc.constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'text/html; charset=utf-8', 'application/x-www-form-urlencoded', 'application/graphql', 'image/png'), fc.string({ maxLength: 20 }))
  .map(([contentType, text]) =>
    contentType === 'application/x-www-form-urlencoded'
      ? { contentType, body: `email=${encodeURIComponent(text)}%00&password=x`, attack: 'form with a control character' }
      : { contentType, body: `${text}\u0000`, attack: `content type ${contentType}` },
  );

export const hostileBody = fc.oneof(jsonWithHostileLeaf, jsonWithHostileLeaf, notJson, wrongShape, wrongShape, wrongContentType);

/** Query parameters: plausible ones with odd values, and at least one that breaks the query rule. */
const plausibleParameter = fc
  .tuple(fc.constantFrom('page', 'archived', 'signature', 'expires', 'id', 'sort', 'q', 'since'), fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('99999999999', '-1', '1e3', '0x10', '2147483648', '')))
  .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
const brokenParameter = fc
  .tuple(fc.constantFrom('page', 'archived', 'q', ''), fc.constantFrom('%00', 'a%01b', '%1B%5B31m', '%7F', '%C2%85', '%ED%A0%80', '%ED%B0%80', '%FF', '%C3', '%E2%82', '%C0%AF', '%F4%90%80%80'))
  .map(([name, value]) => (name === '' ? `${value}=1` : `${name}=${value}`));
export const hostileQuery = fc
  .tuple(fc.array(plausibleParameter, { maxLength: 3 }), brokenParameter, fc.nat())
  .map(([parameters, broken, at]) => {
    const all = [...parameters];
    all.splice(at % (all.length + 1), 0, broken);
    return { query: all.join('&'), attack: `query ${broken}` };
  });

/** A path parameter that names nothing: not a uuid, a uuid nobody has, or not even valid UTF-8. */
export const hostilePathValue = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '99999999999',
    '1e400',
    'null',
    'undefined',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%FF',
    '%C3',
    '..%2F..%2Fetc%2Fpasswd',
    "1'%20OR%20'1'%3D'1",
    '00000000-0000-4000-8000-000000000000',
    '00000000-0000-4000-8000-000000000000%00',
    '00000000-0000-4000-8000-00000000000g',
    '%7B%7D',
  ),
  fc.string({ minLength: 1, maxLength: 300 }).map((text) => encodeURIComponent(text)),
);

/** Fills a route's path: wildcards get a plain segment, parameters a real id or, for the hostile one, `hostile`. */
export function pathOf(route: RegisteredRoute, ids: readonly string[], choose: (parameter: string) => string, hostile?: { parameter: string; value: string }): string {
  return route.url
    .split('/')
    .map((segment) => {
      if (segment === '*') return 'fuzz-page';
      if (!segment.startsWith(':')) return segment;
      const parameter = segment.slice(1);
      return hostile?.parameter === parameter ? hostile.value : choose(parameter) ?? ids[0]!;
    })
    .join('/');
}

/** The names of a route's path parameters. */
export function parametersOf(route: RegisteredRoute): string[] {
  return route.url
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** Methods whose body Fastify reads (a GET's body is never parsed). */
export const takesBody = (method: string) => method !== 'GET' && method !== 'HEAD';
