// Where a dropdown panel (a filter box over a list: font families, placeholders, filtered selects) opens so that it
// fits in the window: below its field when there is room for a useful list there (or more room than above), else
// above it; its list as tall as the room allows, between a minimum and a maximum, scrolling beyond.
export interface DropdownPlacement {
  side: 'below' | 'above';
  /** The list's max-height (px). */
  listMax: number;
}

export interface DropdownSizes {
  /** The tallest list (px): about a dozen rows. */
  listMax: number;
  /** The shortest list worth opening below rather than above (px). */
  listMin: number;
  /** What the panel holds besides its list: the filter box and padding (px). */
  chrome: number;
  /** Room kept to the window's edge (px). */
  margin: number;
}

export const DROPDOWN_SIZES: DropdownSizes = { listMax: 360, listMin: 120, chrome: 64, margin: 8 };

export function dropdownPlacement(field: { top: number; bottom: number }, viewportHeight: number, sizes: DropdownSizes = DROPDOWN_SIZES): DropdownPlacement {
  const below = viewportHeight - field.bottom - sizes.margin - sizes.chrome;
  const above = field.top - sizes.margin - sizes.chrome;
  const side = below >= Math.min(sizes.listMax, 200) || below >= above ? 'below' : 'above';
  const room = side === 'below' ? below : above;
  return { side, listMax: Math.max(sizes.listMin, Math.min(sizes.listMax, Math.floor(room))) };
}
