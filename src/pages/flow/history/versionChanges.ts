// How a version's changes read in the history list: "+2 −1 ~3 nodes · +1 −1 connections" (zeros left out),
// "No changes" when nothing differs, and nothing for the first version (there is nothing before it).
import type { FlowChangeCounts } from '../../../../contracts/versions';
import { formatCount, pluralCount } from '../../../format/numbers';

export interface ChangePart {
  kind: 'added' | 'removed' | 'changed';
  /** "+2", "−1", "~3" */
  text: string;
}

export interface ChangeGroup {
  /** "nodes" or "connections" (singular for 1 in the spoken label). */
  noun: 'nodes' | 'connections';
  parts: ChangePart[];
}

const SIGN = { added: '+', removed: '−', changed: '~' } as const;

function part(kind: ChangePart['kind'], count: number): ChangePart[] {
  return count > 0 ? [{ kind, text: `${SIGN[kind]}${formatCount(count)}` }] : [];
}

/** The groups to show; an empty list means no changes. */
export function changeGroups(changes: FlowChangeCounts): ChangeGroup[] {
  const groups: ChangeGroup[] = [
    { noun: 'nodes', parts: [...part('added', changes.nodesAdded), ...part('removed', changes.nodesRemoved), ...part('changed', changes.nodesChanged)] },
    { noun: 'connections', parts: [...part('added', changes.connectionsAdded), ...part('removed', changes.connectionsRemoved)] },
  ];
  return groups.filter((group) => group.parts.length > 0);
}


/** The changes in words ("2 nodes added, 1 connection removed"); '' when there are none. */
export function changeWords(changes: FlowChangeCounts): string {
  return [
    changes.nodesAdded > 0 ? `${pluralCount(changes.nodesAdded, 'node')} added` : '',
    changes.nodesRemoved > 0 ? `${pluralCount(changes.nodesRemoved, 'node')} removed` : '',
    changes.nodesChanged > 0 ? `${pluralCount(changes.nodesChanged, 'node')} changed` : '',
    changes.connectionsAdded > 0 ? `${pluralCount(changes.connectionsAdded, 'connection')} added` : '',
    changes.connectionsRemoved > 0 ? `${pluralCount(changes.connectionsRemoved, 'connection')} removed` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** A version's changes in words, for screen readers and the tooltip. */
export function changeSentence(changes: FlowChangeCounts | null): string {
  if (changes === null) return 'The first published version';
  const words = changeWords(changes);
  return words === '' ? 'No changes against the version before' : `Against the version before: ${words}`;
}
