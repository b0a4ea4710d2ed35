/** Avatar fallback (studio.md §2.3): the first letter or digit of the name, uppercased, or '?'. */
export function avatarInitial(name: string | null | undefined): string {
  const match = (name ?? '').match(/[\p{L}\p{N}]/u);
  return match ? match[0].toLocaleUpperCase('en') : '?';
}

/** Logo fallback for organizations and other named things: up to two initials. */
export function nameInitials(name: string | null | undefined): string {
  const words = (name ?? '').split(/\s+/).map((word) => word.match(/[\p{L}\p{N}]/u)?.[0]).filter((c): c is string => !!c);
  if (words.length === 0) return '?';
  return words.slice(0, 2).join('').toLocaleUpperCase('en');
}
