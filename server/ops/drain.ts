// A graceful stop (SIGTERM: a deploy, a scale-down): the instance stops getting work and finishes what it has, within
// DRAIN_TIMEOUT_MS whatever happens.
//
// 1. /readyz answers 503 `draining` at once, so load balancers take the instance out; DRAIN_DELAY_MS later (0 by
//    default: HAProxy redispatches a refused connection, deploy/haproxy.cfg) the listener closes.
// 2. The periodic jobs claim nothing more; a running one may finish (its lease would otherwise run out and another
//    instance would run it again).
// 3. Fastify closes: `preClose` hooks first (the live editing channel closes its sockets with 1012, "service restart:
//    reconnect"), then the server stops accepting, idle keep-alive connections close, requests in flight finish
//    (a request arriving on a kept-alive connection meanwhile is answered 503, which HAProxy retries elsewhere), and the
//    `onClose` hooks run. Every answer sent while draining carries `Connection: close` (registerDrainHeaders), so
//    the connections end with their last answer.
// 4. The database closes.
//
// Nothing acknowledged is buffered in memory: a save, a record or a runtime batch is answered only after its
// transaction committed, so a SIGKILL loses no acknowledged work either (only requests in flight, which the client
// never saw acknowledged and retries).
import type { FastifyInstance } from 'fastify';

/**
 * While draining, every answer says `Connection: close`, so a keep-alive connection ends with the answer it carries
 * (a request in flight when the drain began would otherwise leave its connection open until the keep-alive timeout,
 * and the server's close would wait for it). Registered before the routes, since Fastify attaches hooks to the routes
 * registered after them.
 */
export function registerDrainHeaders(app: FastifyInstance, draining: () => boolean): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining()) reply.header('connection', 'close');
    return payload;
  });
}

export type DrainOutcome = 'drained' | 'timed-out';

export interface DrainSteps {
  app: FastifyInstance;
  /** Marks the instance draining (/readyz 503). */
  markDraining(): void;
  /** Stops the periodic jobs, waiting at most the given milliseconds for a running one. */
  stopJobs(deadlineMs: number): Promise<void>;
  closeDatabase(): Promise<void>;
}

export async function drain(steps: DrainSteps, options: { timeoutMs: number; delayMs: number }): Promise<DrainOutcome> {
  const started = Date.now();
  const left = () => Math.max(0, options.timeoutMs - (Date.now() - started));
  steps.markDraining();
  steps.app.log.info({ timeoutMs: options.timeoutMs, delayMs: options.delayMs }, 'draining');
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), options.timeoutMs);
  });
  const work = (async (): Promise<'drained'> => {
    if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    await steps.stopJobs(left());
    await steps.app.close();
    await steps.closeDatabase();
    return 'drained';
  })();
  const outcome = await Promise.race([work, deadline]);
  clearTimeout(timer);
  steps.app.log[outcome === 'drained' ? 'info' : 'warn']({ outcome, ms: Date.now() - started }, outcome === 'drained' ? 'drained' : 'drain timed out: requests still in flight are cut');
  return outcome;
}
