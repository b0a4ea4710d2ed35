// How many messages a live channel may send: a bucket of LIVE_MESSAGES_PER_SECOND refilled every second
// (a burst up to one second's worth); a message beyond it is dropped. A channel that keeps sending far beyond
// it (FLOOD_STRIKES dropped messages not worked off) is flooding and is closed.
import { LIVE_MESSAGES_PER_SECOND } from '../../contracts/collab';

const FLOOD_STRIKES = 5 * LIVE_MESSAGES_PER_SECOND;

export type RateVerdict = 'accept' | 'drop' | 'flood';

export class MessageRate {
  private tokens = LIVE_MESSAGES_PER_SECOND;
  private strikes = 0;
  private last: number;

  constructor(private readonly clock: () => number = Date.now) {
    this.last = clock();
  }

  take(): RateVerdict {
    const now = this.clock();
    const seconds = (now - this.last) / 1000;
    this.last = now;
    this.tokens = Math.min(LIVE_MESSAGES_PER_SECOND, this.tokens + seconds * LIVE_MESSAGES_PER_SECOND);
    // Strikes wear off at the same pace: a short burst over the limit is forgiven, a flood is not.
    this.strikes = Math.max(0, this.strikes - seconds * LIVE_MESSAGES_PER_SECOND);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'accept';
    }
    this.strikes += 1;
    return this.strikes > FLOOD_STRIKES ? 'flood' : 'drop';
  }
}
