// The overrides list of a button, input or checkbox (editor.md §4 override states and ordered lists, §5 limits),
// as pure edits of the stored list: a new override goes on top (the top one wins in the renderer), overrides
// move up or down and are removed, each holds its states (only those the block type allows) and its style
// modifiers. The limits hide the add controls; the edits refuse to pass them too.
import { MODIFIERS_MAX, OVERRIDES_MAX } from '../../../../engine/model/kinds/viewBlockSchema';
import { STATES_BY_TYPE, STYLE_PROPERTIES, type BlockType, type ModifiableProperty, type Modifier, type Override, type OverrideState } from '../../../../engine/model/view/blockStyle';

export { MODIFIERS_MAX, OVERRIDES_MAX };

/** The states an override of this block type may name, in the spec's order. */
export function allowedStates(type: BlockType): readonly OverrideState[] {
  return STATES_BY_TYPE[type];
}

/** Whether the block type has overrides at all. */
export function hasOverrides(type: BlockType): boolean {
  return STYLE_PROPERTIES[type].includes('overrides');
}

/** The style properties an override of this block type may change. */
export function modifiableProperties(type: BlockType): ModifiableProperty[] {
  return STYLE_PROPERTIES[type].filter((property): property is ModifiableProperty => property !== 'overrides');
}

/** The stored overrides as a list (anything else reads as none). */
export function storedOverrides(style: Record<string, unknown>): Override[] {
  return Array.isArray(style.overrides) ? (style.overrides as Override[]) : [];
}

export const canAddOverride = (overrides: readonly Override[]) => overrides.length < OVERRIDES_MAX;
export const canAddModifier = (override: Override) => override.styles.length < MODIFIERS_MAX;

/** A new override: the first state of the type (hovered for every type that has overrides), no modifiers. */
export function newOverride(type: BlockType): Override {
  const states = allowedStates(type);
  return { when: [states.includes('hovered') ? 'hovered' : states[0]!], styles: [] };
}

/** Adds a new override at the top; unchanged at the limit. */
export function addOverride(overrides: readonly Override[], type: BlockType): Override[] {
  if (!canAddOverride(overrides)) return [...overrides];
  return [newOverride(type), ...overrides];
}

/** Moves the override at `index` one place up (-1) or down (+1); unchanged at the ends. */
export function moveOverride(overrides: readonly Override[], index: number, direction: -1 | 1): Override[] {
  const target = index + direction;
  const list = [...overrides];
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return list;
  [list[index], list[target]] = [list[target]!, list[index]!];
  return list;
}

export function removeOverride(overrides: readonly Override[], index: number): Override[] {
  return overrides.filter((_, each) => each !== index);
}

function replaceOverride(overrides: readonly Override[], index: number, change: (override: Override) => Override): Override[] {
  return overrides.map((override, each) => (each === index ? change(override) : override));
}

/** Turns one state of an override on or off; states keep the type's order, and only allowed ones are kept. */
export function toggleState(overrides: readonly Override[], index: number, type: BlockType, state: OverrideState, on: boolean): Override[] {
  return replaceOverride(overrides, index, (override) => {
    const chosen = new Set(override.when);
    if (on) chosen.add(state);
    else chosen.delete(state);
    return { ...override, when: allowedStates(type).filter((each) => chosen.has(each)) };
  });
}

/** The properties not yet modified by an override (what its add select offers). */
export function unusedProperties(override: Override, type: BlockType): ModifiableProperty[] {
  const used = new Set(override.styles.map((modifier) => modifier.property));
  return modifiableProperties(type).filter((property) => !used.has(property));
}

/** Appends a modifier; unchanged at the limit. */
export function addModifier(overrides: readonly Override[], index: number, modifier: Modifier): Override[] {
  return replaceOverride(overrides, index, (override) => (canAddModifier(override) ? { ...override, styles: [...override.styles, modifier] } : override));
}

export function replaceModifier(overrides: readonly Override[], index: number, modifierIndex: number, modifier: Modifier): Override[] {
  return replaceOverride(overrides, index, (override) => ({ ...override, styles: override.styles.map((each, at) => (at === modifierIndex ? modifier : each)) }));
}

export function removeModifier(overrides: readonly Override[], index: number, modifierIndex: number): Override[] {
  return replaceOverride(overrides, index, (override) => ({ ...override, styles: override.styles.filter((_, at) => at !== modifierIndex) }));
}
