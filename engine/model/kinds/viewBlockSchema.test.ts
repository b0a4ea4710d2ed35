import { describe, expect, it } from 'vitest';
import { validateNodeConfig } from './validateNodeConfig';
import { buttonBlocks, type Block } from './viewBlockSchema';
import { getNodeKind } from './nodeKindRegistry';
import { resolveBlockConfig, resolveBlockStyle } from '../view/resolveBlock';
import { defaultStyle, STATES_BY_TYPE } from '../view/blockStyle';
import { inputProblem } from '../view/inputValidation';
import { CONFIG_DEFAULTS, splitColumns } from '../view/blockConfig';

const block = (type: Block['type'], config: Record<string, unknown> = {}, style: Record<string, unknown> = {}, id = 2): Block => ({ id, type, config, style });
const view = (...children: Block[]) => ({ root: { id: 1, type: 'container', config: {}, style: {}, children } as Block, dialog: false, size: 'm' });
const keys = (...children: Block[]) => validateNodeConfig('view', view(...children)).map((problem) => problem.key);
const styled = (type: Block['type'], style: Record<string, unknown>) => keys(block(type, {}, style));

describe('view block schema: style ranges of editor.md §5', () => {
  it.each([
    ['padding', [0, 256], [0, 257], 'padding-range'],
    ['padding', [0, 0], [-1, 0], 'padding-range'],
    ['gap', 256, 257, 'gap-range'],
    ['transition', 5000, 5001, 'transition-range'],
    ['border', { width: 256, radius: 0 }, { width: 257 }, 'border-width-range'],
    ['border', { radius: 256 }, { radius: -1 }, 'border-radius-range'],
    ['font', { size: 1 }, { size: 0 }, 'font-size-range'],
    ['font', { size: 256 }, { size: 257 }, 'font-size-range'],
    ['transform', { translate: [-256, 256] }, { translate: [-257, 0] }, 'translate-range'],
    ['transform', { scale: 256 }, { scale: 257 }, 'scale-range'],
    ['transform', { rotate: -360 }, { rotate: 361 }, 'rotate-range'],
    ['shadows', [{ offset: [256, -256] }], [{ offset: [257, 0] }], 'shadow-offset-range'],
    ['shadows', [{ blur: 256 }], [{ blur: -1 }], 'shadow-blur-range'],
    ['shadows', [{ spread: 256 }], [{ spread: 257 }], 'shadow-spread-range'],
    ['background', { color: '#abcdef12' }, { color: 'red' }, 'colour-invalid'],
    ['background', { image: 'f-1_2' }, { image: '../x' }, 'file-id-invalid'],
  ] as const)('%s: %j is valid, %j breaks %s', (property, good, bad, key) => {
    const type = property === 'transition' ? 'button' : property === 'gap' ? 'container' : 'text';
    expect(styled(type, { [property]: good })).toEqual([]);
    expect(styled(type, { [property]: bad })).toContain(key);
  });

  it('at most 5 shadows; colours are # with 3, 4, 6 or 8 hex digits', () => {
    expect(styled('text', { shadows: Array.from({ length: 5 }, () => ({ color: '#000' })) })).toEqual([]);
    expect(styled('text', { shadows: Array.from({ length: 6 }, () => ({})) })).toEqual(['shadows-max']);
    for (const colour of ['#fff', '#ffff', '#ffffff', '#FFFFFF00']) expect(styled('text', { color: colour })).toEqual([]);
    for (const colour of ['fff', '#ff', '#fffff', '#ggg', '#ffffff000']) expect(styled('text', { color: colour })).toEqual(['colour-invalid']);
  });

  it('each type takes only its own style properties (§3)', () => {
    expect(styled('image', { color: '#000' })).toEqual(['invalid-never']);
    expect(styled('text', { overrides: [] })).toEqual(['invalid-never']);
    expect(styled('checkbox', { size: 24, weight: 'bold', checkColor: '#fff', labelColor: '#000' })).toEqual([]);
    expect(styled('checkbox', { weight: 'heavy' })).toEqual(['invalid-enums']);
    expect(styled('input', { labelFont: { size: 12, weight: 700 }, placeholderColor: '#999', labelTransform: { rotate: 5 } })).toEqual([]);
    expect(styled('input', { font: { weight: 450 } })).toEqual(['font-weight-invalid']);
    expect(styled('text', { font: { family: 'Open Sans', url: '/fonts/open-sans/400-normal.woff2' } })).toEqual([]);
    expect(styled('text', { font: { family: 'x"; } body { color: red' } })).toEqual(['font-family-invalid']);
    expect(styled('text', { font: { url: 'https://x.test/a.woff2) ; color: red' } })).toEqual(['font-url-invalid']);
    expect(styled('container', { align: 'justify' })).toEqual([]);
    expect(styled('container', { align: 'middle' })).toEqual(['invalid-enums']);
  });

  it('overrides: at most 10 with at most 10 modifiers, states allowed per type, modifiers validated like the base style', () => {
    const override = (when: string[], styles: unknown[]) => ({ when, styles });
    const hover = override(['hovered'], [{ property: 'background', value: { color: '#111' } }]);
    expect(styled('button', { overrides: Array.from({ length: 10 }, () => hover) })).toEqual([]);
    expect(styled('button', { overrides: Array.from({ length: 11 }, () => hover) })).toEqual(['overrides-max']);
    const many = Array.from({ length: 11 }, () => ({ property: 'color', value: '#fff' }));
    expect(styled('button', { overrides: [override(['hovered'], many)] })).toEqual(['modifiers-max']);
    expect(styled('button', { overrides: [override(['checked'], [])] })).toEqual(['invalid-enums']);
    expect(styled('checkbox', { overrides: [override(['checked'], [{ property: 'checkColor', value: '#f00' }])] })).toEqual([]);
    expect(styled('input', { overrides: [override(['empty', 'focused'], [{ property: 'border', value: { color: '#00f' } }])] })).toEqual([]);
    expect(styled('button', { overrides: [override([], [])] })).toEqual(['override-state-required']);
    expect(styled('button', { overrides: [override(['hovered', 'hovered'], [])] })).toEqual(['override-state-duplicate']);
    expect(styled('button', { overrides: [override(['hovered'], [{ property: 'padding', value: [0, 300] }])] })).toEqual(['padding-range']);
    expect(styled('button', { overrides: [override(['hovered'], [{ property: 'labelColor', value: '#fff' }])] })).toContain('invalid-enums');
    for (const [type, states] of Object.entries(STATES_BY_TYPE)) {
      if (states.length === 0) continue;
      expect(styled(type as Block['type'], { overrides: [override([...states], [])] }), type).toEqual([]);
    }
  });
});

