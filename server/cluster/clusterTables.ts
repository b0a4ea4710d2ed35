// The tables that hold what several studio instances must agree on, in their own schema `cluster` (operational
// state, not user data: the route fuzzer's fingerprint of the public tables leaves it out, since a refused request is
// still counted here). Created by idempotent SQL at every open, after the migrations (drizzle-kit cannot express
// UNLOGGED), on PGlite and PostgreSQL alike.
//
// - counters (UNLOGGED): fixed-window counts: runtime rate limits per IP and per widget, per-session event caps
//   (sharedCounters.ts).
// - attempts (UNLOGGED): the sign-in throttle's failures and locks per key (auth/AttemptThrottle.ts).
// - leases (UNLOGGED): bounded slots held for a while, such as an owner's uploads in progress (sharedLeases.ts).
// - jobs: when each periodic job last ran, is next due, and who runs it now (jobLeadership.ts).
//
// UNLOGGED: no write-ahead log for the hot counters (each runtime request writes one); PostgreSQL empties such a
// table after a crash of the database server, which only forgets counts and locks that expire within an hour anyway.
// `jobs` is logged: a crash must not make a daily job run again at once.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { PeriodicJob } from './jobLeadership';

const CLUSTER_TABLES_SQL = `
CREATE SCHEMA IF NOT EXISTS cluster;
CREATE UNLOGGED TABLE IF NOT EXISTS cluster.counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS counters_window_ends ON cluster.counters (window_ends);
CREATE UNLOGGED TABLE IF NOT EXISTS cluster.attempts (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  locked_until timestamptz NOT NULL,
  last_attempt_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS attempts_last_attempt ON cluster.attempts (last_attempt_at);
CREATE UNLOGGED TABLE IF NOT EXISTS cluster.leases (
  key text NOT NULL,
  holder uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key, holder)
);
CREATE INDEX IF NOT EXISTS leases_expires ON cluster.leases (expires_at);
CREATE TABLE IF NOT EXISTS cluster.jobs (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL,
  running_by text,
  lease_until timestamptz,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_outcome text,
  runs integer NOT NULL DEFAULT 0
)`;

export async function createClusterTables(db: Db): Promise<void> {
  // One statement per call: the extended query protocol (PGlite, node-postgres with parameters) takes one.
  for (const statement of CLUSTER_TABLES_SQL.split(';').map((text) => text.trim()).filter((text) => text !== '')) await db.execute(sql.raw(statement));
}

/** Forgets what has expired: counters past their window, attempts idle past `attemptsIdleMs` and unlocked, leases past their end. */
export async function sweepClusterTables(db: Db, attemptsIdleMs: number): Promise<void> {
  await db.execute(sql`DELETE FROM cluster.counters WHERE window_ends < now()`);
  await db.execute(
    sql`DELETE FROM cluster.attempts WHERE locked_until < now() AND last_attempt_at < now() - ${attemptsIdleMs} * interval '1 millisecond'`,
  );
  await db.execute(sql`DELETE FROM cluster.leases WHERE expires_at < now()`);
}

/** The sweep as a periodic job: every 10 minutes on one instance. */
export function clusterSweepJob(db: Db, attemptsIdleMs: number): PeriodicJob {
  return { name: 'cluster-sweep', intervalMs: 10 * 60_000, firstRunAfterMs: 10 * 60_000, run: () => sweepClusterTables(db, attemptsIdleMs) };
}
