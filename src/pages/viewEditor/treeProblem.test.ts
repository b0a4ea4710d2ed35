import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viewRootSchema } from '../../../engine/model/kinds/viewBlockSchema';
import { updateBlock } from '../../../engine/model/view/blockCommands';
import { blockAtPath, pathToBlock } from '../../../engine/model/view/blockPatch';
import type { Block } from '../../../engine/model/view/blockTree';
import { treeProblem } from './treeProblem';

const text = (id: number, value: unknown = 'a'): Block => ({ id, type: 'text', config: { text: value }, style: {} });
const column = (id: number, children: Block[]): Block => ({ id, type: 'container', config: { direction: 'column', weights: [12], adaptive: false }, style: {}, children });
/** 8 nested columns, each with 4 texts and a button: 48 blocks. */
function nested(): Block {
  let next = 48;
  let inner: Block | null = null;
  for (let level = 0; level < 8; level += 1) {
    const children: Block[] = [text(next--), text(next--), text(next--), text(next--), { id: next--, type: 'button', config: { label: 'Go' }, style: {} }];
    if (inner) children.push(inner);
    inner = column(next--, children);
  }
  return inner!;
}

describe('tree problem (incremental viewRootSchema)', () => {
  it('names the block, field and rule', () => {
    expect(treeProblem(column(1, [text(2), text(3, 'x'.repeat(5000))]))).toEqual({ blockId: 3, path: 'config.text', rule: 'text-too-long' });
    expect(treeProblem(column(1, [text(2), text(2)]))?.rule).toBe('block-id-duplicate');
    expect(treeProblem(text(1))?.rule).toBe('root-container');
    const row: Block = { id: 1, type: 'container', config: { direction: 'row', weights: [6, 6], adaptive: false }, style: {}, children: [text(2)] };
    expect(treeProblem(row)).toEqual({ blockId: 1, path: '', rule: 'columns-count' });
    let deep: Block = text(21);
    for (let id = 20; id >= 1; id -= 1) deep = column(id, [deep]);
    expect(treeProblem(deep)?.rule).toBe('depth-max');
    expect(treeProblem(nested())).toBeNull();
    expect(viewRootSchema.validate(nested())[0]).toBeUndefined();
  });

  it('counts a secret in a text as a problem (visitors would see it; the flow save refuses it)', () => {
    expect(treeProblem(column(1, [text(2, 'Hi {{1.name}}'), text(3, 'Key: {{ secret.api_key }}')]))).toEqual({ blockId: 3, path: 'config.text', rule: 'secret-not-allowed' });
  });

  it('agrees with viewRootSchema on edited trees, valid and invalid', () => {
    const base = nested();
    const outcomes = { valid: 0, invalid: 0 };
    fc.assert(
      fc.property(fc.nat(47), fc.oneof(fc.string({ maxLength: 5 }), fc.constant('y'.repeat(5000)), fc.integer({ min: -5, max: 300 })), (index, value) => {
        const id = index + 1;
        const type = blockAtPath(base, pathToBlock(base, id)!).type;
        // The field the block's type has: a text's text, a button's label, a container's gap (style).
        const changes = type === 'text' ? { config: { text: value } } : type === 'button' ? { config: { label: value } } : { style: { gap: value } };
        const edited = updateBlock(base, id, changes).root;
        const valid = viewRootSchema.validate(edited)[0] === undefined;
        outcomes[valid ? 'valid' : 'invalid'] += 1;
        expect(treeProblem(edited) === null).toBe(valid);
      }),
      { numRuns: 200 },
    );
    expect(outcomes.valid).toBeGreaterThan(0);
    expect(outcomes.invalid).toBeGreaterThan(0);
  });
});

describe('tree problem cache', () => {
  it('answers per config, style, type and child count: a shared config is judged with its own block', () => {
    const config = { direction: 'row', weights: [6, 6], adaptive: false };
    const row = (id: number, children: Block[]): Block => ({ id, type: 'container', config, style: {}, children });
    expect(treeProblem(column(1, [row(2, [text(3), text(4)])]))).toBeNull();
    expect(treeProblem(column(1, [row(2, [text(3)])]))).toEqual({ blockId: 2, path: '', rule: 'columns-count' });
    expect(treeProblem(column(1, [row(5, [text(3), text(4)]), row(6, [text(7)])]))).toEqual({ blockId: 6, path: '', rule: 'columns-count' });
  });
});