describe('view block schema: configs', () => {
  it('input: name ≤ 32, types, pattern compiles, min ≤ max, lengths whole and ≥ 0 unless number', () => {
    expect(keys(block('input', { name: 'email', type: 'email', required: true, pattern: '[a-z]+@x\\.com', min: 3, max: 64 }))).toEqual([]);
    expect(keys(block('input', { name: 'x'.repeat(33) }))).toEqual(['name-too-long']);
    expect(keys(block('input', { type: 'date' }))).toEqual(['invalid-enums']);
    expect(keys(block('input', { pattern: '([a-z' }))).toEqual(['pattern-invalid']);
    expect(keys(block('input', { min: 5, max: 4 }))).toEqual(['min-above-max']);
    expect(keys(block('input', { type: 'text', min: -1 }))).toEqual(['length-invalid']);
    expect(keys(block('input', { type: 'number', min: -1.5, max: 2.5 }))).toEqual([]);
    expect(keys(block('input', { colour: 'x' }))).toEqual(['invalid-never']);
  });

  it('row weights: one per child, summing to 12; columns need no weights', () => {
    const row = (weights: number[], count: number): Block => ({ id: 5, type: 'container', config: { direction: 'row', weights }, style: {}, children: Array.from({ length: count }, (_, i) => block('text', {}, {}, 10 + i)) });
    expect(keys(row([6, 6], 2))).toEqual([]);
    expect(keys(row([4, 4], 2))).toEqual(['columns-sum']);
    expect(keys(row([12], 2))).toEqual(['columns-count']);
    expect(keys(row([0, 12], 2))).toEqual(['column-weight-range']);
    expect(keys({ ...row([12], 3), config: { direction: 'column', weights: [12] } })).toEqual([]);
  });

  it('children only in containers, unique block ids, image ids safe for URLs', () => {
    expect(keys({ ...block('text'), children: [block('text', {}, {}, 3)] })).toContain('children-container-only');
    expect(keys(block('text', {}, {}, 7), block('text', {}, {}, 7))).toEqual(['block-id-duplicate']);
    expect(keys(block('image', { image: 'abc-123', alt: 'A cat' }))).toEqual([]);
    expect(keys(block('image', { image: 'a/../../b' }))).toEqual(['file-id-invalid']);
  });

  it('every default view and older partial blocks are valid', () => {
    expect(validateNodeConfig('view', getNodeKind('view').defaultConfig())).toEqual([]);
    const old = view(block('text', { text: 'Hi' }), block('button', { label: 'Go' }, {}, 3), block('input', { name: 'n' }, {}, 4), block('checkbox', {}, {}, 5), block('image', {}, {}, 6));
    expect(validateNodeConfig('view', old)).toEqual([]);
  });
});

