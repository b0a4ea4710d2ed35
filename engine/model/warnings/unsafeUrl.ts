// editor.md §5: "A URL whose origin would come from a substituted context value is rejected as unsafe."
// Safe: no placeholder at all, or every placeholder comes after a literal scheme, host and the first `/`, `?`
// or `#` that ends the origin. Anything else lets a context value choose where the request goes.

const LITERAL_ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#{}\s]+[/?#]/i;

export function urlOriginIsSubstituted(url: string): boolean {
  const first = url.indexOf('{{');
  if (first < 0) return false;
  const before = url.slice(0, first);
  return !LITERAL_ORIGIN.test(before);
}
