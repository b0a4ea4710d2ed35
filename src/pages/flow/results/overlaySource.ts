// What the results overlay says about where its numbers come from (pure). The counts name the node ids of the
// published flow(s) visitors ran; the canvas shows the draft, or a published version opened from the history. When
// the flow shown is exactly the one published version in force, ids match one to one; otherwise the panel says which
// published version(s) the numbers are from, that a node they did not have shows 0, and how many counted nodes the
// flow shown does not have (those are never drawn).
import type { PublishedVersionSpan } from '../../../../contracts/nodeStats';

/** The counts as the engine looks them up. */
export function countsMap(reached: Record<string, number>): Map<number, number> {
  const map = new Map<number, number>();
  for (const [id, count] of Object.entries(reached)) {
    const nodeId = Number(id);
    if (Number.isInteger(nodeId) && count > 0) map.set(nodeId, count);
  }
  return map;
}

/** Counted ids the flow shown does not hold. O(counted ids). */
export function idsOutsideDraft(counts: ReadonlyMap<number, number>, hasNode: (id: number) => boolean): number {
  let outside = 0;
  for (const id of counts.keys()) if (!hasNode(id)) outside += 1;
  return outside;
}

export interface OverlaySource {
  /** One sentence: which published version(s) the counts are from. */
  text: string;
  /** The draft differs from what was counted: the figures follow node ids and may not match the draft's wiring. */
  differs: boolean;
}

function versionList(versions: readonly PublishedVersionSpan[]): string {
  const numbers = versions.map((span) => span.version);
  if (numbers.length === 1) return `published version ${numbers[0]}`;
  const consecutive = numbers.every((value, index) => index === 0 || value === numbers[index - 1]! + 1);
  return consecutive ? `published versions ${numbers[0]}–${numbers.at(-1)}` : `published versions ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/** `shownVersion`: the flow version the canvas shows (the draft's, or that a published version was made from). */
export function overlaySource(versions: readonly PublishedVersionSpan[], shownVersion: number, outside: number): OverlaySource {
  if (versions.length === 0) return { text: 'The widget was not published during this period: nothing was counted.', differs: false };
  const same = versions.length === 1 && versions[0]!.flowVersion === shownVersion;
  if (same && outside === 0) return { text: `Counts from ${versionList(versions)}, which is the flow shown.`, differs: false };
  const parts = [`Counts from ${versionList(versions)}${versions.length > 1 ? ' (published during this period)' : ''}.`];
  if (!same) parts.push('The flow shown differs: counts follow node ids, so a node they did not have shows 0.');
  if (outside > 0) parts.push(`${outside} counted node${outside === 1 ? ' is' : 's are'} not in the flow shown.`);
  return { text: parts.join(' '), differs: true };
}
