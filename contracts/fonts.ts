// The font catalogue (editor.md §3 Font, §7 fonts calls, §9 font defaults) and the studio-served font files.
// GET /api/fonts?query= lists families (family, category, variants, hosted); GET /api/font?family= gives one
// family's variants with the studio URL of each file. Only families the studio hosts (its @fontsource packages)
// have URLs; the others are listed with url null and render in the generic family of their category, so a
// visitor's browser never contacts a third party (README "Fonts").
import { object, optional, refine } from 'superstruct';
import type { FontStyle } from './fontPaths';
import { maxLength } from './rules';

export { FONT_FILES_BASE, fontFamilyId, fontFilePath, type FontStyle } from './fontPaths';

/** The most families one GET /api/fonts answer holds. */
export const FONT_LIST_LIMIT = 50;
/** The search field is a select filter (editor.md §5: at most 64 characters). */
export const FONT_QUERY_MAX = 64;
/** Font search is debounced (editor.md §9). */
export const FONT_SEARCH_DEBOUNCE_MS = 1000;

export interface FontVariantKey {
  weight: number;
  style: FontStyle;
}

/** One family of GET /api/fonts. `hosted`: the studio serves its files (otherwise the generic fallback shows). */
export interface FontSummary {
  family: string;
  category: string;
  variants: FontVariantKey[];
  hosted: boolean;
}

/** One variant of GET /api/font: `url` is the studio path of its file, or null when the studio hosts none. */
export interface FontVariant extends FontVariantKey {
  family: string;
  category: string;
  url: string | null;
}

export interface FontDetail {
  family: string;
  category: string;
  hosted: boolean;
  variants: FontVariant[];
}

export const fontListQuerySchema = object({
  query: optional(maxLength(FONT_QUERY_MAX, 'too-long')),
});

export const fontQuerySchema = object({
  family: refine(maxLength(FONT_QUERY_MAX, 'too-long'), 'empty-family', (value) => value.trim().length > 0 || 'must not be empty'),
});
