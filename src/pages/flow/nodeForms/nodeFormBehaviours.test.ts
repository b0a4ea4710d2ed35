import { describe, expect, it } from 'vitest';
import { addBranch as addAbBranch, canAddBranch as canAddAbBranch, canRemoveBranch, moveStop, removeBranch as removeAbBranch, weightStops } from './abTestingWeights';
import { addEvent, changeTrigger, unusedTriggers } from './awaitEdits';
import {
  addBranch,
  addCondition,
  canAddBranch,
  canAddCondition,
  canToggleDefault,
  changeOperator,
  newCondition,
  removeBranch,
  type ConditionBranch,
  type ConditionConfig,
} from './conditionEdits';
import { changeMethod, urlOriginIsSubstituted } from './httpRequestEdits';
import { addChip, addChips, duplicateKeyRows, removeLastChip } from './listEdits';
import { addEntry, changeAction, storageFields, type StorageEntry } from './storageEdits';

describe('http request', () => {
  const config = { url: 'https://x.test', method: 'POST' as const, body: '{"a":1}' };
  it('switching to GET or DELETE clears the body, others keep it', () => {
    expect(changeMethod(config, 'GET').body).toBe('');
    expect(changeMethod(config, 'DELETE')).toEqual({ ...config, method: 'DELETE', body: '' });
    expect(changeMethod(config, 'PUT')).toEqual({ ...config, method: 'PUT' });
  });
  it('flags a URL whose origin comes from a placeholder', () => {
    expect(urlOriginIsSubstituted('https://api.test/users/{{2.lead_id}}')).toBe(false);
    expect(urlOriginIsSubstituted('https://api.test?q={{1.page_url}}')).toBe(false);
    expect(urlOriginIsSubstituted('https://{{1.referrer}}/x')).toBe(true);
    expect(urlOriginIsSubstituted('https://api.{{1.country}}.test')).toBe(true);
    expect(urlOriginIsSubstituted('{{1.page_url}}')).toBe(true);
    expect(urlOriginIsSubstituted('https://plain.test')).toBe(false);
  });
});

describe('condition', () => {
  it('changing the operator resets the values to that operator\'s defaults', () => {
    const filled = { operator: 'eq' as const, values: ['{{1.country}}', 'DE'] };
    expect(changeOperator(filled, 'empty')).toEqual({ operator: 'empty', values: [''] });
    expect(changeOperator(filled, 'matches')).toEqual({ operator: 'matches', values: ['', ''] });
    expect(changeOperator(filled, 'eq')).toBe(filled);
  });
  it('add-branch shows below 4 branches with a default and below 5 without; default toggle below 5', () => {
    const withBranches = (count: number, hasDefault: boolean): ConditionConfig => ({
      branches: Array.from({ length: count }, () => ({ mode: 'and' as const, conditions: [newCondition()] })),
      hasDefault,
    });
    expect(canAddBranch(withBranches(3, true))).toBe(true);
    expect(canAddBranch(withBranches(4, true))).toBe(false);
    expect(canAddBranch(withBranches(4, false))).toBe(true);
    expect(canAddBranch(withBranches(5, false))).toBe(false);
    expect(canToggleDefault(withBranches(4, false))).toBe(true);
    expect(canToggleDefault(withBranches(5, false))).toBe(false);
    expect(addBranch(withBranches(4, true)).branches).toHaveLength(4);
    const grown = addBranch(withBranches(1, true));
    expect(grown.branches).toHaveLength(2);
    expect(grown.branches[1]).toEqual({ mode: 'and', conditions: [{ operator: 'eq', values: ['', ''] }] });
    expect(removeBranch(grown, 0).branches).toHaveLength(1);
  });
  it('a branch holds at most 10 conditions', () => {
    let branch: ConditionBranch = { mode: 'or', conditions: [newCondition()] };
    for (let step = 0; step < 12; step += 1) branch = addCondition(branch);
    expect(branch.conditions).toHaveLength(10);
    expect(canAddCondition(branch)).toBe(false);
  });
});

