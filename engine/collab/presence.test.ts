import { describe, expect, it } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import { testNode } from '../testing/testNode';
import { presenceMarks, labelTextColor, OUTLINE_GAP } from '../render/presenceMarks';
import type { ViewportState } from '../render/FlowRenderer';
import type { ViewportTransform } from '../machines/viewportMath';
import { FollowPeer, followTransform, peerViewportOf } from './FollowPeer';
import { PeerPresence, type PresenceChange } from './PeerPresence';
import type { Presence } from './presenceTypes';

function peer(clientId: string, overrides: Partial<Presence> = {}): Presence {
  return { clientId, userId: `user-${clientId}`, name: `Name ${clientId}`, avatar: null, color: '#d6336c', pointer: null, selection: [], viewport: null, canEdit: true, ...overrides };
}

describe('PeerPresence', () => {
  it('tells the overlay what changed and the toolbar only who came, went or changed how they show', () => {
    const presence = new PeerPresence();
    const changes: PresenceChange[] = [];
    let people = 0;
    presence.onChange((change) => changes.push(change));
    presence.subscribePeople(() => (people += 1));
    presence.set(peer('a', { selection: [2, 3] }));
    expect(people).toBe(1);
    expect(presence.selectedByPeer(2)).toBe(true);
    presence.set(peer('a', { selection: [2, 3], pointer: [10, 20] }));
    presence.set(peer('a', { selection: [2, 3], pointer: [11, 20] }));
    expect(people).toBe(1);
    expect([...changes.at(-1)!.pointers]).toEqual(['a']);
    expect(changes.at(-1)!.selections.size).toBe(0);
    presence.set(peer('a', { selection: [3], pointer: [11, 20] }));
    expect(presence.selectedByPeer(2)).toBe(false);
    expect(presence.selectedByPeer(3)).toBe(true);
    const before = presence.people();
    presence.set(peer('a', { selection: [3], pointer: [11, 20], name: 'Ana' }));
    expect(presence.people()).not.toBe(before);
    expect(presence.people()[0]!.name).toBe('Ana');
    presence.remove('a');
    expect(presence.size).toBe(0);
    expect(presence.selectedByPeer(3)).toBe(false);
    expect(people).toBe(3);
  });

  it('replaceAll removes those no longer listed', () => {
    const presence = new PeerPresence();
    presence.set(peer('a'));
    presence.set(peer('b'));
    presence.replaceAll([peer('b'), peer('c')]);
    expect(presence.people().map((p) => p.clientId)).toEqual(['b', 'c']);
  });
});

describe('presenceMarks', () => {
  const model = FlowModel.fromDocument({ nodes: [testNode(1, 'entrypoint', 0, 0), testNode(2, 'await', 400, 0), testNode(3, 'await', 5000, 0)], connections: [] });
  const view = { scale: 0.5, offsetX: 100, offsetY: 50, width: 800, height: 600 };

  it('outlines the selected nodes in sight in screen pixels and puts pointers at their world point', () => {
    const marks = presenceMarks([peer('a', { selection: [2, 3, 99], pointer: [200, 100] })], model, view);
    expect(marks.outlines).toEqual([{ clientId: 'a', nodeId: 2, x: 300 - OUTLINE_GAP, y: 50 - OUTLINE_GAP, width: 120 + 2 * OUTLINE_GAP, height: 40 + 2 * OUTLINE_GAP, color: '#d6336c' }]);
    expect(marks.pointers).toEqual([{ clientId: 'a', x: 200, y: 100, name: 'Name a', color: '#d6336c' }]);
  });

  it('leaves out pointers far outside the screen', () => {
    expect(presenceMarks([peer('a', { pointer: [100_000, 0] })], model, view).pointers).toEqual([]);
  });

  it('labels get the text colour with the better contrast', () => {
    expect(labelTextColor('#1e40af')).toBe('#ffffff');
    expect(labelTextColor('#fde047')).toBe('#111111');
    expect(labelTextColor('rebeccapurple')).toBe('#ffffff');
  });
});

describe('FollowPeer', () => {
  function setup() {
    const presence = new PeerPresence();
    let view: ViewportState = { scale: 1, offsetX: 0, offsetY: 0, width: 1000, height: 500 };
    const viewportListeners = new Set<() => void>();
    const changes: (string | null)[] = [];
    const move = (transform: ViewportTransform) => {
      view = { ...view, ...transform };
      for (const listener of viewportListeners) listener();
    };
    const follow = new FollowPeer({
      presence,
      viewport: () => view,
      jumpTo: move,
      onViewportChanged: (listener) => {
        viewportListeners.add(listener);
        return () => viewportListeners.delete(listener);
      },
      changed: (following) => changes.push(following),
    });
    return { presence, follow, changes, move, view: () => view };
  }

  it('shows the peer’s visible area, follows their moves and stops when the local user moves', () => {
    const { presence, follow, changes, move, view } = setup();
    presence.set(peer('a', { viewport: { x: 100, y: 100, zoom: 2, width: 1000, height: 500 } }));
    expect(follow.follow('a')).toBe(true);
    // The peer sees 500 x 250 world units from (100, 100): centred here at scale 2.
    expect(view()).toMatchObject({ scale: 2, offsetX: 500 - 350 * 2, offsetY: 250 - 225 * 2 });
    presence.set(peer('a', { viewport: { x: 300, y: 100, zoom: 2, width: 1000, height: 500 } }));
    expect(view().offsetX).toBe(500 - 550 * 2);
    expect(follow.following).toBe('a');
    move({ scale: 2, offsetX: view().offsetX + 30, offsetY: view().offsetY });
    expect(follow.following).toBeNull();
    expect(changes).toEqual(['a', null]);
    presence.set(peer('a', { viewport: { x: 900, y: 100, zoom: 2, width: 1000, height: 500 } }));
    expect(view().offsetX).toBe(500 - 550 * 2 + 30);
  });

  it('stops when the peer leaves, and cannot follow someone absent', () => {
    const { presence, follow } = setup();
    expect(follow.follow('nobody')).toBe(false);
    presence.set(peer('a', { viewport: { x: 0, y: 0, zoom: 1, width: 100, height: 100 } }));
    follow.follow('a');
    presence.remove('a');
    expect(follow.following).toBeNull();
  });

  it('a viewport round-trips through the presence form', () => {
    const state = { scale: 1.5, offsetX: -300, offsetY: 120, width: 1200, height: 700 };
    const transform = followTransform(peerViewportOf(state), 1200, 700);
    expect(transform.scale).toBeCloseTo(1.5);
    expect(transform.offsetX).toBeCloseTo(-300);
    expect(transform.offsetY).toBeCloseTo(120);
  });
});
