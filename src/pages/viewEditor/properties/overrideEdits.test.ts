import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { blockSchema } from '../../../../engine/model/kinds/viewBlockSchema';
import type { Override } from '../../../../engine/model/view/blockStyle';
import {
  addModifier,
  addOverride,
  allowedStates,
  canAddModifier,
  canAddOverride,
  hasOverrides,
  modifiableProperties,
  MODIFIERS_MAX,
  moveOverride,
  newOverride,
  OVERRIDES_MAX,
  removeModifier,
  removeOverride,
  replaceModifier,
  storedOverrides,
  toggleState,
  unusedProperties,
} from './overrideEdits';

const hover = (color: string): Override => ({ when: ['hovered'], styles: [{ property: 'color', value: color }] });

describe('override states per block type (editor.md §4)', () => {
  it('buttons, inputs and checkboxes have their own states; other blocks none', () => {
    expect(allowedStates('button')).toEqual(['clicked', 'hovered', 'focused', 'pending', 'invalid']);
    expect(allowedStates('input')).toEqual(['hovered', 'clicked', 'empty', 'filled', 'focused', 'invalid', 'pending']);
    expect(allowedStates('checkbox')).toEqual(['hovered', 'clicked', 'focused', 'invalid', 'pending', 'checked']);
    for (const type of ['container', 'text', 'image'] as const) expect(hasOverrides(type)).toBe(false);
    for (const type of ['button', 'input', 'checkbox'] as const) expect(hasOverrides(type)).toBe(true);
  });

  it('a toggled state keeps the type order and never adds a state the type lacks', () => {
    let list = [newOverride('button')];
    list = toggleState(list, 0, 'button', 'clicked', true);
    expect(list[0]!.when).toEqual(['clicked', 'hovered']);
    list = toggleState(list, 0, 'button', 'checked', true);
    expect(list[0]!.when).toEqual(['clicked', 'hovered']);
    list = toggleState(list, 0, 'button', 'hovered', false);
    expect(list[0]!.when).toEqual(['clicked']);
  });

  it('modifiers offer the type style properties, overrides aside, and not those already used', () => {
    expect(modifiableProperties('button')).not.toContain('overrides');
    expect(modifiableProperties('button')).toContain('background');
    expect(modifiableProperties('button')).not.toContain('labelColor');
    expect(modifiableProperties('input')).toContain('placeholderColor');
    expect(unusedProperties(hover('#fff'), 'button')).not.toContain('color');
  });
});

describe('the overrides list', () => {
  it('adds a new override at the top, hovered, which the schema accepts for each type', () => {
    const list = addOverride([hover('#111')], 'button');
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({ when: ['hovered'], styles: [] });
    expect(list[1]).toEqual(hover('#111'));
    for (const type of ['button', 'input', 'checkbox'] as const) {
      expect(is({ id: 1, type, config: {}, style: { overrides: addOverride([], type) } }, blockSchema)).toBe(true);
    }
  });

  it('moves up and down, unchanged at the ends', () => {
    const list = [hover('#111'), hover('#222'), hover('#333')];
    expect(moveOverride(list, 2, -1).map((each) => each.styles[0]!.value)).toEqual(['#111', '#333', '#222']);
    expect(moveOverride(list, 0, 1).map((each) => each.styles[0]!.value)).toEqual(['#222', '#111', '#333']);
    expect(moveOverride(list, 0, -1)).toEqual(list);
    expect(moveOverride(list, 2, 1)).toEqual(list);
  });

  it('removes one', () => {
    expect(removeOverride([hover('#111'), hover('#222')], 0)).toEqual([hover('#222')]);
  });

  it('holds at most 10 overrides: the add control hides and the edit refuses', () => {
    const full = Array.from({ length: OVERRIDES_MAX }, (_, index) => hover(`#00000${index}`));
    expect(OVERRIDES_MAX).toBe(10);
    expect(canAddOverride(full.slice(1))).toBe(true);
    expect(canAddOverride(full)).toBe(false);
    expect(addOverride(full, 'button')).toEqual(full);
    expect(is({ id: 1, type: 'button', config: {}, style: { overrides: [...full, hover('#fff')] } }, blockSchema)).toBe(false);
  });

  it('holds at most 10 modifiers per override', () => {
    expect(MODIFIERS_MAX).toBe(10);
    let list: Override[] = [{ when: ['hovered'], styles: [] }];
    for (let count = 0; count < MODIFIERS_MAX + 2; count += 1) list = addModifier(list, 0, { property: 'gap', value: count });
    expect(list[0]!.styles).toHaveLength(MODIFIERS_MAX);
    expect(canAddModifier(list[0]!)).toBe(false);
  });

  it('replaces and removes a modifier', () => {
    let list = [hover('#111')];
    list = addModifier(list, 0, { property: 'padding', value: [1, 2] });
    list = replaceModifier(list, 0, 1, { property: 'padding', value: [3, 4] });
    expect(list[0]!.styles[1]).toEqual({ property: 'padding', value: [3, 4] });
    list = removeModifier(list, 0, 0);
    expect(list[0]!.styles).toEqual([{ property: 'padding', value: [3, 4] }]);
  });

  it('reads a missing or malformed stored list as none', () => {
    expect(storedOverrides({})).toEqual([]);
    expect(storedOverrides({ overrides: 'x' })).toEqual([]);
    expect(storedOverrides({ overrides: [hover('#fff')] })).toEqual([hover('#fff')]);
  });
});
