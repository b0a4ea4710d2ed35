// Caps the events one visitor session may send per widget and UTC day (RUNTIME_EVENTS_PER_SESSION_DAY),
// so a script replaying one session cannot fill the events table; the rate limits per IP and per widget
// bound everything else. Held in memory per process (a restart forgets the counts, which only loosens
// the cap for that day).
import { LRUCache } from 'lru-cache';
import { utcDay } from '../usage/operations';

export class SessionEventCap {
  private readonly counts = new LRUCache<string, number>({ max: 100_000 });

  constructor(private readonly perSessionPerDay: number) {}

  /** How many of `requested` events of this session may still be stored today (and counts them). */
  take(widgetId: string, sessionId: string, requested: number, now = new Date()): number {
    const key = `${widgetId}:${sessionId}:${utcDay(now)}`;
    const used = this.counts.get(key) ?? 0;
    const granted = Math.max(0, Math.min(requested, this.perSessionPerDay - used));
    if (granted > 0) this.counts.set(key, used + granted);
    return granted;
  }
}
