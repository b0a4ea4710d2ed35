// Co-editing endpoints beside the flow (issue 22): node id leases, and the changes since a version (an editor's
// catch-up after a reconnection). Saves themselves go through PATCH /widgets/{id}/flow (widgetFlowPatch.ts).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FLOW_CHANGES_PAGE_MAX, flowChangesQuerySchema, nodeIdLeaseBodySchema, type FlowChangesPage, type NodeIdLease } from '../../contracts/collab';
import { widgetFlows } from '../db/schema';
import { continuous, readFlowChanges, toFlowChange, tooOld } from '../flows/flowChangeLog';
import { leaseNodeIds } from '../flows/nodeIdLeases';
import { NotFoundError, ValidationError } from '../http/errors';
import { pathId, validBody, validQuery } from '../http/validate';
import { requirePermission, widgetAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { lockActiveWidget } from './widgetLock';

export function registerWidgetFlowChangeRoutes(app: FastifyInstance, { db }: ApiContext): void {
  app.post('/widgets/:id/flow/node_ids', async (request): Promise<NodeIdLease> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    requirePermission(access, 'Widgets:Edit');
    validBody(request, nodeIdLeaseBodySchema);
    return db.transaction(async (tx) => {
      await lockActiveWidget(tx, access.widget.id);
      return leaseNodeIds(tx, access.widget.id);
    });
  });

  app.get('/widgets/:id/flow/changes', async (request): Promise<FlowChangesPage> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    const { since } = validQuery(request, flowChangesQuerySchema);
    // The version and the rows of one moment: the shared row lock holds writers off until both are read.
    return db.transaction(async (tx) => {
      const [flow] = await tx.select({ version: widgetFlows.version }).from(widgetFlows).where(eq(widgetFlows.widgetId, access.widget.id)).for('share');
      if (!flow) throw new NotFoundError('Widget');
      if (since > flow.version) throw new ValidationError([{ field: 'since', rule: 'max', message: `is after the current version ${flow.version}` }], 'query');
      const rows = await readFlowChanges(tx, access.widget.id, since, FLOW_CHANGES_PAGE_MAX + 1);
      const more = rows.length > FLOW_CHANGES_PAGE_MAX;
      const page = rows.slice(0, FLOW_CHANGES_PAGE_MAX);
      const through = more ? since + FLOW_CHANGES_PAGE_MAX : flow.version;
      if (!continuous(page, since, through) || page.some((row) => row.replacesFlow)) throw tooOld(since);
      return { version: flow.version, changes: page.map(toFlowChange), more };
    });
  });
}
