// Fixed-window counters every instance shares (cluster.counters): one statement adds to several keys and answers
// each key's count in its window and when the window ends. A key's window starts at its first hit and lasts
// `windowMs` (by the database's clock, the one clock all instances share); the first hit after it ended starts a new
// one. Keys are taken in sorted order, so two statements on the same keys cannot deadlock. The database applies
// concurrent hits on one key one after the other (the row lock of the upsert), so no hit is lost or counted twice.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { resultRows } from '../db/resultRows';

export interface CounterHit {
  key: string;
  /** How much to add (≥ 0; 0 reads the count, starting a window when there is none). */
  by: number;
  windowMs: number;
}

export interface CounterState {
  key: string;
  /** The count in the current window, this hit included. */
  count: number;
  /** Milliseconds until the window ends (≥ 0). */
  resetsInMs: number;
}

/** Adds each hit to its key; answers the states in the order of `hits`. Keys must be distinct. */
export async function hitCounters(db: Db, hits: readonly CounterHit[]): Promise<CounterState[]> {
  if (hits.length === 0) return [];
  const sorted = [...hits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = resultRows<{ key: string; count: number; resets_in_ms: string | number }>(
    await db.execute(sql`
      INSERT INTO cluster.counters AS c (key, count, window_ends)
      SELECT h.key, h.by, clock_timestamp() + h.window_ms * interval '1 millisecond'
      FROM jsonb_to_recordset(${JSON.stringify(sorted.map((hit) => ({ key: hit.key, by: hit.by, window_ms: hit.windowMs })))}::jsonb)
        AS h(key text, by integer, window_ms bigint)
      ORDER BY h.key
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN c.window_ends <= clock_timestamp() THEN excluded.count ELSE c.count + excluded.count END,
        window_ends = CASE WHEN c.window_ends <= clock_timestamp() THEN excluded.window_ends ELSE c.window_ends END
      RETURNING c.key, c.count, greatest(0, ceil(extract(epoch FROM c.window_ends - clock_timestamp()) * 1000))::bigint AS resets_in_ms`),
  );
  const byKey = new Map(rows.map((row) => [row.key, { key: row.key, count: Number(row.count), resetsInMs: Number(row.resets_in_ms) }]));
  return hits.map((hit) => {
    const state = byKey.get(hit.key);
    if (!state) throw new Error(`counter ${hit.key} was not answered`);
    return state;
  });
}
