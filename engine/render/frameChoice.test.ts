import { describe, expect, it } from 'vitest';
import { chooseFrame, type FrameState } from './frameChoice';

const moving: FrameState = { viewportDirty: true, forceLive: false, contentUnchanged: true, pendingViews: 0 };

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

  it('draws live when the view did not move (a frame asked for by a change)', () => {
    expect(chooseFrame({ ...moving, viewportDirty: false }, () => true)).toBe('live');
  });
});