describe('await', () => {
  it('changing the trigger resets the values (one 0 for numeric triggers, none otherwise)', () => {
    const event = { trigger: 'time-spent' as const, values: ['30'] };
    expect(changeTrigger(event, 'cursor-left')).toEqual({ trigger: 'cursor-left', values: [] });
    expect(changeTrigger(event, 'scrolled')).toEqual({ trigger: 'scrolled', values: ['0'] });
    expect(changeTrigger(event, 'time-spent')).toBe(event);
  });
  it('adds the first unused trigger until every trigger is used', () => {
    let events = [{ trigger: 'scrolled' as const, values: ['0'] }] as ReturnType<typeof addEvent>;
    events = addEvent(events);
    expect(events[1]).toEqual({ trigger: 'time-spent', values: ['0'] });
    for (let step = 0; step < 5; step += 1) events = addEvent(events);
    expect(events).toHaveLength(5);
    expect(unusedTriggers(events)).toEqual([]);
  });
});

describe('storage', () => {
  const entry: StorageEntry = { type: 'cookie', action: 'set', key: 'seen', value: 'yes', timeout: 3, maxAge: 3600 };
  it('changing the action clears the value, sets maxAge -1 and timeout 0', () => {
    expect(changeAction(entry, 'get')).toEqual({ type: 'cookie', action: 'get', key: 'seen', value: '', timeout: 0, maxAge: -1 });
    expect(changeAction(entry, 'set')).toBe(entry);
  });
  it('shows the fields of each action', () => {
    expect(storageFields('set')).toEqual(['key', 'value', 'maxAge']);
    expect(storageFields('get')).toEqual(['key', 'timeout']);
    expect(storageFields('get-remove')).toEqual(['key', 'timeout']);
    expect(storageFields('remove')).toEqual(['key']);
  });
  it('a new entry is cookie/get with empty key and value, timeout 0, maxAge -1; at most 100', () => {
    expect(addEntry([])).toEqual([{ type: 'cookie', action: 'get', key: '', value: '', timeout: 0, maxAge: -1 }]);
    const full = Array.from({ length: 100 }, () => entry);
    expect(addEntry(full)).toHaveLength(100);
  });
});

describe('ab testing', () => {
  it('adding or removing a branch re-splits evenly; remove stops at 2, add at 5', () => {
    expect(addAbBranch([50, 50])).toEqual([34, 33, 33]);
    expect(addAbBranch([34, 33, 33])).toEqual([25, 25, 25, 25]);
    expect(addAbBranch([20, 20, 20, 20, 20])).toEqual([20, 20, 20, 20, 20]);
    expect(removeAbBranch([25, 25, 25, 25])).toEqual([34, 33, 33]);
    expect(removeAbBranch([70, 30])).toEqual([70, 30]);
    expect(canAddAbBranch([20, 20, 20, 20, 20])).toBe(false);
    expect(canRemoveBranch([50, 50])).toBe(false);
  });
  it('moving a boundary keeps whole numbers, a 1 % gap and the sum of 100', () => {
    expect(weightStops([34, 33, 33])).toEqual([34, 67]);
    expect(moveStop([34, 33, 33], 0, 50.4)).toEqual([50, 17, 33]);
    expect(moveStop([34, 33, 33], 0, 80)).toEqual([66, 1, 33]);
    expect(moveStop([34, 33, 33], 1, 100)).toEqual([34, 65, 1]);
    expect(moveStop([50, 50], 0, -5)).toEqual([1, 99]);
    expect(moveStop([50, 50], 3, 10)).toEqual([50, 50]);
  });
});

