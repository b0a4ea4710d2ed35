import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../../engine/model/view/blockTree';
import { blockProblems, messagesAt, unplacedProblems } from './blockProblems';
import { problemMessage } from './problemMessages';

const text = (style: Record<string, unknown>): Block => ({ id: 2, type: 'text', config: { text: 'Hi' }, style });

describe('block problems by field (the schema the server checks)', () => {
  it('name the path and rule of each broken value, and place the message under its field', () => {
    const problems = blockProblems(text({ padding: [0, 300], border: { width: -1, color: '#12' } }));
    expect(problems).toEqual([
      { path: 'style.padding.1', rule: 'padding-range' },
      { path: 'style.border.width', rule: 'border-width-range' },
      { path: 'style.border.color', rule: 'colour-invalid' },
    ]);
    expect(messagesAt(problems, 'style.padding')).toEqual(['Padding is 0 to 256 px.']);
    expect(messagesAt(problems, 'style.padding.0')).toEqual([]);
    expect(messagesAt(problems, 'style.border.color')).toEqual(['Enter a colour as # and 3, 4, 6 or 8 hex digits.']);
    expect(messagesAt(problems, 'style.pad')).toEqual([]);
    expect(unplacedProblems(problems, ['style.padding'])).toEqual(problems.slice(1));
  });

  it('place a secret in a text under that text, with why it cannot be used', () => {
    const problems = blockProblems({ id: 2, type: 'text', config: { text: 'Key: {{secret.api_key}}' }, style: {} });
    expect(problems).toEqual([{ path: 'config.text', rule: 'secret-not-allowed' }]);
    expect(messagesAt(problems, 'config.text')).toEqual(['A secret cannot be used in a view: visitors would see it. Remove the token.']);
  });

  it('check a block without its children (each block form shows its own)', () => {
    const row: Block = { id: 1, type: 'container', config: {}, style: {}, children: [text({ gap: 1 })] };
    expect(blockProblems(row)).toEqual([]);
  });

  it("report a row's column widths against its number of children, on the block itself", () => {
    const row = (weights: number[]): Block => ({ id: 1, type: 'container', config: { direction: 'row', weights }, style: {}, children: [text({}), text({})] });
    expect(blockProblems(row([6, 6]))).toEqual([]);
    expect(blockProblems(row([12]))).toEqual([{ path: '', rule: 'columns-count' }]);
    expect(blockProblems(row([6, 5]))).toEqual([{ path: '', rule: 'columns-sum' }]);
  });

  it('report the rules over several input fields on the config itself', () => {
    const input: Block = { id: 3, type: 'input', config: { type: 'text', min: 5, max: 2 }, style: {} };
    expect(blockProblems(input)).toEqual([{ path: 'config', rule: 'min-above-max' }]);
    expect(blockProblems({ ...input, config: { type: 'text', min: 1.5 } })).toEqual([{ path: 'config', rule: 'length-invalid' }]);
    expect(blockProblems({ ...input, config: { type: 'number', min: -1.5, max: 2 } })).toEqual([]);
  });

  it('have words for every rule of the view schemas', () => {
    const sources = ['engine/model/kinds/viewBlockSchema.ts', 'engine/model/view/styleValueSchemas.ts'].map((file) => readFileSync(file, 'utf8')).join('\n');
    const rules = new Set([...sources.matchAll(/'([a-z]+(?:-[a-z0-9]+)+)'/g)].map((match) => match[1]!));
    expect(rules.size).toBeGreaterThan(20);
    for (const rule of rules) expect(problemMessage(rule), rule).not.toBe(rule);
  });
});
