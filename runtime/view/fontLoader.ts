// Loads the font faces a view uses from studio-served files only. Faces are registered on document.fonts
// (FontFace API: the only way a shadow tree can use a web font, and it adds no CSS rule to the host page).
// This is the one way fonts reach a view, in the editor canvas and for visitors alike.
import type { Font } from '../../engine/model/view/blockStyle';
import { fontFilePath } from '../../contracts/fontPaths';

/** The studio-served URL of a font face, or null to use the generic fallback. */
export type FontUrlResolver = (font: Font) => string | null;

const requested = new Set<string>();

/** Starts loading each face once per page; failures fall back to the generic family silently. */
export function loadFonts(fonts: Iterable<Font>, resolve: FontUrlResolver | undefined): void {
  if (!resolve || typeof FontFace !== 'function' || typeof document === 'undefined' || !document.fonts) return;
  for (const font of fonts) {
    const key = `${font.family}|${font.weight}|${font.style}`;
    if (requested.has(key)) continue;
    const url = resolve(font);
    if (!url) continue;
    requested.add(key);
    const face = new FontFace(font.family, `url("${url.replace(/["\\\s()]/g, '')}")`, { weight: String(font.weight), style: font.style });
    document.fonts.add(face);
    face.load().catch(() => undefined);
  }
}

/**
 * The studio's file of each face: `{studioOrigin}/fonts/{familyId}/{weight}-{style}.woff2`, derived from the
 * family, weight and style (never from a stored URL, so a view can make a visitor's browser contact no other
 * host, and an override that changes only the family still gets its own file). The studio serves the families
 * it hosts (README "Fonts"); for the others the request is answered 404 and the generic family of the font's
 * category shows, as it does in the editor.
 */
export function studioFontUrls(studioOrigin: string): FontUrlResolver {
  return (font) => {
    try {
      return new URL(fontFilePath(font.family, font.weight, font.style), studioOrigin).href;
    } catch {
      return null;
    }
  };
}