describe('chips and key/value lists', () => {
  it('adds trimmed, new, non-empty chips up to the limit; backspace removes the last', () => {
    expect(addChip(['a'], '  b ')).toEqual(['a', 'b']);
    expect(addChip(['a'], 'a')).toEqual(['a']);
    expect(addChip(['a'], '   ')).toEqual(['a']);
    expect(addChip(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(addChips(['utm_source'], ['utm_source', 'utm_medium'])).toEqual(['utm_source', 'utm_medium']);
    expect(removeLastChip(['a', 'b'])).toEqual(['a']);
    expect(removeLastChip([])).toEqual([]);
  });
  it('marks the later rows of a repeated key', () => {
    expect(duplicateKeyRows([{ key: 'a' }, { key: 'b' }, { key: 'a' }, { key: 'a' }])).toEqual([2, 3]);
  });
});

describe('placeholder tokens', async () => {
  const { tokensIn, tokenKnown, insertToken, braced, filterOptions } = await import('./placeholderTokens');
  it('finds node, secret and other tokens once each and knows which the node sees', () => {
    const refs = tokensIn('Hi {{1.lead_id}} {{ secret.api_key }} {{1.lead_id}} {{weird}}');
    expect(refs).toEqual([
      { token: '1.lead_id', kind: 'node' },
      { token: 'secret.api_key', kind: 'secret' },
      { token: 'weird', kind: 'other' },
    ]);
    const options = [
      { source: 'node' as const, token: '1.lead_id', name: 'lead_id', nodeId: 1, nodeType: 'entrypoint' as const },
      { source: 'secret' as const, token: 'secret.api_key', name: 'api_key' },
    ];
    expect(refs.map((ref) => tokenKnown(ref, options))).toEqual([true, true, false]);
    expect(tokenKnown(refs[1]!, options.slice(0, 1))).toBe(false);
  });
  it('inserts a token at the caret or over the selection', () => {
    expect(braced('2.response')).toBe('{{2.response}}');
    expect(insertToken('ab', '{{1.x}}', 1)).toEqual({ text: 'a{{1.x}}b', caret: 8 });
    expect(insertToken('abcd', 'T', 1, 3)).toEqual({ text: 'aTd', caret: 2 });
    expect(insertToken('ab', 'T')).toEqual({ text: 'abT', caret: 3 });
  });
  it('filters options by label or detail', () => {
    const options = [{ label: '{{1.country}}', detail: 'Entrypoint #1' }, { label: '{{3.response}}', detail: 'AI prompt #3' }];
    expect(filterOptions(options, 'AI')).toEqual([options[1]]);
    expect(filterOptions(options, ' ')).toEqual(options);
  });
});

describe('code checks', async () => {
  const { checkCode } = await import('./codeChecks');
  const visible = [{ source: 'node' as const, token: '1.country', name: 'country', nodeId: 1, nodeType: 'entrypoint' as const }];
  it('a syntax error blocks with the parser\'s position', () => {
    const check = checkCode('export default function (context) {\n  const = 1;\n}', visible);
    expect(check.syntaxError).toMatch(/^Syntax error: .*\(2:8\)\.$/);
  });
  it('reports lint problems and unknown getValue names; addValue names are offered', () => {
    const check = checkCode("export default async function (context) {\n  const c = context.getValue('1.country');\n  context.getValue('9.nope');\n  context.addValue('Greeting Text', c);\n}", visible);
    expect(check.syntaxError).toBeNull();
    expect(check.warnings).toEqual(["getValue('9.nope'): no upstream node provides this value."]);
    expect(check.offered).toEqual(['greeting_text']);
    expect(checkCode('const x = 1;', visible).warnings).toEqual(['The code has no default export: export default async function (context) { … }.']);
    expect(checkCode('export default 5;', visible).warnings).toEqual(['The default export is not a function.']);
  });
});

describe('warning popover heading', async () => {
  const { problemCountTitle } = await import('./warningTexts');
  it('counts the problems', () => {
    expect(problemCountTitle(1)).toBe('1 problem');
    expect(problemCountTitle(3)).toBe('3 problems');
  });
});

describe('function operations', async () => {
  const { changeOperation, newFunctionCall, FUNCTION_OPERATIONS } = await import('./functionOperations');
  it('a new call has one empty argument per label; switching keeps the arguments that still fit', () => {
    expect(newFunctionCall('replace')).toEqual({ name: 'replace', args: ['', '', ''] });
    expect(changeOperation({ name: 'replace', args: ['{{1.page_url}}', 'a', 'b'] }, 'lowercase')).toEqual({ name: 'lowercase', args: ['{{1.page_url}}'] });
    expect(changeOperation({ name: 'trim', args: ['x'] }, 'substring')).toEqual({ name: 'substring', args: ['x', '', ''] });
    expect(new Set(FUNCTION_OPERATIONS.map((operation) => operation.name)).size).toBe(FUNCTION_OPERATIONS.length);
    expect(FUNCTION_OPERATIONS.every((operation) => operation.name.length <= 100)).toBe(true);
  });
});
