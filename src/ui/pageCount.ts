// How many pages a paged list has, and which page to show when the one asked for no longer exists: after the last
// item of the last page goes (leave, archive, delete), that page is empty while the total is not.
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The page to go to instead of `page`, or null when `page` exists (page 1 always does). */
export function existingPage(page: number, total: number, pageSize: number): number | null {
  const last = pageCount(total, pageSize);
  return page > last ? last : null;
}
