// The screens the studio is made for, as a media query both the app (ScreenSizeGate) and the first script (which
// paints no first view where the mobile notice will replace the app) read. No React here: the first script imports it.

/** studio.md §1: the studio is not made for screens narrower than 768 px. */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';

/** The screen is narrower than the studio is made for (the mobile notice shows instead of the app). */
export function isSmallScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SMALL_SCREEN_QUERY).matches;
}
