// Opens the studio's database and brings its schema up to date. Without DATABASE_URL the data
// lives in an embedded PGlite under DATA_DIR/pglite; with it, in a PostgreSQL server reached
// through a node-postgres pool. Both give the same Drizzle pg-core database type.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import { migrationsDir } from '../paths';
import * as schema from './schema';
import { createPartitionedTables } from './partitioned/widgetEvents';
import { createClusterTables } from '../cluster/clusterTables';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it is also a Db, so helpers taking a Db run inside transactions too. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Called as a statement is sent; the answer is called when it completed (with the error, if it failed). */
export type QueryObserver = (statement: string) => (error?: unknown) => void;

export interface Database {
  db: Db;
  /**
   * For the live channel's change-log reads (server/live/LiveRoom.ts): on a PostgreSQL server a small pool of its own,
   * so those reads never wait behind saves that hold the main pool's connections while queued on a flow's row lock;
   * on PGlite the same database (one connection, nothing to wait for).
   */
  liveReads: Db;
  /** What server/cluster needs to LISTEN: the embedded database itself, or the server's URL for a dedicated connection. */
  notifications: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; connectionString: string };
  /** Connection counts of the node-postgres pool; null on PGlite (one connection in this process). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Adds an observer of every statement (metrics, traces). */
  observe(observer: QueryObserver): void;
  close(): Promise<void>;
}

/** The observers of one database, called in turn; their answers are called when the statement completed. */
class QueryObservers {
  private readonly observers: QueryObserver[] = [];

  add(observer: QueryObserver): void {
    this.observers.push(observer);
  }

  start(statement: string): ((error?: unknown) => void) | null {
    if (this.observers.length === 0) return null;
    const finishers = this.observers.map((observer) => observer(statement));
    return (error) => {
      for (const finish of finishers) finish(error);
    };
  }

  /** Wraps an async `query(text, …)` method so each call is observed. */
  wrapAsync<Q extends (text: string, ...rest: never[]) => Promise<unknown>>(query: Q): Q {
    return (async (text: string, ...rest: never[]) => {
      const finish = this.start(text);
      try {
        const answer = await query(text, ...rest);
        finish?.();
        return answer;
      } catch (error) {
        finish?.(error);
        throw error;
      }
    }) as Q;
  }
}

type PgQueryArgs = [unknown, ...unknown[]];

/** Observes a node-postgres client's queries: the promise form and the callback form (pg-pool's pool.query uses it). */
function observePgClient(client: pg.PoolClient, observers: QueryObservers): void {
  const original = client.query.bind(client) as (...args: PgQueryArgs) => unknown;
  (client as unknown as { query: (...args: PgQueryArgs) => unknown }).query = (...args: PgQueryArgs) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
    const finish = observers.start(text);
    if (finish === null) return original(...args);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const callback = last as (error: unknown, result: unknown) => void;
      return original(...(args.slice(0, -1) as PgQueryArgs), (error: unknown, result: unknown) => {
        finish(error ?? undefined);
        callback(error, result);
      });
    }
    const answer = original(...args);
    if (answer instanceof Promise) answer.then(() => finish(), (error: unknown) => finish(error));
    else finish();
    return answer;
  };
}

export async function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl === null ? openPglite(path.join(config.dataDir, 'pglite')) : openPostgres(config.databaseUrl);
}

/** The embedded database in `dataDir` (created and migrated when new). */
export async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const observers = new QueryObservers();
  // Every statement goes through query(), at the top level or in a transaction's own handle.
  client.query = observers.wrapAsync(client.query.bind(client)) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: Parameters<Parameters<typeof client.transaction>[0]>[0]) => Promise<unknown>) =>
    transaction((tx) => {
      tx.query = observers.wrapAsync(tx.query.bind(tx)) as typeof tx.query;
      return work(tx);
    })) as typeof client.transaction;
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: migrationsDir }).catch((error: unknown) => {
      throw explainedMigrationError(error, `the data folder ${dataDir}`, 'move that folder away (or set DATA_DIR to a new one)');
    });
    await createPartitionedTables(db);
    await createClusterTables(db);
    return { db, liveReads: db, notifications: { kind: 'pglite', client }, poolStats: () => null, observe: (observer) => observers.add(observer), close: closeOnce(() => client.close()) };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** Connections of the live channel's read pool (one room reads at a time; a few rooms may at once). */
const LIVE_READ_CONNECTIONS = 2;
/** Shown in pg_stat_activity for the live channel's read pool. */
export const LIVE_READS_APPLICATION_NAME = 'studio-live-reads';

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString });
  const observers = new QueryObservers();
  pool.on('connect', (client) => observePgClient(client, observers));
  // An idle connection the server ends (a restart, a failover, pg_terminate_backend) is an 'error' on the pool;
  // unheard it would end the process. The pool drops that connection and the next query opens a new one.
  pool.on('error', (error) => {
    process.emitWarning(`a database connection was lost: ${error.message}`, 'DatabaseConnectionWarning');
  });
  try {
    const db = drizzleNodePg({ client: pool, schema });
    // Instances starting together (a rolling deploy, a scaled-up service) take turns: concurrent migrations, or
    // concurrent CREATE … IF NOT EXISTS, collide in the catalogue.
    await whileHoldingSchemaLock(pool, async () => {
      await migrateNodePg(db, { migrationsFolder: migrationsDir }).catch((error: unknown) => {
        throw explainedMigrationError(error, 'the database of DATABASE_URL', 'use an empty database');
      });
      await createPartitionedTables(db);
      await createClusterTables(db);
    });
    const readPool = new pg.Pool({ connectionString, max: LIVE_READ_CONNECTIONS, application_name: LIVE_READS_APPLICATION_NAME });
    readPool.on('connect', (client) => observePgClient(client, observers));
    readPool.on('error', (error) => {
      process.emitWarning(`a database connection was lost: ${error.message}`, 'DatabaseConnectionWarning');
    });
    return {
      db,
      liveReads: drizzleNodePg({ client: readPool, schema }),
      notifications: { kind: 'postgres', connectionString },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      observe: (observer) => observers.add(observer),
      close: closeOnce(async () => {
        await Promise.all([pool.end(), readPool.end()]);
      }),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** An arbitrary constant naming the studio's schema changes among PostgreSQL's session advisory locks. */
const SCHEMA_LOCK_KEY = 727_164_001;

async function whileHoldingSchemaLock(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    try {
      await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Closing twice is closing once (a drain and a test's cleanup may both close). */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
}

/**
 * Until the first release there is one initial migration, regenerated when the schema changes; a database made by
 * an earlier build then already has tables the migration creates (PostgreSQL 42P07). Say so instead of a stack.
 */
function explainedMigrationError(error: unknown, where: string, remedy: string): unknown {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code !== '42P07' && !/already exists/.test(message)) return error;
  return new Error(
    `${where} was created by an earlier pre-release build whose schema this build cannot upgrade; ${remedy} and start again`,
    { cause: error },
  );
}
