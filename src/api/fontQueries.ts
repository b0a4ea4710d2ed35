// The font catalogue (editor.md §7): GET /fonts?query= and GET /font?family=. Failures are not shown (§8).
import type { FontDetail, FontSummary } from '../../contracts/fonts';
import { useApiQuery } from './useApiQuery';

const enc = encodeURIComponent;

export const fontKeys = {
  fonts: (query: string) => `/fonts?query=${enc(query)}`,
  font: (family: string) => `/font?family=${enc(family)}`,
};

/** Families matching `query`; null while the picker is closed. */
export function useFontSearch(query: string | null) {
  return useApiQuery<FontSummary[]>(query === null ? null : fontKeys.fonts(query), { keepPreviousData: true, throwOnError: false });
}

export function useFontDetail(family: string | null) {
  return useApiQuery<FontDetail>(family ? fontKeys.font(family) : null, { throwOnError: false, shouldRetryOnError: false });
}
