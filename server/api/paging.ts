/** LIMIT and OFFSET for a 1-based page of `size` rows. */
export function pageWindow(page: number | undefined, size: number): { limit: number; offset: number } {
  return { limit: size, offset: ((page ?? 1) - 1) * size };
}
