import { describe, expect, it } from 'vitest';
import { getNodeKind, type NodeType } from '../../../../engine/model/index';
import { checkNodeConfig } from './formProblems';
import { GENERIC_PROBLEM, hasNodeFormMessage, nodeFormMessage } from './nodeFormMessages';

const long = (length: number) => 'x'.repeat(length);
const base = (type: NodeType) => getNodeKind(type).defaultConfig(() => 0.5);

/** Configs that break each §5 rule once; every key they produce must have its own English text. */
const BROKEN: [NodeType, Record<string, unknown>, string[]][] = [
  ['entrypoint', { queryParams: [long(65)], allowedOrigins: [], dataAttributes: ['Foo'] }, ['value-too-long', 'value-required', 'data-attribute-invalid']],
  ['entrypoint', { queryParams: Array.from({ length: 26 }, (_, i) => `q${i}`), allowedOrigins: [long(257)], dataAttributes: [] }, ['too-many-values', 'origin-too-long']],
  ['redirect', { url: long(2049), replace: false }, ['url-too-long']],
  ['collect', { fields: [{ key: '', value: '' }, { key: long(33), value: long(1025) }], partition: '', sync: false }, ['key-empty', 'value-empty', 'key-too-long', 'value-too-long', 'partition-required']],
  ['collect', { fields: [{ key: 'a', value: '1' }, { key: 'a', value: '2' }], partition: long(257), sync: false }, ['duplicate-key', 'partition-too-long']],
  ['define', { fields: Array.from({ length: 101 }, (_, i) => ({ key: `k${i}`, value: 'v' })) }, ['too-many-fields']],
  ['storage', { entries: [{ type: 'cookie', action: 'set', key: '', value: long(2049), timeout: -1, maxAge: 1.5 }] }, ['key-empty', 'value-too-long', 'timeout-invalid', 'max-age-invalid']],
  ['storage', { entries: [{ type: 'cookie', action: 'get', key: long(33), value: '', timeout: 11, maxAge: 31_536_001 }] }, ['key-too-long', 'timeout-too-long', 'max-age-too-long']],
  ['storage', { entries: Array.from({ length: 101 }, () => ({ type: 'cookie', action: 'get', key: 'k', value: '', timeout: 0, maxAge: -1 })) }, ['too-many-entries']],
  ['ab_testing', { weights: [0.5, 99.5], sticky: false }, ['weight-invalid']],
  ['ab_testing', { weights: [10, 10, 10, 10, 10, 10], sticky: false }, ['weights-count', 'weights-sum']],
  ['note', { width: 100, text: long(1025), color: 'neutral' }, ['width-range', 'text-too-long']],
  ['function', { functions: [{ name: long(101), args: [long(1025)] }] }, ['name-too-long', 'value-too-long']],
  ['function', { functions: Array.from({ length: 51 }, () => ({ name: 'trim', args: [] })) }, ['too-many-functions']],
  ['ai_prompt', { prompt: long(4097), temperature: 3 }, ['prompt-too-long', 'temperature-range']],
  ['code', { code: long(70_000) }, ['code-too-long']],
  ['condition', { branches: [], hasDefault: false }, ['branches-required']],
  ['condition', { branches: Array.from({ length: 5 }, () => ({ mode: 'and', conditions: [{ operator: 'eq', values: ['', ''] }] })), hasDefault: true }, ['branches-max']],
  ['condition', { branches: [{ mode: 'and', conditions: [] }], hasDefault: true }, ['conditions-required']],
  ['condition', { branches: [{ mode: 'and', conditions: Array.from({ length: 11 }, () => ({ operator: 'eq', values: ['', ''] })) }], hasDefault: true }, ['conditions-max']],
  ['condition', { branches: [{ mode: 'or', conditions: [{ operator: 'matches', values: ['a', '('] }, { operator: 'eq', values: [long(1025), ''] }, { operator: 'empty', values: ['', ''] }] }], hasDefault: true }, ['regex-invalid', 'value-too-long', 'values-count']],
  ['await', { events: [{ trigger: 'time-spent', values: ['1a'] }, { trigger: 'scrolled', values: [long(33).replace(/x/g, '1')] }], mode: 'every' }, ['event-value-number-required', 'event-value-max-length']],
  ['await', { events: [{ trigger: 'scrolled', values: ['1'] }, { trigger: 'cursor-left', values: ['1'] }], mode: 'some' }, ['event-values-count']],
  ['await', { events: [{ trigger: 'scrolled', values: ['1'] }, { trigger: 'scrolled', values: ['2'] }], mode: 'some' }, ['event-trigger-unique']],
  ['http_request', { url: long(2049), method: 'POST', headers: [{ key: long(129), value: long(2049) }], body: long(10_241), responseMap: long(2049), sync: true, timeout: -1 }, ['url-too-long', 'header-name-too-long', 'header-value-too-long', 'body-too-long', 'response-map-too-long', 'timeout-too-short']],
  ['http_request', { ...{ url: '', method: 'GET', body: '', responseMap: '', sync: false }, headers: Array.from({ length: 26 }, () => ({ key: 'a', value: 'b' })), timeout: 16 }, ['too-many-headers', 'timeout-too-long']],
  ['email', { from: long(65), replyTo: long(513), to: '', cc: long(321), bcc: long(321), subject: '', content: long(102_401) }, ['from-too-long', 'reply-to-too-long', 'to-required', 'cc-too-long', 'bcc-too-long', 'subject-required', 'content-too-long']],
  ['email', { from: '', replyTo: '', to: long(513), cc: '', bcc: '', subject: long(513), content: '' }, ['to-too-long', 'subject-too-long']],
  ['collect', { fields: [{ key: 'token', value: '{{secret.api_key}}' }], partition: 'p', sync: false }, ['secret-not-allowed']],
  ['ai_prompt', { prompt: 'Use {{secret.api_key}}', temperature: 1 }, ['secret-not-allowed']],
];

