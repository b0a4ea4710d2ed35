// Where the studio serves font files (README "Fonts"): `/fonts/{familyId}/{weight}-{style}.woff2`. Dependency-free,
// so the visitor runtime (runtime/view/fontLoader.ts) shares it with the server.

export const FONT_FILES_BASE = '/fonts';

export type FontStyle = 'normal' | 'italic';

/** The id of a family in paths and package names: "Open Sans" → "open-sans" (Fontsource's and Google's id). */
export function fontFamilyId(family: string): string {
  return family
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The studio path of one face's file. */
export function fontFilePath(family: string, weight: number, style: FontStyle): string {
  return `${FONT_FILES_BASE}/${fontFamilyId(family)}/${weight}-${style}.woff2`;
}
