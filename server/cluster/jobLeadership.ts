// Periodic jobs (events retention, the billing clock, expired sign-in state, the cluster sweep…) run once per schedule
// across every studio instance, and survive an instance dying mid-run. State lives in cluster.jobs, one row per job:
// `next_run_at` (when it is due), `running_by` / `lease_until` (who runs it now, until when).
//
// Every instance polls (JOB_POLL_MS). A poll claims each due job with one conditional UPDATE: due, and nobody's lease
// live. The database applies concurrent claims one after the other, so one instance wins and the others see the job
// taken. The winner renews its lease while the job runs (every third of JOB_LEASE_MS) and, when it ends, sets the next
// run one interval after the scheduled one (never in the past: a studio down for a day runs a daily job once, not
// once per missed day). An instance that dies mid-run stops renewing; its lease runs out and the next poll anywhere
// claims the job again and runs it from the start: every job is written to be safe to run again (idempotent).
// A draining instance (stop) claims nothing more and lets the job it runs finish, or gives it up at the deadline.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { resultRows } from '../db/resultRows';

export const JOB_POLL_MS = 15_000;
export const JOB_LEASE_MS = 60_000;

export interface PeriodicJob {
  /** Unique across the studio: the row's key. */
  name: string;
  intervalMs: number;
  /** The first run after the job's row is created (the first start of the first instance). */
  firstRunAfterMs: number;
  run(): Promise<unknown>;
}

export type JobOutcome = 'succeeded' | 'failed';

export interface JobSchedulerOptions {
  pollMs?: number;
  leaseMs?: number;
  /** Called after each run this instance made (metrics). */
  onRun?: (name: string, outcome: JobOutcome, seconds: number) => void;
}

export class JobScheduler {
  /** This instance's name in `running_by`. */
  readonly holder = randomUUID();
  private readonly jobs = new Map<string, PeriodicJob>();
  private readonly running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly pollMs: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobSchedulerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? JOB_POLL_MS;
    this.leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  }

  add(job: PeriodicJob): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is already scheduled`);
    this.jobs.set(job.name, job);
  }

  /** Creates the jobs' rows (first start) and polls every pollMs on an unref'd timer. */
  async start(): Promise<void> {
    for (const job of this.jobs.values()) {
      await this.db.execute(sql`
        INSERT INTO cluster.jobs (name, next_run_at) VALUES (${job.name}, clock_timestamp() + ${job.firstRunAfterMs} * interval '1 millisecond')
        ON CONFLICT (name) DO NOTHING`);
    }
    const tick = () => {
      void this.runDue().catch((error: unknown) => this.log.warn({ err: error }, 'could not poll the periodic jobs'));
    };
    this.timer = setInterval(tick, this.pollMs);
    this.timer.unref();
  }

  /**
   * Claims every due job nobody runs and runs the claimed ones; answers their names once they ended. The poll's body,
   * callable directly (tests, an operator's tooling).
   */
  async runDue(): Promise<string[]> {
    if (this.stopped) return [];
    const claimed: PeriodicJob[] = [];
    for (const job of this.jobs.values()) {
      if (this.running.has(job.name)) continue;
      const rows = resultRows<{ name: string }>(
        await this.db.execute(sql`
          UPDATE cluster.jobs
          SET running_by = ${this.holder}, lease_until = clock_timestamp() + ${this.leaseMs} * interval '1 millisecond',
              last_started_at = clock_timestamp(), runs = runs + 1
          WHERE name = ${job.name} AND next_run_at <= clock_timestamp() AND (lease_until IS NULL OR lease_until < clock_timestamp())
          RETURNING name`),
      );
      if (rows.length > 0) claimed.push(job);
    }
    await Promise.all(claimed.map((job) => this.runClaimed(job)));
    return claimed.map((job) => job.name);
  }

  /** Claims nothing more; waits for the running jobs until `deadlineMs` (then their leases are left to run out). */
  async stop(deadlineMs = 0): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.running.size === 0) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running.values()]),
      new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, deadlineMs);
      }),
    ]);
    clearTimeout(timeout);
  }

  private runClaimed(job: PeriodicJob): Promise<void> {
    const renew = setInterval(() => {
      this.db
        .execute(sql`UPDATE cluster.jobs SET lease_until = clock_timestamp() + ${this.leaseMs} * interval '1 millisecond' WHERE name = ${job.name} AND running_by = ${this.holder}`)
        .catch((error: unknown) => this.log.warn({ err: error, job: job.name }, 'could not renew a job lease'));
    }, Math.max(1, Math.floor(this.leaseMs / 3)));
    renew.unref();
    const started = performance.now();
    const execution = (async () => {
      let outcome: JobOutcome = 'succeeded';
      try {
        await job.run();
      } catch (error) {
        outcome = 'failed';
        this.log.error({ err: error, job: job.name }, 'periodic job failed');
      } finally {
        clearInterval(renew);
      }
      const seconds = (performance.now() - started) / 1000;
      this.options.onRun?.(job.name, outcome, seconds);
      this.log.info({ job: job.name, outcome, seconds }, 'periodic job ran');
      // A failed run is due again at its next interval too (it would most likely fail again at once).
      await this.db
        .execute(sql`
          UPDATE cluster.jobs
          SET running_by = NULL, lease_until = NULL, last_finished_at = clock_timestamp(), last_outcome = ${outcome},
              next_run_at = CASE
                WHEN next_run_at + ${job.intervalMs} * interval '1 millisecond' > clock_timestamp() THEN next_run_at + ${job.intervalMs} * interval '1 millisecond'
                ELSE clock_timestamp() + ${job.intervalMs} * interval '1 millisecond' END
          WHERE name = ${job.name} AND running_by = ${this.holder}`)
        .catch((error: unknown) => this.log.warn({ err: error, job: job.name }, 'could not record a job run; its lease will run out'));
    })().finally(() => this.running.delete(job.name));
    this.running.set(job.name, execution);
    return execution;
  }
}
