// The studio's Prometheus metrics (prom-client), one registry per Studio (several studios run in one test process):
// - studio_http_requests_total / studio_http_request_duration_seconds {method, route, status_code}: every answered
//   request, `route` the registered pattern (`/api/widgets/:id`), or `unmatched` (a 404 without a route), so label
//   values stay bounded whatever the URLs;
// - studio_runtime_events_total {outcome}: runtime events stored, dropped (already stored) or refused (a rule broken,
//   over the session cap, a node the version lacks: named in the batch's answer);
//   studio_runtime_requests_refused_total {reason}: runtime requests refused (rate-limited);
// - studio_server_operations_total {kind, outcome}: server-side nodes run for visitors (http_request, email…),
//   outcome `ok` or the error code;
// - studio_db_query_duration_seconds {outcome} and studio_db_pool_connections {state} (node-postgres: total, idle,
//   waiting);
// - studio_periodic_job_runs_total / _duration_seconds {job, outcome};
// - studio_live_editor_connections: open live editing channels (the channel increments and decrements it);
// - studio_live_change_delivery_seconds {source}: from a flow change's bus notice reaching this instance to the change
//   being sent to its live channels; `source` notice (the notice carried it) or log (read from the change log);
// - studio_client_errors_total {kind}: errors the studio's browser app reported;
// - Node's own (prom-client's default metrics): event-loop lag, heap, GC, CPU, handles.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export class StudioMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'studio_http_requests_total',
    help: 'Answered HTTP requests',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'studio_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly runtimeEvents = new Counter({
    name: 'studio_runtime_events_total',
    help: 'Runtime events received from widgets: stored, dropped (already stored) or refused (a rule broken, over the per-session cap)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly runtimeRefused = new Counter({
    name: 'studio_runtime_requests_refused_total',
    help: 'Runtime requests refused before their handler ran',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly serverOperations = new Counter({
    name: 'studio_server_operations_total',
    help: 'Server-side nodes run for visitors, by node kind and outcome (ok or the error code)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly dbQueryDuration = new Histogram({
    name: 'studio_db_query_duration_seconds',
    help: 'Database statements, from sending to the answer',
    labelNames: ['outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'studio_periodic_job_runs_total',
    help: 'Periodic job runs made by this instance',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'studio_periodic_job_duration_seconds',
    help: 'Periodic job run time on this instance',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 1, 10, 60, 300, 1800],
    registers: [this.registry],
  });

  readonly liveEditorConnections = new Gauge({
    name: 'studio_live_editor_connections',
    help: 'Open live editing channels on this instance',
    registers: [this.registry],
  });

  readonly liveChangeDelivery = new Histogram({
    name: 'studio_live_change_delivery_seconds',
    help: "From a flow change's bus notice reaching this instance to the change being sent to its live channels",
    labelNames: ['source'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly clientErrors = new Counter({
    name: 'studio_client_errors_total',
    help: "Errors reported by the studio's browser app",
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  constructor(poolStats: () => PoolStats | null) {
    collectDefaultMetrics({ register: this.registry, prefix: '' });
    new Gauge({
      name: 'studio_db_pool_connections',
      help: 'Database pool connections by state (node-postgres; absent on the embedded PGlite)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = poolStats();
        if (stats === null) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
}
