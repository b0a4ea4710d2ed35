import { describe, expect, it } from 'vitest';
import { HOVER_AFTER_MOVE_MS, hoverWhenViewStill } from './hoverWhenViewStill';

/** A clock whose timers run when told. */
function manualClock() {
  let now = 0;
  const timers: { at: number; callback: () => void; cancelled: boolean }[] = [];
  return {
    later(callback: () => void, ms: number) {
      const timer = { at: now + ms, callback, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => !t.cancelled && t.at <= now)) {
        timer.cancelled = true;
        timer.callback();
      }
    },
  };
}

describe('hoverWhenViewStill', () => {
  it('hit-tests again once, when the view has been still for a moment, not on each step of the move', () => {
    const clock = manualClock();
    let replays = 0;
    const still = hoverWhenViewStill({ viewMoved: () => (replays += 1) }, clock.later);
    for (let step = 0; step < 10; step += 1) {
      still.viewMoved();
      clock.advance(16);
    }
    expect(replays).toBe(0);
    clock.advance(HOVER_AFTER_MOVE_MS);
    expect(replays).toBe(1);
    clock.advance(1_000);
    expect(replays).toBe(1);
  });

  it('does nothing after stop', () => {
    const clock = manualClock();
    let replays = 0;
    const still = hoverWhenViewStill({ viewMoved: () => (replays += 1) }, clock.later);
    still.viewMoved();
    still.stop();
    still.viewMoved();
    clock.advance(1_000);
    expect(replays).toBe(0);
  });
});
