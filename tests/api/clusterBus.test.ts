// The cluster bus (server/cluster): notices between studio instances over LISTEN/NOTIFY, on PGlite and on the
// PostgreSQL server, and between two instances on one database (on PGlite, two instances in this process over the
// one open database). Losing the listening connection can only happen on a PostgreSQL server: that case is
// registered only in the api-postgres run (DATABASE_URL set), which CI always makes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLUSTER_PAYLOAD_MAX_BYTES, ClusterPayloadTooLargeError, type ClusterBus, type NoticeContext } from '../../server/cluster/ClusterBus';
import pg from 'pg';
import { LISTENER_APPLICATION_NAME, postgresListener } from '../../server/cluster/postgresListener';
import { startTestStudio, type TestInstance, type TestStudio } from '../harness/testStudio';

let studio: TestStudio;

beforeAll(async () => {
  studio = await startTestStudio();
});

afterAll(async () => {
  await studio?.close();
});

/** Collects the notices of a topic. */
async function collectOn(cluster: ClusterBus, topic: string) {
  const received: { payload: unknown; context: NoticeContext }[] = [];
  const unsubscribe = await cluster.subscribe(topic, (payload, context) => received.push({ payload, context }));
  return { received, unsubscribe, payloads: () => received.map((each) => each.payload) };
}

const collect = (target: TestStudio, topic: string) => collectOn(target.cluster, topic);

describe('cluster bus', () => {
  it('delivers a notice to the subscribers, the publishing instance included, in the order sent', async () => {
    const notices = await collect(studio, 'test_order');
    for (let index = 0; index < 20; index += 1) await studio.cluster.publish('test_order', { index });
    await vi.waitFor(() => expect(notices.received).toHaveLength(20), { timeout: 10_000 });
    expect(notices.payloads()).toEqual(Array.from({ length: 20 }, (_, index) => ({ index })));
    expect(notices.received[0]!.context).toEqual({ origin: studio.cluster.instanceId, local: true });
    notices.unsubscribe();
  });

  it('a notice published in a transaction leaves at commit, and not at all when it rolls back', async () => {
    const notices = await collect(studio, 'test_commit');
    await studio.database.db
      .transaction(async (tx) => {
        await studio.cluster.publish('test_commit', 'rolled back', tx);
        tx.rollback();
      })
      .catch(() => {});
    await studio.database.db.transaction(async (tx) => {
      await studio.cluster.publish('test_commit', 'committed', tx);
      await tx.execute(sql`SELECT 1`);
    });
    // Notices arrive in commit order: once the committed one is here, the rolled-back one would have been too.
    await vi.waitFor(() => expect(notices.payloads()).toContain('committed'), { timeout: 10_000 });
    expect(notices.payloads()).toEqual(['committed']);
    notices.unsubscribe();
  });

  it('refuses payloads over the limit and topics that are not plain names', async () => {
    await expect(studio.cluster.publish('test_size', 'x'.repeat(CLUSTER_PAYLOAD_MAX_BYTES))).rejects.toThrow(ClusterPayloadTooLargeError);
    await expect(studio.cluster.publish('Bad Topic', {})).rejects.toThrow(/invalid cluster topic/);
    await expect(studio.cluster.subscribe('x;drop', () => {})).rejects.toThrow(/invalid cluster topic/);
  });

  it('stops delivering after unsubscribe, and keeps delivering to the other subscribers of the topic', async () => {
    const first = await collect(studio, 'test_unsubscribe');
    const second = await collect(studio, 'test_unsubscribe');
    first.unsubscribe();
    await studio.cluster.publish('test_unsubscribe', 1);
    await vi.waitFor(() => expect(second.payloads()).toEqual([1]), { timeout: 10_000 });
    expect(first.received).toEqual([]);
    second.unsubscribe();
  });

  it('a throwing subscriber does not keep the notice from the others', async () => {
    await studio.cluster.subscribe('test_throwing', () => {
      throw new Error('subscriber failed');
    });
    const notices = await collect(studio, 'test_throwing');
    await studio.cluster.publish('test_throwing', 'still delivered');
    await vi.waitFor(() => expect(notices.payloads()).toEqual(['still delivered']), { timeout: 10_000 });
  });
});

describe('cluster bus across instances', () => {
  let second: TestInstance;

  beforeAll(async () => {
    second = await studio.startInstance();
  });

  afterAll(async () => {
    await second?.close();
  });

  it("two instances on one database receive each other's notices", async () => {
    const peer = second.studio;
    const atFirst = await collect(studio, 'test_instances');
    const atSecond = await collectOn(peer.cluster, 'test_instances');
    await peer.cluster.publish('test_instances', { from: 'second' });
    await studio.cluster.publish('test_instances', { from: 'first' });
    await vi.waitFor(() => expect(atFirst.received).toHaveLength(2), { timeout: 10_000 });
    await vi.waitFor(() => expect(atSecond.received).toHaveLength(2), { timeout: 10_000 });
    expect(peer.cluster.instanceId).not.toBe(studio.cluster.instanceId);
    const fromSecond = atFirst.received.find((each) => (each.payload as { from: string }).from === 'second')!;
    expect(fromSecond.context).toEqual({ origin: peer.cluster.instanceId, local: false });
    const own = atSecond.received.find((each) => (each.payload as { from: string }).from === 'second')!;
    expect(own.context.local).toBe(true);
  });

  // Only a PostgreSQL server has a listening connection to lose (PGlite listens in-process).
  if (process.env.DATABASE_URL) {
    it('a lost listening connection is made again: resync fires and later notices arrive', async () => {
      const peer = second.studio;
      const notices = await collectOn(peer.cluster, 'test_reconnect');
      let resyncs = 0;
      peer.cluster.onResync(() => {
        resyncs += 1;
      });
      const terminated = await studio.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
      );
      expect((terminated as unknown as { rows: unknown[] }).rows.length).toBe(2);
      await vi.waitFor(() => expect(resyncs).toBe(1), { timeout: 15_000 });
      await studio.cluster.publish('test_reconnect', 'after');
      await vi.waitFor(() => expect(notices.payloads()).toEqual(['after']), { timeout: 10_000 });
    });

    it('the listening connection runs one query at a time: listens, unlistens and the close asked for all at once', async () => {
      // Queries of the listener's client under way at once (node-postgres deprecates a query on a busy client).
      let running = 0;
      let most = 0;
      const query = pg.Client.prototype.query;
      const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
        const listening = (this as unknown as { connectionParameters: { application_name?: string } }).connectionParameters.application_name === LISTENER_APPLICATION_NAME;
        const result = (query as (...each: unknown[]) => unknown).apply(this, args);
        if (listening && result instanceof Promise) {
          running += 1;
          most = Math.max(most, running);
          result.finally(() => (running -= 1)).catch(() => {});
        }
        return result as never;
      });
      try {
        const listener = await postgresListener({ connectionString: process.env.DATABASE_URL!, onError: () => {} });
        const channels = ['studio_test_a', 'studio_test_b', 'studio_test_c', 'studio_test_d'];
        await Promise.all(channels.map((channel) => listener.listen(channel)));
        await Promise.all([...channels.map((channel) => listener.unlisten(channel)), listener.close()]);
        expect(most).toBe(1);
      } finally {
        spy.mockRestore();
      }
    });
  }
});
