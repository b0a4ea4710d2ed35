import { describe, expect, it } from 'vitest';
import { changeGroups, changeSentence, changeWords } from './versionChanges';

const none = { nodesAdded: 0, nodesRemoved: 0, nodesChanged: 0, connectionsAdded: 0, connectionsRemoved: 0 };

describe('version changes', () => {
  it('shows the non-zero counts per group with their signs', () => {
    expect(changeGroups({ nodesAdded: 2, nodesRemoved: 1, nodesChanged: 3, connectionsAdded: 1200, connectionsRemoved: 0 })).toEqual([
      {
        noun: 'nodes',
        parts: [
          { kind: 'added', text: '+2' },
          { kind: 'removed', text: '−1' },
          { kind: 'changed', text: '~3' },
        ],
      },
      { noun: 'connections', parts: [{ kind: 'added', text: '+1,200' }] },
    ]);
    expect(changeGroups(none)).toEqual([]);
  });

  it('says it in words', () => {
    expect(changeSentence(null)).toBe('The first published version');
    expect(changeSentence(none)).toBe('No changes against the version before');
    expect(changeWords({ ...none, connectionsAdded: 3 })).toBe('3 connections added');
    expect(changeSentence({ ...none, nodesAdded: 1, nodesChanged: 2, connectionsRemoved: 1 })).toBe(
      'Against the version before: 1 node added, 2 nodes changed, 1 connection removed',
    );
  });
});
