// A stored block's complete, typed config and style: every missing or invalid value takes its type's default.
// The renderer reads only resolved values, so a draft with a half-typed value (or a hostile one) can never put
// anything but a checked number, colour, enum, family name or URL into CSS.
import { is, number, type Struct } from 'superstruct';
import type { Block } from './blockTree';
import { fileIdSchema, STYLE_VALUE_SCHEMAS } from './styleValueSchemas';
import { CONFIG_DEFAULTS, type BlockConfigs } from './blockConfig';
import { completeProperty, defaultStyle, STATES_BY_TYPE, STYLE_PROPERTIES, type BlockType, type Modifier, type Override, type ResolvedStyle, type StyleProperty } from './blockStyle';

/** Config fields whose default is null, and what a non-null value must be (file ids go into URLs). */
const NULLABLE_FIELDS: Record<string, Struct<unknown, unknown>> = { image: fileIdSchema, min: number(), max: number() } as Record<string, Struct<unknown, unknown>>;

/** The block's config with defaults for missing or mistyped fields. */
export function resolveBlockConfig<T extends BlockType>(block: Block & { type: T }): BlockConfigs[T] {
  const defaults = CONFIG_DEFAULTS[block.type] as unknown as Record<string, unknown>;
  const resolved: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = block.config?.[key];
    if (value === undefined) continue;
    if (fallback === null ? value === null || is(value, NULLABLE_FIELDS[key]!) : typeof value === typeof fallback) resolved[key] = value;
  }
  if (block.type === 'container') resolved.weights = (resolved.weights as unknown[]).filter((weight) => typeof weight === 'number' && weight > 0);
  return resolved as unknown as BlockConfigs[T];
}

/** The block's style: each property of its type, validated and completed with the type's defaults. */
export function resolveBlockStyle(block: Block): ResolvedStyle {
  const defaults = defaultStyle(block.type);
  const stored = block.style ?? {};
  const resolved: ResolvedStyle = { ...defaults };
  for (const property of STYLE_PROPERTIES[block.type]) {
    const value = stored[property];
    if (value === undefined) continue;
    if (property === 'overrides') resolved.overrides = validOverrides(block.type, value);
    else if (is(value, STYLE_VALUE_SCHEMAS[property])) setProperty(resolved, property, completeProperty(property, value, defaults[property]));
  }
  return resolved;
}

/** The properties an override changes, completed onto `base` (object values merge onto the base value). */
export function applyModifiers(base: ResolvedStyle, modifiers: readonly Modifier[]): { style: ResolvedStyle; changed: StyleProperty[] } {
  const style = { ...base };
  const changed: StyleProperty[] = [];
  for (const modifier of modifiers) {
    setProperty(style, modifier.property, completeProperty(modifier.property, modifier.value, base[modifier.property]));
    changed.push(modifier.property);
  }
  return { style, changed };
}

function setProperty(style: ResolvedStyle, property: StyleProperty, value: unknown): void {
  (style as unknown as Record<string, unknown>)[property] = value;
}

function validOverrides(blockType: BlockType, value: unknown): Override[] {
  if (!Array.isArray(value)) return [];
  const states = STATES_BY_TYPE[blockType];
  const properties = STYLE_PROPERTIES[blockType];
  const overrides: Override[] = [];
  for (const entry of value as Partial<Override>[]) {
    const when = Array.isArray(entry?.when) ? entry.when.filter((state) => states.includes(state)) : [];
    const styles = Array.isArray(entry?.styles)
      ? entry.styles.filter((modifier) => properties.includes(modifier?.property) && (modifier.property as StyleProperty) !== 'overrides' && is(modifier.value, STYLE_VALUE_SCHEMAS[modifier.property]))
      : [];
    if (when.length > 0 && styles.length > 0) overrides.push({ when, styles });
  }
  return overrides;
}
