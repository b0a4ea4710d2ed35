import { describe, expect, it } from 'vitest';
import { FUNCTION_OPERATIONS } from '../../src/pages/flow/nodeForms/functionOperations';
import { nodeRunFixture, testNode } from '../testing/nodeRunFixture';
import { functionNode } from './functionNode';
import { callFunction, FUNCTION_IMPLEMENTATIONS } from './functionOperations';

describe('function operations', () => {
  it('implements exactly the operations the node form offers', () => {
    expect(Object.keys(FUNCTION_IMPLEMENTATIONS).sort()).toEqual(FUNCTION_OPERATIONS.map((operation) => operation.name).sort());
  });

  const half = () => 0.5;
  const cases: [string, string[], unknown][] = [
    ['add', ['2', '3.5'], 5.5], ['add', ['2', 'x'], null],
    ['subtract', ['10', '4'], 6],
    ['multiply', ['3', '-2'], -6],
    ['divide', ['9', '2'], 4.5], ['divide', ['1', '0'], null],
    ['round', ['2.5'], 3], ['round', ['-1.4'], -1], ['round', [''], null],
    ['min', ['3', '7'], 3],
    ['max', ['3', '7'], 7],
    ['random', ['1', '10'], 6], ['random', ['10', '1'], 6], ['random', ['0', '1.5'], 0.75], ['random', ['a', '1'], null],
    ['concat', ['foo', 'bar'], 'foobar'],
    ['lowercase', ['HeLLo'], 'hello'],
    ['uppercase', ['HeLLo'], 'HELLO'],
    ['trim', ['  hi  '], 'hi'],
    ['replace', ['a-b-c', '-', '+'], 'a+b+c'], ['replace', ['abc', '', 'x'], 'abc'],
    ['regex_replace', ['a1b22', '\\d+', '#'], 'a#b#'], ['regex_replace', ['John Smith', '(\\w+) (\\w+)', '$2 $1'], 'Smith John'], ['regex_replace', ['x', '(', 'y'], null],
    ['substring', ['abcdef', '1', '3'], 'bc'], ['substring', ['abcdef', '2', ''], 'cdef'], ['substring', ['abcdef', '-2', ''], 'ef'], ['substring', ['abc', 'x', ''], null],
    ['length', ['héllo'], 5],
    ['url_encode', ['a b&c'], 'a%20b%26c'],
    ['url_decode', ['a%20b%26c'], 'a b&c'], ['url_decode', ['%E0%A4%A'], null],
    ['base64_encode', ['héllo'], 'aMOpbGxv'],
    ['base64_decode', ['aMOpbGxv'], 'héllo'], ['base64_decode', ['***'], null],
  ];
  it.each(cases)('%s(%j) = %j', (name, args, expected) => {
    expect(callFunction(name, args, half)).toEqual(expected);
  });

  it('covers every operation', () => {
    expect(new Set(cases.map(([name]) => name))).toEqual(new Set(Object.keys(FUNCTION_IMPLEMENTATIONS)));
  });

  it('answers null for an unknown operation', () => {
    expect(callFunction('nope', [])).toBeNull();
  });
});

describe('functionNode', () => {
  it('substitutes the arguments and names the results return_fn_N', async () => {
    const node = testNode('function', {
      functions: [
        { name: 'uppercase', args: ['{{1.name}}'] },
        { name: 'add', args: ['{{1.count}}', '1'] },
      ],
    });
    const { run } = nodeRunFixture(node, { '1.name': 'ada', '1.count': 41 });
    expect(await functionNode()(run)).toEqual({ port: 0, values: { return_fn_1: 'ADA', return_fn_2: 42 } });
  });
});
