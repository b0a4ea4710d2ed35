// Caps the events one visitor session may send per widget and UTC day (RUNTIME_EVENTS_PER_SESSION_DAY),
// so a script replaying one session cannot fill the events table; the rate limits per IP and per widget
// bound everything else. Counted across every studio instance (cluster.counters, one statement per batch for all
// its sessions): a session whose events alternate between instances gets the cap once, not once per instance.
import { hitCounters } from '../cluster/sharedCounters';
import type { Db } from '../db/database';
import { utcDay } from '../usage/operations';

/** A day's counter outlives the day by an hour, so a batch sent across midnight still finds it. */
function msUntilAfterDay(now: Date): number {
  const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return nextDay - now.getTime() + 3_600_000;
}

export class SessionEventCap {
  constructor(
    private readonly db: Db,
    private readonly perSessionPerDay: number,
  ) {}

  /**
   * How many of the requested events of each session may still be stored today (and counts them): `requested` maps a
   * session id to its number of events in the batch; the answer maps it to the number granted.
   */
  async take(widgetId: string, requested: ReadonlyMap<string, number>, now = new Date()): Promise<Map<string, number>> {
    const day = utcDay(now);
    const sessions = [...requested.keys()];
    const states = await hitCounters(
      this.db,
      sessions.map((sessionId) => ({ key: `session-events:${widgetId}:${sessionId}:${day}`, by: requested.get(sessionId)!, windowMs: msUntilAfterDay(now) })),
    );
    return new Map(
      sessions.map((sessionId, index) => {
        const asked = requested.get(sessionId)!;
        const before = states[index]!.count - asked;
        return [sessionId, Math.max(0, Math.min(asked, this.perSessionPerDay - before))];
      }),
    );
  }
}
