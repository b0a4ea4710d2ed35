// The one body-parsing layer of the server: registered once on the root instance, so every route (under
// /api and outside it) parses JSON the same way and obeys the same input rules (payloadRules.ts) before
// its handler runs. A broken body or query is answered 400 `validation` naming the field and the rule.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TEXT_RULE_MESSAGES, textRuleBroken, type FieldIssue } from '../../contracts/rules';
import { ValidationError } from './errors';
import { payloadIssue } from './payloadRules';

/** Bodies the JSON parser already checked, so the later hook does not walk them twice. */
const checkedBodies = new WeakSet<object>();

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route applies the input rules itself, to each item of its batch (payloadIssue per item), so that one broken
     * item does not refuse the others: its JSON body is only parsed here (the runtime's event batches).
     */
    inputRulesPerItem?: boolean;
  }
}

function rulesPerItem(request: FastifyRequest): boolean {
  return request.routeOptions.config?.inputRulesPerItem === true;
}

export function registerInputRules(app: FastifyInstance): void {
  // Fastify's text/plain parser stays (a string body: sendBeacon posts JSON as text/plain; a route reading it parses
  // the text with parseJsonBody); every route whose schema wants an object refuses a string.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    try {
      done(null, parseJsonBody(text as string, rulesPerItem(request) ? 'per-item' : 'whole'));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addHook('onRequest', async (request) => {
    const issue = queryIssue(request.url);
    if (issue) throw new ValidationError([issue], 'query');
  });
  // Bodies other parsers made (text, urlencoded forms) obey the same rules; raw buffers and streams are the route's.
  app.addHook('preValidation', async (request) => {
    const { body } = request;
    if (rulesPerItem(request)) return;
    if (typeof body === 'string') {
      const rule = textRuleBroken(body);
      if (rule) throw new ValidationError([{ field: '', rule, message: TEXT_RULE_MESSAGES[rule] }]);
      return;
    }
    if (typeof body !== 'object' || body === null || Buffer.isBuffer(body) || checkedBodies.has(body) || isStream(body)) return;
    const issue = payloadIssue(body);
    if (issue) throw new ValidationError([issue]);
  });
}

/**
 * A JSON body: an empty one is no payload (undefined: the route's schema then says `required` where it wants
 * one); text that is not JSON is `invalid-json`; then the input rules. JSON.parse itself is iterative in V8,
 * so depth is bounded right after it, before anything recursive (superstruct, its messages) sees the value.
 * `per-item`: the input rules are the route's, item by item (route config `inputRulesPerItem`): only parsed here.
 */
export function parseJsonBody(text: string, rules: 'whole' | 'per-item' = 'whole'): unknown {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ValidationError([{ field: '', rule: 'invalid-json', message: `is not JSON (${(error as Error).message})` }]);
  }
  if (rules === 'per-item') return value;
  const issue = payloadIssue(value);
  if (issue) throw new ValidationError([issue]);
  if (typeof value === 'object' && value !== null) checkedBodies.add(value);
  return value;
}

/**
 * The first query parameter that breaks a rule: its name or value is not valid percent-encoded UTF-8
 * (`invalid-unicode`), or holds a control character. Read from the raw URL, so it holds for every route,
 * whether or not it reads its query.
 */
export function queryIssue(url: string): FieldIssue | null {
  const start = url.indexOf('?');
  if (start < 0) return null;
  for (const part of url.slice(start + 1).split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const rawName = equals < 0 ? part : part.slice(0, equals);
    const rawValue = equals < 0 ? '' : part.slice(equals + 1);
    const name = decoded(rawName);
    const field = name ?? rawName;
    if (name === null) return { field, rule: 'invalid-unicode', message: `the name ${TEXT_RULE_MESSAGES['invalid-unicode']}` };
    const value = decoded(rawValue);
    if (value === null) return { field, rule: 'invalid-unicode', message: TEXT_RULE_MESSAGES['invalid-unicode'] };
    const rule = textRuleBroken(name) ?? textRuleBroken(value);
    if (rule) return { field, rule, message: TEXT_RULE_MESSAGES[rule] };
  }
  return null;
}

/** Percent-decoding as a form does it ('+' is a space); null when the bytes are not UTF-8. */
function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function isStream(body: object): boolean {
  return typeof (body as { pipe?: unknown }).pipe === 'function';
}
