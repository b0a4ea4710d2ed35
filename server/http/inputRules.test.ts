import { describe, expect, it } from 'vitest';
import { INT32_MAX, MAX_JSON_DEPTH, textRuleBroken } from '../../contracts/rules';
import { pageQuerySchema } from '../../contracts/queries';
import { check } from '../../contracts/rules';
import { ValidationError } from './errors';
import { parseJsonBody, queryIssue } from './inputRules';
import { payloadIssue } from './payloadRules';

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).issues;
  }
  throw new Error('expected a ValidationError');
}

describe('the text rule', () => {
  it('refuses control characters but keeps tab, line feed and carriage return', () => {
    for (const text of ['a\u0000b', '\u0001', '\u001b[31m', '\u007f', '\u0085', '\u009f', '\u000b', '\u000c']) expect(textRuleBroken(text), JSON.stringify(text)).toBe('control-character');
    for (const text of ['', 'plain', 'line\nline', 'a\tb', 'crlf\r\n', 'é 🚀 \u2028 \u00a0']) expect(textRuleBroken(text), JSON.stringify(text)).toBeNull();
  });

  it('refuses lone surrogates and keeps pairs', () => {
    for (const text of ['\ud800', 'a\udfff', '\ude80\ud83d', 'x\ud83d']) expect(textRuleBroken(text)).toBe('invalid-unicode');
    expect(textRuleBroken('\ud83d\ude80')).toBeNull();
  });
});

describe('payloadIssue', () => {
  it('names the field of the first broken rule', () => {
    expect(payloadIssue({ flow: { nodes: [{ config: { text: 'a\u0000' } }] } })).toMatchObject({ field: 'flow.nodes.0.config.text', rule: 'control-character' });
    expect(payloadIssue({ a: [1, 2 ** 60] })).toMatchObject({ field: 'a.1', rule: 'number-out-of-range' });
    expect(payloadIssue({ a: Number.POSITIVE_INFINITY })).toMatchObject({ field: 'a', rule: 'number-out-of-range' });
    expect(payloadIssue({ ['k\ud800']: 1 })).toMatchObject({ field: '', rule: 'invalid-unicode' });
    expect(payloadIssue(JSON.parse('{"x":{"__proto__":1}}'))).toMatchObject({ field: 'x.__proto__', rule: 'forbidden-key' });
    expect(payloadIssue({ ok: ['text', 1.5, -Number.MAX_SAFE_INTEGER, null, true] })).toBeNull();
  });

  it('bounds depth without recursion, even a million levels deep', () => {
    let atLimit: unknown = 1;
    for (let level = 0; level < MAX_JSON_DEPTH; level += 1) atLimit = [atLimit];
    expect(payloadIssue(atLimit)).toBeNull();
    expect(payloadIssue([atLimit])).toMatchObject({ rule: 'too-deep' });
    const deep = JSON.parse('['.repeat(1_000_000) + ']'.repeat(1_000_000));
    const issue = payloadIssue({ name: deep });
    expect(issue).toMatchObject({ rule: 'too-deep' });
    expect(issue!.field.startsWith('name.0.0.0')).toBe(true);
    expect(issue!.field.length).toBeLessThan(100);
  });
});

describe('parseJsonBody', () => {
  it('parses JSON, treats an empty body as none and refuses what is not JSON', () => {
    expect(parseJsonBody('{"a":[1,"x"]}')).toEqual({ a: [1, 'x'] });
    expect(parseJsonBody('  ')).toBeUndefined();
    expect(issuesOf(() => parseJsonBody('{"a":'))).toEqual([{ field: '', rule: 'invalid-json', message: expect.any(String) }]);
    expect(issuesOf(() => parseJsonBody('{"a":"\\u0000"}'))).toEqual([{ field: 'a', rule: 'control-character', message: expect.any(String) }]);
    expect(issuesOf(() => parseJsonBody('{"n":1e400}'))).toEqual([{ field: 'n', rule: 'number-out-of-range', message: expect.any(String) }]);
  });
});

describe('queryIssue', () => {
  it('refuses broken UTF-8 and control characters in names and values', () => {
    expect(queryIssue('/api/x')).toBeNull();
    expect(queryIssue('/api/x?page=2&archived=true&q=caf%C3%A9+au+lait')).toBeNull();
    expect(queryIssue('/api/x?page=%ED%A0%80')).toMatchObject({ field: 'page', rule: 'invalid-unicode' });
    expect(queryIssue('/api/x?a=1&b=%C3')).toMatchObject({ field: 'b', rule: 'invalid-unicode' });
    expect(queryIssue('/api/x?q=a%00b')).toMatchObject({ field: 'q', rule: 'control-character' });
    expect(queryIssue('/api/x?%01=1')).toMatchObject({ rule: 'control-character' });
    expect(queryIssue('/api/x?%FF=1')).toMatchObject({ field: '%FF', rule: 'invalid-unicode' });
  });
});

describe('page numbers', () => {
  it('are bounded to what an integer column holds', () => {
    expect(check({ page: String(INT32_MAX) }, pageQuerySchema)).toEqual({ ok: true, value: { page: INT32_MAX } });
    for (const page of [String(INT32_MAX + 1), '99999999999', '99999999999999999999', '1e3', '-1', '0', '']) {
      const result = check({ page }, pageQuerySchema);
      expect(result.ok, page).toBe(false);
      if (!result.ok) expect(result.issues[0]!.field).toBe('page');
    }
  });
});
