// Loads the font faces a view uses from studio-served files only. Faces are registered on document.fonts
// (FontFace API: the only way a shadow tree can use a web font, and it adds no CSS rule to the host page).
import type { Font } from '../../engine/model/view/blockStyle';

/** The studio-served URL of a font face, or null to use the generic fallback. */
export type FontUrlResolver = (font: Font) => string | null;

const requested = new Set<string>();

/** Starts loading each face once per page; failures fall back to the generic family silently. */
export function loadFonts(fonts: Iterable<Font>, resolve: FontUrlResolver | undefined): void {
  if (!resolve || typeof FontFace !== 'function' || typeof document === 'undefined' || !document.fonts) return;
  for (const font of fonts) {
    const url = resolve(font);
    if (!url) continue;
    const key = `${font.family}|${font.weight}|${font.style}`;
    if (requested.has(key)) continue;
    requested.add(key);
    const face = new FontFace(font.family, `url("${url.replace(/["\\\s()]/g, '')}")`, { weight: String(font.weight), style: font.style });
    document.fonts.add(face);
    face.load().catch(() => undefined);
  }
}

/**
 * A resolver that takes each font's stored url, resolved against the studio origin, and refuses any other
 * host: a visitor's browser never contacts a third party for a font.
 */
export function studioFontUrls(studioOrigin: string): FontUrlResolver {
  return (font) => {
    if (!font.url) return null;
    try {
      const url = new URL(font.url, studioOrigin);
      return url.origin === studioOrigin ? url.href : null;
    } catch {
      return null;
    }
  };
}

/** Adds each stylesheet URL (the manifest's `fonts`: @font-face rules only) to the page's head once. */
export function addFontStylesheets(urls: readonly string[], nonce: string | undefined): void {
  if (typeof document === 'undefined') return;
  for (const href of urls) {
    if (requested.has(`sheet|${href}`)) continue;
    requested.add(`sheet|${href}`);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    if (nonce) link.nonce = nonce;
    document.head.append(link);
  }
}
