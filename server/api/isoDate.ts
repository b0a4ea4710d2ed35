/** Dates leave the API as ISO 8601 strings. */
export function isoDate(date: Date): string {
  return date.toISOString();
}

export function isoDateOrNull(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}
