import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES_PER_SECOND } from '../../contracts/collab';
import { MessageRate } from './MessageRate';

describe('MessageRate', () => {
  it('accepts a second’s worth at once, then drops until time refills the bucket', () => {
    let now = 0;
    const rate = new MessageRate(() => now);
    for (let index = 0; index < LIVE_MESSAGES_PER_SECOND; index += 1) expect(rate.take()).toBe('accept');
    expect(rate.take()).toBe('drop');
    now += 1000 / LIVE_MESSAGES_PER_SECOND;
    expect(rate.take()).toBe('accept');
  });

  it('a steady sender at the limit is never dropped', () => {
    let now = 0;
    const rate = new MessageRate(() => now);
    for (let index = 0; index < 10 * LIVE_MESSAGES_PER_SECOND; index += 1) {
      now += 1000 / LIVE_MESSAGES_PER_SECOND;
      expect(rate.take()).toBe('accept');
    }
  });

  it('a flood is told apart from a burst', () => {
    let now = 0;
    const rate = new MessageRate(() => now);
    const verdicts = Array.from({ length: 10 * LIVE_MESSAGES_PER_SECOND }, () => rate.take());
    expect(verdicts).toContain('drop');
    expect(verdicts.at(-1)).toBe('flood');
    const burst = new MessageRate(() => now);
    const short = Array.from({ length: 3 * LIVE_MESSAGES_PER_SECOND }, () => burst.take());
    expect(short).not.toContain('flood');
  });
});
