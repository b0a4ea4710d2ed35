// What the results overlay says about where its numbers come from (pure). The counts name the node ids of the
// published flow(s) visitors ran; the editor shows the draft. When the draft is exactly the one published version
// in force, ids match one to one; otherwise the panel says which published version(s) the numbers are from, that a
// node added since shows 0 and how many counted nodes the draft no longer has (those are never drawn).
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

/** Counted ids the draft does not hold. O(counted ids). */
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

export function overlaySource(versions: readonly PublishedVersionSpan[], draftVersion: number, outside: number): OverlaySource {
  if (versions.length === 0) return { text: 'The widget was not published during this period: nothing was counted.', differs: false };
  const sameAsDraft = versions.length === 1 && versions[0]!.flowVersion === draftVersion;
  if (sameAsDraft && outside === 0) return { text: `Counts from ${versionList(versions)}, which is the draft as it is now.`, differs: false };
  const parts = [`Counts from ${versionList(versions)}${versions.length > 1 ? ' (published during this period)' : ''}.`];
  if (!sameAsDraft) parts.push('The draft has changed since: counts follow node ids, so a node added since shows 0.');
  if (outside > 0) parts.push(`${outside} counted node${outside === 1 ? ' is' : 's are'} no longer in the draft.`);
  return { text: parts.join(' '), differs: true };
}
