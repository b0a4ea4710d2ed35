import { describe, expect, it } from 'vitest';
import { FlowModel } from '../../../../engine/model/FlowModel';
import { testNode } from '../../../../engine/testing/testNode';
import { deletedText, fieldName, outcomeText, replacedText, undoSkippedText } from './noticeTexts';

const model = FlowModel.fromDocument({ nodes: [testNode(1, 'entrypoint'), testNode(3, 'email', 300, 0), testNode(4, 'await', 600, 0)], connections: [] });

describe('co-editing notices', () => {
  it('name fields as a person reads them', () => {
    expect(fieldName('subject')).toBe('Subject');
    expect(fieldName('replyTo')).toBe('Reply to');
    expect(fieldName('blocks.7.config.text')).toBe('the text of block 7');
    expect(fieldName('blocks.7.place')).toBe('the place of block 7');
    expect(fieldName('blocks.7')).toBe('block 7');
  });

  it('a replaced value names who, which field and which node', () => {
    expect(replacedText('Ana', 'Email #3', [{ nodeId: 3, field: 'subject', userId: 'u', clientId: null }])).toBe("Ana changed 'Subject' of Email #3 after you");
    expect(
      replacedText('Ana', 'Email #3', [
        { nodeId: 3, field: 'subject', userId: 'u', clientId: null },
        { nodeId: 3, field: 'content', userId: 'u', clientId: null },
      ]),
    ).toBe("Ana changed 'Subject' and 'Content' of Email #3 after you");
    expect(deletedText('Ana', 'Email #3')).toBe('Email #3 was deleted by Ana');
  });

  it('an op of mine that was not kept says why; one that lost nothing says nothing', () => {
    const connect = { op: 'connect' as const, connection: { from: [3, 0] as [number, number], to: [4, 0] as [number, number] } };
    expect(outcomeText({ op: connect, outcome: { patch: 0, op: 0, outcome: 'dropped', reason: 'port-taken', nodeId: 4 } }, model, 'Ana')).toBe(
      'Your connection from Email #3 to Await #4 was not kept: Ana connected that port first',
    );
    const move = { op: 'moveNode' as const, id: 4, from: [0, 0] as [number, number], to: [10, 10] as [number, number] };
    expect(outcomeText({ op: move, outcome: { patch: 0, op: 0, outcome: 'dropped', reason: 'node-removed', nodeId: 4 } }, model, null)).toBe(
      'Your change to Await #4 was not kept: someone else deleted it',
    );
    expect(outcomeText({ op: move, outcome: { patch: 0, op: 0, outcome: 'merged', reason: 'changed-since', nodeId: 4, fields: ['position'] } }, model, null)).toBeNull();
    expect(outcomeText({ op: move, outcome: { patch: 0, op: 0, outcome: 'dropped', reason: 'no-change', nodeId: 4 } }, model, null)).toBeNull();
  });

  it('an undo that skipped fields says which', () => {
    expect(undoSkippedText(false, [{ patch: 0, op: 0, outcome: 'merged', reason: 'changed-since', nodeId: 3, skipped: ['subject'] }], model)).toBe(
      "Undo left 'Subject' of Email #3 as someone else changed it since",
    );
  });
});
