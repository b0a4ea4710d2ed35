// Font variant helpers of the font field: names of weights, the select's value of a variant, and the variant a
// newly picked family starts with (the one nearest the current weight and style).
import type { FontStyle, FontVariantKey } from '../../../../contracts/fonts';

/** The generic family a category falls back to, as the block renderer writes it. */
export { genericFamily as genericFallback } from '../../../../runtime/view/styleDeclarations';

const WEIGHT_NAMES: Record<number, string> = {
  100: 'Thin',
  200: 'Extra light',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'Semibold',
  700: 'Bold',
  800: 'Extra bold',
  900: 'Black',
};

export function variantLabel({ weight, style }: FontVariantKey): string {
  return `${WEIGHT_NAMES[weight] ?? 'Weight'} ${weight}${style === 'italic' ? ' italic' : ''}`;
}

export function variantKey({ weight, style }: FontVariantKey): string {
  return `${weight}-${style}`;
}

export function parseVariantKey(key: string): FontVariantKey {
  const [weight, style] = key.split('-');
  return { weight: Number(weight), style: (style === 'italic' ? 'italic' : 'normal') as FontStyle };
}

/** The variant of `variants` nearest `current`: the same style if the family has it, then the closest weight (lighter on a tie). */
export function nearestVariant<T extends FontVariantKey>(variants: readonly T[], current: FontVariantKey): T | null {
  const sameStyle = variants.filter((variant) => variant.style === current.style);
  const pool = sameStyle.length > 0 ? sameStyle : variants;
  let best: T | null = null;
  for (const variant of pool) {
    const distance = Math.abs(variant.weight - current.weight);
    if (!best || distance < Math.abs(best.weight - current.weight)) best = variant;
  }
  return best;
}

