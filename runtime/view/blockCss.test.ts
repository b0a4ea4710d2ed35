import { describe, expect, it } from 'vitest';
import type { Block } from '../../engine/model/view/blockTree';
import { resolveBlockConfig, resolveBlockStyle } from '../../engine/model/view/resolveBlock';
import { blockCss } from './blockCss';

const fileUrl = (id: string) => `https://studio.test/uploads/${id}/original.webp`;
function css(type: Block['type'], style: Record<string, unknown>, config: Record<string, unknown> = {}, children = 0): string {
  const block: Block = { id: 7, type, config, style, children: type === 'container' ? Array.from({ length: children }, (_, i) => ({ id: 20 + i, type: 'text', config: {}, style: {} })) : undefined };
  const container = type === 'container' ? resolveBlockConfig(block as Block & { type: 'container' }) : null;
  return blockCss({ id: 7, type, style: resolveBlockStyle(block), container, childCount: children, fileUrl });
}

describe('each style property becomes CSS on the right part of the block', () => {
  it.each([
    ['text', { padding: [4, 8] }, '.b7{', 'padding:4px 8px;'],
    ['input', { padding: [4, 8] }, '.b7 .f{', 'padding:4px 8px;'],
    ['checkbox', { padding: [4, 8] }, '.b7{', 'padding:4px 8px;'],
    ['container', { gap: 12 }, '.b7{', 'gap:12px;'],
    ['checkbox', { gap: 6 }, '.b7{', 'gap:6px;'],
    ['text', { align: 'center' }, '.b7{', 'text-align:center;'],
    ['container', { align: 'right' }, '.b7{', 'align-items:flex-end;'],
    ['button', { transition: 250 }, '.b7{', 'transition:all 250ms ease;'],
    ['input', { transition: 250 }, '.b7 .f{', 'transition:all 250ms ease;'],
    ['text', { background: { color: '#123456' } }, '.b7{', 'background-color:#123456;background-image:none;'],
    ['container', { background: { image: 'abc' } }, '.b7{', 'background-image:url("https://studio.test/uploads/abc/original.webp");background-size:cover;'],
    ['input', { background: { color: '#eeeeee' } }, '.b7 .f{', 'background-color:#eeeeee;'],
    ['checkbox', { background: { color: '#eeeeee' } }, '.b7 .x{', 'background-color:#eeeeee;'],
    ['button', { color: '#abcdef' }, '.b7{', 'color:#abcdef;'],
    ['input', { color: '#abcdef' }, '.b7 .f{', 'color:#abcdef;'],
    ['checkbox', { color: '#ff0000' }, '.b7 .n:checked+.x{', 'background-color:#ff0000;border-color:#ff0000;'],
    ['input', { labelColor: '#00ff00' }, '.b7 .l{', 'color:#00ff00;'],
    ['checkbox', { labelColor: '#00ff00' }, '.b7 .t{', 'color:#00ff00;'],
    ['input', { placeholderColor: '#999' }, '.b7 .f::placeholder{', 'color:#999;'],
    ['checkbox', { checkColor: '#0000ff' }, '.b7 .x::after{', 'border-color:#0000ff;'],
    ['button', { border: { width: 2, style: 'dashed', radius: 6, color: '#333' } }, '.b7{', 'border:2px dashed #333;border-radius:6px;'],
    ['image', { border: { width: 1, radius: 50 } }, '.b7{', 'border:1px solid #000000;border-radius:50px;'],
    ['input', { border: { style: 'dotted' } }, '.b7 .f{', 'border:1px dotted #000000;'],
    ['text', { shadows: [{ offset: [1, 2], blur: 3, spread: 4, color: '#000', inset: true }, { color: '#fff' }] }, '.b7{', 'box-shadow:inset 1px 2px 3px 4px #000,0px 2px 4px 0px #fff;'],
    ['image', { transform: { translate: [3, -4], rotate: 45, scale: 1.5 } }, '.b7{', 'transform:translate(3px,-4px) rotate(45deg) scale(1.5);'],
    ['input', { labelTransform: { rotate: -10 } }, '.b7 .l{', 'transform:translate(0px,0px) rotate(-10deg) scale(1);'],
    ['text', { font: { family: 'Merriweather', category: 'serif', size: 20, weight: 700, style: 'italic' } }, '.b7{', 'font-family:"Merriweather",serif;font-size:20px;font-weight:700;font-style:italic;'],
    ['input', { font: { size: 18 } }, '.b7 .f{', 'font-size:18px;'],
    ['checkbox', { font: { size: 18 } }, '.b7 .t{', 'font-size:18px;'],
    ['input', { labelFont: { size: 12, weight: 600 } }, '.b7 .l{', 'font-size:12px;font-weight:600;'],
    ['checkbox', { size: 24 }, '.b7 .x{', 'width:24px;height:24px;'],
    ['checkbox', { weight: 'bold' }, '.b7 .x::after{', 'border-width:0 3px 3px 0;'],
  ] as const)('%s %j', (type, style, selector, expected) => {
    const text = css(type, style as Record<string, unknown>);
    const rulesOfPart = text.split('}').filter((rule) => rule.startsWith(selector)).join('}');
    expect(rulesOfPart, text).toContain(expected);
  });

  it('defaults: transform none, no shadow, 16 px Inter, white background, black border of width 0', () => {
    const text = css('text', {});
    expect(text).toContain('transform:none;');
    expect(text).toContain('box-shadow:none;');
    expect(text).toContain('font-family:"Inter",sans-serif;font-size:16px;font-weight:400;font-style:normal;');
    expect(text).toContain('background-color:#ffffff;');
    expect(text).toContain('border:0px solid #000000;border-radius:0px;');
  });

  it('an invalid value never reaches CSS: the default stands in', () => {
    const text = css('text', { color: 'red;}body{display:none', font: { family: 'x";}*{color:red' }, padding: [1, 'x'] });
    expect(text).not.toContain('red');
    expect(text).toContain('color:#000000;');
    expect(text).toContain('padding:0px 0px;');
  });
});

