import { describe, expect, it } from 'vitest';
import { DRAW_INTERVAL_MS, MAX_HOLD_MS, REST_MS, RemoteDrawPolicy } from './remoteDrawPolicy';

describe('RemoteDrawPolicy', () => {
  it('on a GPU draws remote edits at once', () => {
    const policy = new RemoteDrawPolicy(false, () => 0);
    policy.viewMoved();
    policy.remoteDrawn();
    expect(policy.waitBeforeDraw()).toBe(0);
  });

  it('under software WebGL holds them while the view moves, then batches them', () => {
    let now = 1000;
    const policy = new RemoteDrawPolicy(true, () => now);
    expect(policy.waitBeforeDraw()).toBe(0);
    policy.viewMoved();
    expect(policy.waitBeforeDraw()).toBe(REST_MS);
    now += 100;
    policy.viewMoved();
    expect(policy.waitBeforeDraw()).toBe(REST_MS);
    now += REST_MS;
    expect(policy.waitBeforeDraw()).toBe(0);
    policy.remoteDrawn();
    expect(policy.waitBeforeDraw()).toBe(DRAW_INTERVAL_MS);
    now += DRAW_INTERVAL_MS;
    expect(policy.waitBeforeDraw()).toBe(0);
  });

  it('a view that keeps moving holds them MAX_HOLD_MS at most', () => {
    let now = 0;
    const policy = new RemoteDrawPolicy(true, () => now);
    policy.remoteHeld();
    for (; now < MAX_HOLD_MS; now += 16) {
      policy.viewMoved();
      expect(policy.waitBeforeDraw()).toBeGreaterThan(0);
    }
    policy.viewMoved();
    expect(policy.waitBeforeDraw()).toBe(0);
    policy.remoteDrawn();
    policy.remoteHeld();
    expect(policy.waitBeforeDraw()).toBe(DRAW_INTERVAL_MS);
  });
});
