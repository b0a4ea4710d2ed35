import { describe, expect, it } from 'vitest';
import { chooseFrame, type FrameState } from './frameChoice';

const moving: FrameState = { viewportDirty: true, forceLive: false, contentUnchanged: true, pendingViews: 0, preparing: false };

describe('chooseFrame', () => {
  it('moves the picture when only the view changed and the picture still covers the screen', () => {
    expect(chooseFrame(moving, () => true)).toBe('move');
    expect(chooseFrame(moving, () => false)).toBe('live');
  });

  it('draws live for a content change, a settle, or views the shown picture still lacks', () => {
    let asked = 0;
    const covers = () => {
      asked += 1;
      return true;
    };
    expect(chooseFrame({ ...moving, contentUnchanged: false }, covers)).toBe('live');
    expect(chooseFrame({ ...moving, forceLive: true }, covers)).toBe('live');
    expect(chooseFrame({ ...moving, pendingViews: 3 }, covers)).toBe('live');
    // The picture was not moved for any of them.
    expect(asked).toBe(0);
  });

  it('keeps moving while views are built for a picture prepared ahead, and steps it alone when the view is still', () => {
    expect(chooseFrame({ ...moving, pendingViews: 40, preparing: true }, () => true)).toBe('move');
    expect(chooseFrame({ ...moving, viewportDirty: false, pendingViews: 40, preparing: true }, () => true)).toBe('prepare');
    // Leaving the shown picture before the next one is ready, or a content change, draws live.
    expect(chooseFrame({ ...moving, pendingViews: 40, preparing: true }, () => false)).toBe('live');
    expect(chooseFrame({ ...moving, viewportDirty: false, preparing: true, contentUnchanged: false }, () => true)).toBe('live');
    expect(chooseFrame({ ...moving, viewportDirty: false, preparing: true, forceLive: true }, () => true)).toBe('live');
  });

  it('draws live when nothing is prepared and the view did not move (a frame asked for by a change)', () => {
    expect(chooseFrame({ ...moving, viewportDirty: false }, () => true)).toBe('live');
  });
});