describe('container layout', () => {
  it('columns stack; rows share 12 columns by weight minus the gaps', () => {
    expect(css('container', {}, { direction: 'column' }, 2)).toContain('.b7{flex-direction:column;}');
    const row = css('container', { gap: 10 }, { direction: 'row', weights: [4, 8] }, 2);
    expect(row).toContain('.b7>:nth-child(1){flex:0 0 calc((100% - 10px) * 4 / 12);min-width:0;}');
    expect(row).toContain('.b7>:nth-child(2){flex:0 0 calc((100% - 10px) * 8 / 12);min-width:0;}');
    expect(row).not.toContain('@container');
  });

  it('weights that do not match the children split evenly', () => {
    expect(css('container', { gap: 0 }, { direction: 'row', weights: [12] }, 3)).toContain('.b7>:nth-child(3){flex:0 0 calc((100% - 0px) * 4 / 12)');
  });

  it('adaptive rows stack below 480 px of the view width (a container query, not the window)', () => {
    const row = css('container', {}, { direction: 'row', weights: [6, 6], adaptive: true }, 2);
    expect(row).toContain('@container view (max-width:479.98px){.b7{flex-direction:column;align-items:stretch;}.b7>:nth-child(n){flex:0 0 auto;width:100%;}}');
    expect(row).not.toContain('@media');
  });
});

describe('override states', () => {
  const hover = (styles: unknown[], when = ['hovered']) => ({ when, styles });

  it('each state has its selector, only in preview mode, only for the changed properties', () => {
    const text = css('button', { overrides: [hover([{ property: 'background', value: { color: '#ff0000' } }])] });
    expect(text).toContain('.frame[data-mode=preview] .b7:hover{background-color:#ff0000;background-image:none;}');
    const states: [string, string, string][] = [
      ['button', 'clicked', ':active'],
      ['button', 'focused', ':focus-visible'],
      ['input', 'focused', ':focus-within'],
      ['checkbox', 'focused', ':focus-within'],
      ['input', 'hovered', ':hover'],
      ['checkbox', 'clicked', ':active'],
      ['checkbox', 'pending', '[data-pending]'],
      ['input', 'invalid', '[data-invalid]'],
      ['button', 'pending', '[data-pending]'],
      ['button', 'invalid', '[data-invalid]'],
      ['checkbox', 'checked', '[data-checked]'],
      ['input', 'empty', '[data-empty]'],
      ['input', 'filled', '[data-filled]'],
    ];
    for (const [type, state, selector] of states) {
      expect(css(type as Block['type'], { overrides: [hover([{ property: 'transform', value: { scale: 2 } }], [state])] })).toContain(`.frame[data-mode=preview] .b7${selector}{transform:translate(0px,0px) rotate(0deg) scale(2);}`);
    }
  });

  it('several states all have to hold; modifiers of parts go to the part', () => {
    const text = css('input', { overrides: [hover([{ property: 'labelColor', value: '#ff0000' }, { property: 'border', value: { color: '#00ff00' } }], ['focused', 'invalid'])] });
    expect(text).toContain('.frame[data-mode=preview] .b7:focus-within[data-invalid] .l{color:#ff0000;}');
    expect(text).toContain('.frame[data-mode=preview] .b7:focus-within[data-invalid] .f{border:1px solid #00ff00;border-radius:0px;}');
  });

  it('the top override wins: it is written last', () => {
    const text = css('button', { overrides: [hover([{ property: 'color', value: '#111111' }]), hover([{ property: 'color', value: '#222222' }])] });
    expect(text.indexOf('#222222')).toBeLessThan(text.indexOf('#111111'));
  });

  it('states a type does not have are dropped', () => {
    expect(css('button', { overrides: [hover([{ property: 'color', value: '#111111' }], ['checked'])] })).not.toContain('#111111');
  });
});
