import { describe, expect, it } from 'vitest';
import { AttemptThrottle, type AttemptOutcome } from './AttemptThrottle';

const policy = { freeAttempts: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };

function setup() {
  let now = 1_000_000;
  const throttle = new AttemptThrottle({ account: policy, ip: { ...policy, freeAttempts: 5 } }, () => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

const allowed = (outcome: AttemptOutcome) => outcome.allowed;

describe('AttemptThrottle', () => {
  it('locks a key after its free failures, for a doubling delay up to the maximum', () => {
    const { throttle, advance } = setup();
    const keys = ['account:ada'];
    for (let index = 0; index < 3; index += 1) expect(allowed(throttle.begin(keys))).toBe(true);
    expect(throttle.begin(keys)).toEqual({ allowed: false, retryAfterMs: 1000 });
    advance(1000);
    expect(allowed(throttle.begin(keys))).toBe(true);
    expect(throttle.begin(keys)).toEqual({ allowed: false, retryAfterMs: 2000 });
    advance(2000);
    throttle.begin(keys);
    advance(4000);
    throttle.begin(keys);
    advance(8000);
    throttle.begin(keys);
    expect(throttle.begin(keys)).toEqual({ allowed: false, retryAfterMs: 8000 });
  });

  it('counts an attempt before its outcome, so a burst gets only the free attempts through', () => {
    const { throttle } = setup();
    const outcomes = Array.from({ length: 30 }, () => throttle.begin(['account:ada', 'ip:10.0.0.1']));
    expect(outcomes.filter(allowed)).toHaveLength(3);
  });

  it('gives back a successful attempt and clears the keys it is told to', () => {
    const { throttle } = setup();
    for (let index = 0; index < 2; index += 1) throttle.begin(['account:ada', 'ip:10.0.0.1']);
    const outcome = throttle.begin(['account:ada', 'ip:10.0.0.1']);
    if (!outcome.allowed) throw new Error('expected an allowed attempt');
    expect(allowed(throttle.begin(['account:ada']))).toBe(false);
    outcome.attempt.succeeded(['account:ada']);
    // The account starts afresh; the address keeps its two failures (5 free: three more pass).
    for (let index = 0; index < 3; index += 1) expect(allowed(throttle.begin(['account:ada', 'ip:10.0.0.1']))).toBe(true);
    expect(allowed(throttle.begin(['account:bob', 'ip:10.0.0.1']))).toBe(false);
  });

  it('refuses when any key is locked and does not count the refused attempt', () => {
    const { throttle, advance } = setup();
    for (let index = 0; index < 5; index += 1) throttle.begin([`account:user${index}`, 'ip:10.0.0.1']);
    expect(throttle.begin(['account:fresh', 'ip:10.0.0.1'])).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(allowed(throttle.begin(['account:fresh', 'ip:10.0.0.2']))).toBe(true);
    advance(1000);
    expect(allowed(throttle.begin(['account:fresh', 'ip:10.0.0.1']))).toBe(true);
  });

  it('forgets a key after a quiet period', () => {
    const { throttle, advance } = setup();
    for (let index = 0; index < 3; index += 1) throttle.begin(['account:ada']);
    advance(61_000);
    for (let index = 0; index < 3; index += 1) expect(allowed(throttle.begin(['account:ada']))).toBe(true);
  });
});
