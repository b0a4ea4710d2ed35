// /widgets/{id}/secrets: list (members; never the value), create (WidgetSecrets:Create, within the plan's
// secret quota, name unique per widget, value sealed with AES-256-GCM) and delete (WidgetSecrets:Delete).
// An archived widget is read-only: creating or deleting its secrets answers 409 widget-archived.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Created } from '../../contracts/entities';
import { PLANS } from '../../contracts/plans';
import { secretCreateSchema, type WidgetSecret, type WidgetSecretList } from '../../contracts/secrets';
import { secretToken } from '../../engine/model/context/contextName';
import { sealSecret } from '../crypto/secretBox';
import { secretsKey } from '../crypto/secretsKey';
import type { Db } from '../db/database';
import { organizations, widgets, widgetSecrets, type WidgetSecretRow } from '../db/schema';
import { ApiError, NotFoundError, PlanLimitError } from '../http/errors';
import { emptyBody, pathId, validBody } from '../http/validate';
import { requirePermission, widgetAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { isoDate, isoDateOrNull } from './isoDate';
import { lockActiveWidget } from './widgetLock';

export function toWidgetSecret(row: WidgetSecretRow): WidgetSecret {
  return {
    id: row.id,
    name: row.name,
    contextValueName: secretToken(row.name),
    description: row.description,
    createdAt: isoDate(row.createdAt),
    createdBy: row.createdBy,
    lastUsedAt: isoDateOrNull(row.lastUsedAt),
  };
}

/** Secrets of every widget of the organization (archived ones included): what the plan quota counts. */
export async function organizationSecretCount(db: Db, organizationId: string): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(widgetSecrets)
    .innerJoin(widgets, eq(widgets.id, widgetSecrets.widgetId))
    .where(eq(widgets.organizationId, organizationId));
  return counted?.total ?? 0;
}

/** Secrets per widget id (the widget list's usage.secrets); ids without secrets are absent. */
export async function widgetSecretCounts(db: Db, widgetIds: string[]): Promise<Map<string, number>> {
  if (widgetIds.length === 0) return new Map();
  const rows = await db
    .select({ widgetId: widgetSecrets.widgetId, total: count() })
    .from(widgetSecrets)
    .where(inArray(widgetSecrets.widgetId, widgetIds))
    .groupBy(widgetSecrets.widgetId);
  return new Map(rows.map((row) => [row.widgetId, row.total]));
}

class SecretNameTakenError extends ApiError {
  constructor(name: string) {
    super(409, 'secret-name-taken', `The widget already has a secret named ${name}`, [
      { field: 'name', rule: 'name-taken', message: 'is already used by another secret of this widget' },
    ]);
  }
}

export function registerWidgetSecretRoutes(app: FastifyInstance, { db, config }: ApiContext): void {
  app.get('/widgets/:id/secrets', async (request): Promise<WidgetSecretList> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    const rows = await db
      .select()
      .from(widgetSecrets)
      .where(eq(widgetSecrets.widgetId, access.widget.id))
      .orderBy(asc(widgetSecrets.createdAt), asc(widgetSecrets.name));
    return { secrets: rows.map(toWidgetSecret) };
  });

  app.post('/widgets/:id/secrets', async (request, reply): Promise<Created> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    requirePermission(access, 'WidgetSecrets:Create');
    const { name, description, value } = validBody(request, secretCreateSchema);
    const widgetId = access.widget.id;
    const sealedValue = sealSecret(await secretsKey(config), value, `${widgetId}/${name}`);
    const id = await db.transaction(async (tx) => {
      // The organization row lock serializes creations, so two at once cannot both pass the quota.
      const [organization] = await tx.select().from(organizations).where(eq(organizations.id, access.widget.organizationId)).for('update');
      if (!organization) throw new NotFoundError('Widget');
      await lockActiveWidget(tx, widgetId);
      const limit = PLANS[organization.planTemplate].quota.secrets;
      if ((await organizationSecretCount(tx, organization.id)) >= limit) throw new PlanLimitError('secrets', limit);
      const [taken] = await tx
        .select({ id: widgetSecrets.id })
        .from(widgetSecrets)
        .where(and(eq(widgetSecrets.widgetId, widgetId), eq(widgetSecrets.name, name)));
      if (taken) throw new SecretNameTakenError(name);
      const [created] = await tx
        .insert(widgetSecrets)
        .values({ widgetId, name, description: description ?? '', sealedValue, createdBy: access.user.id })
        .returning({ id: widgetSecrets.id });
      if (!created) throw new Error('secret insert returned no row');
      return created.id;
    });
    reply.status(201);
    return { id };
  });

  app.delete('/widgets/:id/secrets/:secretId', async (request, reply): Promise<void> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    const secretId = pathId(request, 'Secret', 'secretId');
    validBody(request, emptyBody);
    requirePermission(access, 'WidgetSecrets:Delete');
    await db.transaction(async (tx) => {
      await lockActiveWidget(tx, access.widget.id);
      const deleted = await tx
        .delete(widgetSecrets)
        .where(and(eq(widgetSecrets.id, secretId), eq(widgetSecrets.widgetId, access.widget.id)))
        .returning({ id: widgetSecrets.id });
      if (deleted.length === 0) throw new NotFoundError('Secret');
    });
    reply.status(204);
  });
}
