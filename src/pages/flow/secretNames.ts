// The names in a secrets answer: a list of { contextValueName, description }, bare or under `secrets`/`items`.
export function secretNames(answer: unknown): string[] {
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object'
      ? ((answer as { secrets?: unknown; items?: unknown }).secrets ?? (answer as { items?: unknown }).items)
      : null;
  if (!Array.isArray(list)) return [];
  return list
    .map((item) => (item && typeof item === 'object' ? (item as { contextValueName?: unknown }).contextValueName : null))
    .filter((name): name is string => typeof name === 'string' && name !== '');
}
