import { describe, expect, it } from 'vitest';
import { dropdownPlacement } from './dropdownPlacement';

describe('dropdownPlacement', () => {
  it('opens below with a dozen rows when there is room', () => {
    expect(dropdownPlacement({ top: 100, bottom: 140 }, 800)).toEqual({ side: 'below', listMax: 360 });
  });

  it('opens above a field at the bottom of the window (the font family at the foot of the property panel, 800 px high)', () => {
    expect(dropdownPlacement({ top: 672, bottom: 720 }, 800)).toEqual({ side: 'above', listMax: 360 });
  });

  it('below, with a shorter list, when there is room for a useful one', () => {
    expect(dropdownPlacement({ top: 300, bottom: 340 }, 700)).toEqual({ side: 'below', listMax: 288 });
  });

  it('never shorter than the minimum, scrolling in whatever room there is', () => {
    expect(dropdownPlacement({ top: 90, bottom: 130 }, 300).listMax).toBe(120);
  });
});
