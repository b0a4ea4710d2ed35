import { describe, expect, it } from 'vitest';
import { genericFallback, nearestVariant, parseVariantKey, variantKey, variantLabel } from './fontVariants';

describe('font variants', () => {
  const lato = [
    { weight: 300, style: 'normal' as const },
    { weight: 400, style: 'normal' as const },
    { weight: 700, style: 'normal' as const },
    { weight: 700, style: 'italic' as const },
  ];

  it('keeps the style when the family has it, then the nearest weight (lighter on a tie)', () => {
    expect(nearestVariant(lato, { weight: 400, style: 'normal' })).toEqual({ weight: 400, style: 'normal' });
    expect(nearestVariant(lato, { weight: 600, style: 'normal' })).toEqual({ weight: 700, style: 'normal' });
    expect(nearestVariant(lato, { weight: 500, style: 'normal' })).toEqual({ weight: 400, style: 'normal' });
    expect(nearestVariant(lato, { weight: 400, style: 'italic' })).toEqual({ weight: 700, style: 'italic' });
    expect(nearestVariant([{ weight: 400, style: 'italic' as const }], { weight: 900, style: 'normal' })).toEqual({ weight: 400, style: 'italic' });
    expect(nearestVariant([], { weight: 400, style: 'normal' })).toBeNull();
  });

  it('names and keys variants both ways', () => {
    expect(variantLabel({ weight: 400, style: 'normal' })).toBe('Regular 400');
    expect(variantLabel({ weight: 800, style: 'italic' })).toBe('Extra bold 800 italic');
    expect(parseVariantKey(variantKey({ weight: 300, style: 'italic' }))).toEqual({ weight: 300, style: 'italic' });
  });

  it('falls back to the generic family the renderer writes for the category', () => {
    expect(['serif', 'monospace', 'handwriting', 'display', 'sans-serif'].map(genericFallback)).toEqual(['serif', 'monospace', 'cursive', 'sans-serif', 'sans-serif']);
  });
});
