// What the property form shows: the stored value of a style property completed with the type's default
// (completeProperty), kept even when a rule refuses it, so the field shows what was typed and its error;
// a value of the wrong shape (not what the form writes) shows the default instead.
import { completeProperty, defaultStyle, type ResolvedStyle, type StyleProperty } from '../../../../engine/model/view/blockStyle';
import { CONFIG_DEFAULTS } from '../../../../engine/model/view/blockConfig';
import type { Block } from '../../../../engine/model/view/blockTree';

const shapeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** The form's value of a style property of the block. */
export function formStyleValue<P extends StyleProperty>(block: Block, property: P): ResolvedStyle[P] {
  const fallback = defaultStyle(block.type)[property];
  const stored = block.style?.[property];
  if (stored === undefined || shapeOf(stored) !== shapeOf(fallback)) return fallback;
  return completeProperty(property, stored, fallback) as ResolvedStyle[P];
}

/** The form's value of a style property inside an override: `value` completed onto the block's own value. */
export function formModifierValue(block: Block, property: StyleProperty, value: unknown): unknown {
  const base = formStyleValue(block, property);
  if (value === undefined || shapeOf(value) !== shapeOf(base)) return base;
  return completeProperty(property, value, base);
}

/** The block's config with its type's defaults under it. */
export function formConfig(block: Block): Record<string, unknown> {
  return { ...(CONFIG_DEFAULTS[block.type] as Record<string, unknown>), ...block.config };
}
