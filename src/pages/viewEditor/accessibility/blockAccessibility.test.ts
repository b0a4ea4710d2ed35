import { describe, expect, it } from 'vitest';
import type { Block } from '../../../../engine/model/view/blockTree';
import { blockAccessibilityIssues, isLargeText, viewAccessibilityIssues } from './blockAccessibility';

const block = (id: number, type: Block['type'], config: Record<string, unknown> = {}, style: Record<string, unknown> = {}, children?: Block[]): Block => ({ id, type, config, style, ...(children ? { children } : {}) });
const keys = (issues: { key: string }[]) => issues.map((issue) => issue.key);

describe('content checks', () => {
  it('an image with a file and no alternative text, a field or checkbox without a label, a button without text', () => {
    expect(keys(blockAccessibilityIssues(block(1, 'image', { image: 'f1', alt: ' ' }), '#ffffff'))).toEqual(['alt-missing']);
    expect(keys(blockAccessibilityIssues(block(1, 'image', { image: 'f1', alt: 'A cat' }), '#ffffff'))).toEqual([]);
    // No file: visitors see nothing, nothing to describe.
    expect(keys(blockAccessibilityIssues(block(1, 'image', { image: null }), '#ffffff'))).toEqual([]);
    expect(keys(blockAccessibilityIssues(block(1, 'input', { name: 'email', placeholder: 'Email' }), '#ffffff'))).toEqual(['label-missing']);
    expect(keys(blockAccessibilityIssues(block(1, 'input', { label: 'Email' }), '#ffffff'))).toEqual([]);
    expect(keys(blockAccessibilityIssues(block(1, 'checkbox', { name: 'ok' }), '#ffffff'))).toEqual(['label-missing']);
    expect(keys(blockAccessibilityIssues(block(1, 'button', { label: '' }), '#ffffff'))).toEqual(['button-text-missing']);
    // The defaults (black on white, white on black) pass.
    expect(keys(blockAccessibilityIssues(block(1, 'button', { label: 'Go' }), '#ffffff'))).toEqual([]);
  });
});

describe('contrast', () => {
  it('text below 4.5:1 is flagged with its ratio; large text needs 3:1', () => {
    const grey = blockAccessibilityIssues(block(1, 'text', { text: 'Hi' }, { color: '#999999' }), '#ffffff');
    expect(grey).toEqual([expect.objectContaining({ key: 'contrast-low', state: 'base', ratio: 2.84, required: 4.5 })]);
    expect(grey[0]!.message).toBe('The text has a contrast of 2.84:1 against its background; AA needs 4.5:1.');
    expect(keys(blockAccessibilityIssues(block(1, 'text', { text: 'Hi' }, { color: '#767676' }), '#ffffff'))).toEqual([]);
    // 3.9:1 is enough for large text (24 px, or 18.66 px bold), not for body text.
    const large = { color: '#888888', font: { size: 24 } };
    expect(keys(blockAccessibilityIssues(block(1, 'text', {}, large), '#ffffff'))).toEqual([]);
    expect(keys(blockAccessibilityIssues(block(1, 'text', {}, { ...large, font: { size: 19, weight: 700 } }), '#ffffff'))).toEqual([]);
    expect(keys(blockAccessibilityIssues(block(1, 'text', {}, { ...large, font: { size: 19, weight: 400 } }), '#ffffff'))).toEqual(['contrast-low']);
    expect([isLargeText({ size: 24, weight: 400 }), isLargeText({ size: 18.66, weight: 700 }), isLargeText({ size: 18, weight: 700 })]).toEqual([true, true, false]);
  });

  it('override states are checked too, and named', () => {
    const button = block(1, 'button', { label: 'Go' }, { overrides: [{ when: ['hovered'], styles: [{ property: 'background', value: { color: '#444444' } }] }] });
    const issues = blockAccessibilityIssues(block(1, 'button', { label: 'Go' }, { color: '#ffffff', overrides: [{ when: ['hovered', 'focused'], styles: [{ property: 'background', value: { color: '#bbbbbb' } }] }] }), '#ffffff');
    expect(issues).toEqual([expect.objectContaining({ key: 'contrast-low', state: 'hovered + focused' })]);
    expect(issues[0]!.message).toContain('when hovered + focused');
    expect(keys(blockAccessibilityIssues(button, '#ffffff'))).toEqual([]);
  });

  it("a label is read against the parent's background, a field's text against the field's; translucent colours are composited", () => {
    const field = block(2, 'input', { label: 'Email' }, { labelColor: '#ffffff', color: '#000000', background: { color: '#ffffff' } });
    const onDark = viewAccessibilityIssues(block(1, 'container', {}, { background: { color: '#1a1a1a' } }, [field]));
    expect(onDark.size).toBe(0);
    const onWhite = viewAccessibilityIssues(block(1, 'container', {}, {}, [field]));
    expect(onWhite.get(2)).toEqual([expect.objectContaining({ key: 'contrast-low', state: 'base' })]);
    expect(onWhite.get(2)![0]!.message).toMatch(/^The label has a contrast of 1:1/);
    // 50 % black over white is mid grey (~3.9:1): not enough for body text.
    const faint = viewAccessibilityIssues(block(1, 'container', {}, {}, [block(2, 'text', { text: 'x' }, { color: '#00000080' })]));
    expect(faint.get(2)?.map((issue) => issue.key)).toEqual(['contrast-low']);
    // Placeholder text counts.
    const placeholder = viewAccessibilityIssues(block(1, 'container', {}, {}, [block(2, 'input', { label: 'A' }, { placeholderColor: '#cccccc' })]));
    expect(placeholder.get(2)![0]!.message).toMatch(/^The placeholder/);
  });

  it('a background image makes the contrast unknown: no contrast issue under it', () => {
    const tree = block(1, 'container', {}, { background: { color: '#ffffff', image: 'photo' } }, [block(2, 'text', { text: 'x' }, { color: '#ffffff', background: { color: '#00000000' } })]);
    expect(viewAccessibilityIssues(tree).size).toBe(0);
  });
});
