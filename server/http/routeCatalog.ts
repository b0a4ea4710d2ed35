// The routes registered on the app, recorded as they are added (Fastify's onRoute hook, inherited by every
// plugin registered afterwards). Tests enumerate them, so a new route is covered without being listed anywhere.
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The full path with parameters as Fastify writes them: /api/widgets/:id/flow, /uploads/:id/:variant, /*. */
  url: string;
}

/** Starts recording; call before any route is registered. The array fills as routes are added. */
export function recordRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  return routes;
}
