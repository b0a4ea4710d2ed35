// Throttles guessing: failed attempts are counted per key (an account's email, a client address),
// and once a key has used its free attempts every further failure locks it for a delay that doubles
// (base, 2×base, 4×base… up to max). An attempt is counted *before* its outcome is known and given
// back when it succeeds, so concurrent attempts cannot slip past the count together: the check and
// the count are one synchronous step on the process's shared state. A key is forgotten after
// `forgetAfterMs` without attempts once its lock has run out. State lives in this process only.

export interface ThrottlePolicy {
  /** Failures allowed before the first lock. */
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

interface Entry {
  failures: number;
  lockedUntil: number;
  lastAttemptAt: number;
}

export type AttemptOutcome =
  | { allowed: true; attempt: CountedAttempt }
  | { allowed: false; retryAfterMs: number };

export interface CountedAttempt {
  /** The attempt succeeded: it no longer counts, and a successful account key is cleared. */
  succeeded(clearKeys?: readonly string[]): void;
}

/** Keep at most this many keys; the least recently tried go first. */
const MAX_KEYS = 100_000;

export class AttemptThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly policies: Record<string, ThrottlePolicy>,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Starts an attempt on `keys` (`kind:value`, kind naming a policy): refused with the longest wait
   * when any key is locked; otherwise counted as a failure on every key until `succeeded` is called.
   */
  begin(keys: readonly string[]): AttemptOutcome {
    const now = this.clock();
    let wait = 0;
    for (const key of keys) {
      const entry = this.live(key, now);
      if (entry && entry.lockedUntil > now) wait = Math.max(wait, entry.lockedUntil - now);
    }
    if (wait > 0) return { allowed: false, retryAfterMs: wait };
    for (const key of keys) this.countFailure(key, now);
    let settled = false;
    return {
      allowed: true,
      attempt: {
        succeeded: (clearKeys = []) => {
          if (settled) return;
          settled = true;
          for (const key of keys) {
            if (clearKeys.includes(key)) this.entries.delete(key);
            else this.giveBack(key);
          }
        },
      },
    };
  }

  private policyOf(key: string): ThrottlePolicy {
    const policy = this.policies[key.slice(0, key.indexOf(':'))];
    if (!policy) throw new Error(`no throttle policy for ${key}`);
    return policy;
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.lockedUntil <= now && now - entry.lastAttemptAt > this.policyOf(key).forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private countFailure(key: string, now: number): void {
    const policy = this.policyOf(key);
    const entry = this.live(key, now) ?? { failures: 0, lockedUntil: 0, lastAttemptAt: now };
    entry.failures += 1;
    entry.lastAttemptAt = now;
    const over = entry.failures - policy.freeAttempts;
    if (over >= 0) entry.lockedUntil = now + Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(over, 30));
    // Re-inserting keeps the map in least-recently-tried order for the eviction below.
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
  }

  private giveBack(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.failures = Math.max(0, entry.failures - 1);
    if (entry.failures < this.policyOf(key).freeAttempts) entry.lockedUntil = 0;
  }
}
