// /widgets/{id}/flow: read the flow with its version; save a whole new document based on a version
// (optimistic concurrency: a stale base version is refused with 409 and nothing changes). The editor's
// autosave sends patches instead (PATCH, widgetFlowPatch.ts); PUT stays for imports and replacements.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WidgetFlowMeta } from '../../contracts/entities';
import { flowSaveSchema } from '../../contracts/flows';
import { flowFirstViewQuerySchema, type FlowFirstView } from '../../contracts/firstView';
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { flowConsistencyProblem } from '../../engine/model/flowSchema';
import type { Db } from '../db/database';
import { widgetFlows, widgets, type UserRow } from '../db/schema';
import { replaceStoredFlow } from '../flows/flowStore';
import { ConflictError, ValidationError } from '../http/errors';
import { pathId, validBody, validQuery } from '../http/validate';
import { requirePermission, widgetAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { FlowModelCache } from './flowModelCache';
import { preferredEncoding } from './flowAnswerCache';
import { FlowAnswers } from './flowAnswers';
import { isoDate } from './isoDate';
import { documentConfigIssues, withoutRule } from './nodeConfigIssues';
import { registerWidgetFlowPatchRoute } from './widgetFlowPatch';
import { registerWidgetFlowChangeRoutes } from './widgetFlowChanges';
import type { ClusterBus } from '../cluster/ClusterBus';
import { appendFlowChange, FLOW_CHANGES_TOPIC, type FlowChangeNotice } from '../flows/flowChangeLog';
import { highestIdOf, raiseHighestNodeId } from '../flows/nodeIdLeases';
import { lockActiveWidget } from './widgetLock';

export function registerWidgetFlowRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  // Models of recently saved flows, shared by the reads and the saves (flowModelCache.ts).
  const models = new FlowModelCache();
  // The answer of GET /flow, its compressed bytes kept per version and built after each save (flowAnswers.ts).
  const answers = new FlowAnswers(db, models);
  app.addHook('onClose', async () => answers.close());
  void context.cluster
    .subscribe(FLOW_CHANGES_TOPIC, (notice, { local }) => {
      const { w, v } = notice as FlowChangeNotice;
      if (typeof w === 'string' && typeof v === 'number') answers.noteSaved(w, v, local);
    })
    .then((unsubscribe) => app.addHook('onClose', async () => unsubscribe()))
    .catch((error: unknown) => app.log.warn({ err: error }, 'flow answers will not be prepared after saves'));
  app.get('/widgets/:id/flow', async (request, reply): Promise<string | Buffer> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    const answer = await answers.read(access.widget.id, preferredEncoding(request.headers['accept-encoding']));
    reply.type('application/json; charset=utf-8');
    if (answer.encoding === null) return answer.json;
    // Already encoded: the compression hook leaves an answer with a Content-Encoding alone.
    reply.header('Content-Encoding', answer.encoding);
    reply.header('Vary', 'Accept-Encoding');
    return answer.bytes;
  });

  // What the editor shows first, before the whole flow has arrived (issue 24; flows/flowFirstView.ts).
  app.get('/widgets/:id/flow/first_view', async (request): Promise<FlowFirstView> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    const { width, height, x, y, scale } = validQuery(request, flowFirstViewQuerySchema);
    const at = x !== undefined && y !== undefined && scale !== undefined ? { x, y, scale } : null;
    return answers.firstView(access.widget.id, width, height, at);
  });

  app.put('/widgets/:id/flow', async (request): Promise<WidgetFlowMeta> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    requirePermission(access, 'Widgets:Edit');
    const { baseVersion, flow } = validFlowSave(request);
    const saved = await saveFlow(db, context.cluster, access.widget.id, access.user, baseVersion, flow as FlowDocument);
    // The next autosave (after an import) then starts from this model instead of reading the pages back.
    models.put(saved.widgetId, saved.version, FlowModel.fromDocument(flow as FlowDocument));
    return saved;
  });

  registerWidgetFlowPatchRoute(app, context, models);
  registerWidgetFlowChangeRoutes(app, context);
}

/**
 * The body checked with flowSaveSchema; when the flow breaks a document-wide rule and some node configs are
 * invalid, the answer lists each node's problems (node id, config path, message key) instead of the summary.
 */
function validFlowSave(request: FastifyRequest) {
  try {
    return validBody(request, flowSaveSchema);
  } catch (error) {
    if (!(error instanceof ValidationError) || !error.issues?.some((issue) => issue.rule === 'flow-consistency')) throw error;
    const flow = (request.body as { flow?: unknown } | null)?.flow;
    // A document-wide problem (two entrypoints, a dangling connection) is answered as it is.
    if (flowConsistencyProblem(flow as FlowDocument) !== null) throw error;
    const nodeIssues = documentConfigIssues(flow);
    if (nodeIssues.length === 0) throw error;
    throw new ValidationError([...nodeIssues, ...withoutRule(error.issues, 'flow-consistency')]);
  }
}

/**
 * Stores `flow` as version baseVersion + 1 if baseVersion is current and the widget is active. Logged as a wholesale
 * replacement (live editors load the flow again; saves based on older versions cannot be rebased over it), and the
 * flow's highest node id is raised past its ids so leases handed out later do not collide with them.
 */
export async function saveFlow(db: Db, cluster: ClusterBus, widgetId: string, user: UserRow, baseVersion: number, flow: FlowDocument): Promise<WidgetFlowMeta> {
  return db.transaction(async (tx) => {
    await lockActiveWidget(tx, widgetId);
    const now = new Date();
    const [saved] = await tx
      .update(widgetFlows)
      .set({ version: sql`${widgetFlows.version} + 1`, updatedAt: now, updatedBy: user.id })
      .where(and(eq(widgetFlows.widgetId, widgetId), eq(widgetFlows.version, baseVersion)))
      .returning();
    if (!saved) {
      const [current] = await tx.select({ version: widgetFlows.version }).from(widgetFlows).where(eq(widgetFlows.widgetId, widgetId));
      throw new ConflictError(
        'flow-version-conflict',
        `The flow is at version ${current?.version ?? 'unknown'}, not at the base version ${baseVersion}; reload it and apply your changes again`,
      );
    }
    await replaceStoredFlow(tx, widgetId, flow);
    await raiseHighestNodeId(tx, widgetId, highestIdOf(flow));
    await tx.update(widgets).set({ updatedAt: now, updatedBy: user.id }).where(eq(widgets.id, widgetId));
    await appendFlowChange(tx, { widgetId, version: saved.version, userId: user.id, clientId: null, ops: [], replaced: [], replacesFlow: true });
    await cluster.publish(FLOW_CHANGES_TOPIC, { w: widgetId, v: saved.version } satisfies FlowChangeNotice, tx);
    return { widgetId, version: saved.version, updatedAt: isoDate(saved.updatedAt), updatedBy: saved.updatedBy };
  });
}