describe('resolved blocks', () => {
  it('missing style fields take the type defaults of §3 and §9', () => {
    const button = resolveBlockStyle(block('button'));
    expect(button.transition).toBe(100);
    expect(button.font).toEqual({ family: 'Inter', category: 'sans-serif', size: 16, weight: 400, style: 'normal', url: null });
    expect(button.border).toEqual({ width: 0, style: 'solid', radius: 0, color: '#000000' });
    expect(button.transform).toEqual({ scale: 1, translate: [0, 0], rotate: 0 });
    expect(resolveBlockStyle(block('text')).background).toEqual({ color: '#ffffff', image: null });
    const checkbox = resolveBlockStyle(block('checkbox'));
    expect([checkbox.size, checkbox.gap]).toEqual([16, 4]);
    expect(resolveBlockStyle(block('container')).align).toBe('justify');
  });

  it('partial objects merge onto the defaults; invalid values fall back to the default', () => {
    const style = resolveBlockStyle(block('text', {}, { border: { color: '#ff0000' }, padding: [4, 999], shadows: [{ blur: 3 }] }));
    expect(style.border).toEqual({ ...defaultStyle('text').border, color: '#ff0000' });
    expect(style.padding).toEqual([0, 0]);
    expect(style.shadows).toEqual([{ offset: [0, 2], blur: 3, spread: 0, color: '#00000040', inset: false }]);
  });

  it('configs take defaults; a row splits 12 columns evenly', () => {
    expect(resolveBlockConfig(block('input', { name: 'a', min: 'x' }) as Block & { type: 'input' })).toEqual({ ...CONFIG_DEFAULTS.input, name: 'a' });
    expect(resolveBlockConfig(block('image', { image: '../etc' }) as Block & { type: 'image' }).image).toBeNull();
    expect(splitColumns(5)).toEqual([3, 3, 2, 2, 2]);
    expect(splitColumns(12)).toEqual(Array(12).fill(1));
  });

  it('buttons in pre-order give the outputs', () => {
    const root: Block = { id: 1, type: 'container', config: {}, style: {}, children: [block('button', {}, {}, 4), { id: 2, type: 'container', config: {}, style: {}, children: [block('button', {}, {}, 3)] }, block('button', {}, {}, 5)] };
    expect(buttonBlocks(root).map((button) => button.id)).toEqual([4, 3, 5]);
  });
});

describe('input validation', () => {
  const config = (patch: Record<string, unknown>) => ({ ...CONFIG_DEFAULTS.input, ...patch });
  it.each([
    [{ required: true }, '', 'required'],
    [{}, '', null],
    [{ type: 'email' }, 'a@b', 'type'],
    [{ type: 'email' }, 'a@b.co', null],
    [{ type: 'tel' }, '+49 (30) 123-45', null],
    [{ type: 'tel' }, 'call me', 'type'],
    [{ type: 'number' }, '12a', 'type'],
    [{ type: 'number', min: 10 }, '9.5', 'min'],
    [{ type: 'number', max: 10 }, '11', 'max'],
    [{ type: 'number', min: 1, max: 10 }, '10', null],
    [{ min: 3 }, 'ab', 'min'],
    [{ max: 3 }, 'abcd', 'max'],
    [{ pattern: '[0-9]{4}' }, '12345', 'pattern'],
    [{ pattern: '[0-9]{4}' }, '1234', null],
  ] as const)('%j with %j: %s', (patch, value, problem) => {
    expect(inputProblem(config(patch), value)).toBe(problem);
  });
});
