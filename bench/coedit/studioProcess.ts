// One studio instance for bench/coedit, in its own process so its CPU time and memory are its own: started with
// PORT, PUBLIC_URL, DATA_DIR and (for PostgreSQL) DATABASE_URL in the environment; answers the parent over IPC
// with its resource use and adds memberships straight into the database (the bench's team set-up).
import { buildStudio } from '../../server/app';
import { loadConfig } from '../../server/config';
import { memberships } from '../../server/db/schema';

type Request = { id: number; type: 'stats' } | { id: number; type: 'addMember'; organizationId: string; userId: string } | { id: number; type: 'stop' };

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } as Record<string, string>);
const studio = await buildStudio(config);
await studio.app.listen({ port: config.port, host: '127.0.0.1' });
process.send!({ type: 'ready' });

process.on('message', async (raw) => {
  const request = raw as Request;
  try {
    if (request.type === 'stats') {
      const deliveries = await studio.metrics.liveChangeDelivery.get();
      process.send!({
        id: request.id,
        cpu: process.cpuUsage(),
        memory: process.memoryUsage(),
        connections: studio.live.connectionCount,
        pool: studio.database.poolStats(),
        // The live hub's notice → sent histogram: cumulative bucket counts by source.
        deliveries: deliveries.values.filter((value) => value.metricName === 'studio_live_change_delivery_seconds_bucket').map((value) => ({ source: value.labels.source, le: (value.labels as Record<string, unknown>).le, count: value.value })),
      });
    } else if (request.type === 'addMember') {
      await studio.database.db.insert(memberships).values({ organizationId: request.organizationId, userId: request.userId, role: 'member' }).onConflictDoNothing();
      process.send!({ id: request.id, ok: true });
    } else if (request.type === 'stop') {
      await studio.close();
      process.send!({ id: request.id, ok: true }, () => process.exit(0));
    }
  } catch (error) {
    process.send!({ id: request.id, error: String(error) });
  }
});
