/** ?page=N as a page number: a positive integer, anything else reads as 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/** ?archived=true is the only way to ask for archived widgets. */
export function parseArchived(value: string | null | undefined): boolean {
  return value === 'true';
}
