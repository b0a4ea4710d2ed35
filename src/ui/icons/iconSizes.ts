// The studio's one icon scale (studio.md §9): l 24, m 20, s 16, xs 12 pixels. SVG icons take a size name
// (Icon.tsx); glyph icons (×, ⚙, ▸) are sized in CSS with the same values, `--icon-l` … `--icon-xs` in
// styles/tokens.css. iconSizes.test.ts keeps the two in step and finds icons sized any other way.

export const ICON_SIZES = { l: 24, m: 20, s: 16, xs: 12 } as const;

export type IconSize = keyof typeof ICON_SIZES;