describe('node form messages', () => {
  it.each(BROKEN)('%s: each broken rule reports its key with its own English text', (type, config, keys) => {
    const problems = checkNodeConfig(type, config);
    expect([...new Set(problems.all.map((problem) => problem.key))].sort()).toEqual([...new Set(keys)].sort());
    for (const problem of problems.all) {
      expect(hasNodeFormMessage(type, problem.key), problem.key).toBe(true);
      expect(problem.text).not.toBe(GENERIC_PROBLEM);
      expect(problem.text).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('default configs have no problems, except the email node which needs a recipient and a subject', () => {
    for (const type of ['entrypoint', 'redirect', 'view', 'await', 'storage', 'condition', 'ab_testing', 'ai_prompt', 'function', 'code', 'define', 'collect', 'http_request', 'note'] as NodeType[]) {
      expect(checkNodeConfig(type, base(type)).all, type).toEqual([]);
    }
    expect(checkNodeConfig('email', base('email')).all.map((problem) => problem.key)).toEqual(['to-required', 'subject-required']);
  });

  it('one key can mean another limit in another kind', () => {
    expect(nodeFormMessage('storage', 'value-too-long')).toContain('2048');
    expect(nodeFormMessage('define', 'value-too-long')).toContain('1024');
    expect(nodeFormMessage('entrypoint', 'value-too-long')).toContain('64');
    expect(nodeFormMessage('http_request', 'timeout-too-long')).toContain('15');
    expect(nodeFormMessage('storage', 'timeout-too-long')).toContain('10');
    expect(nodeFormMessage('note', 'no-such-key')).toBe(GENERIC_PROBLEM);
  });

  it('indexes problems by path: exact and under a prefix', () => {
    const problems = checkNodeConfig('collect', { fields: [{ key: '', value: 'v' }], partition: '', sync: false });
    expect(problems.at('partition')).toBe('Enter a partition name.');
    expect(problems.at('fields', 0, 'key')).toBe('Enter a key.');
    expect(problems.under('fields')).toEqual(['Enter a key.']);
    expect(problems.at('fields')).toBeUndefined();
  });
});
