// /organizations/{id}/subscription…: read the subscription, change plan, cancel, resume, unpause,
// the payment-method link, and the payments history. Changes are asked of the payment provider;
// the row reads synced: false until the provider's webhook event confirms them (the local
// provider delivers it before the call returns).
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../contracts/constants';
import { pageQuerySchema } from '../../contracts/queries';
import {
  subscriptionCancelSchema,
  subscriptionChangeSchema,
  type BillingUrl,
  type PaymentList,
  type Subscription,
  type SubscriptionStatus,
} from '../../contracts/subscriptions';
import type { PaymentProvider } from '../billing/paymentProvider';
import { payments, subscriptions, type SubscriptionRow } from '../db/schema';
import { ConflictError, ValidationError } from '../http/errors';
import { emptyBody, pathId, validBody, validQuery } from '../http/validate';
import { can } from '../permissions';
import { organizationAccess, requirePermission, type OrganizationAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { pageWindow } from './paging';
import { requestSubscriptionChange } from './subscriptionChange';
import { readSubscription, toPayment } from './subscriptionView';

const STATUS_WORDS: Record<SubscriptionStatus, string> = {
  active: 'active',
  past_due: 'past due',
  paused: 'paused',
  cancelled: 'cancelled',
};


export function registerSubscriptionRoutes(app: FastifyInstance, { db }: ApiContext, provider: PaymentProvider): void {
  const managerAccess = async (request: Parameters<typeof pathId>[0]): Promise<OrganizationAccess> => {
    const id = pathId(request, 'Organization');
    const access = await organizationAccess(db, await currentUser(request, db), id);
    requirePermission(access, 'Organizations:ManageSubscription');
    return access;
  };

  const requestChange = (
    access: OrganizationAccess,
    prepare: (row: SubscriptionRow) => Partial<SubscriptionRow> | void,
    ask: (row: SubscriptionRow) => Promise<void>,
  ): Promise<Subscription> =>
    requestSubscriptionChange(db, access.organization.id, prepare, ask, (error) => app.log.error({ err: error }, 'payment provider call failed'));

  app.get('/organizations/:id/subscription', async (request): Promise<Subscription> => {
    const id = pathId(request, 'Organization');
    const access = await organizationAccess(db, await currentUser(request, db), id);
    // The provider's clock first, so a period that ended reads as renewed or ended.
    await provider.processDue?.(new Date(), id).catch((error: unknown) => request.log.error({ err: error }, 'billing clock failed'));
    return readSubscription(db, id, can(access.role, 'Organizations:ManageSubscription'));
  });

  app.patch('/organizations/:id/subscription', async (request): Promise<Subscription> => {
    const access = await managerAccess(request);
    const change = validBody(request, subscriptionChangeSchema);
    if (change.organizationId !== access.organization.id) {
      throw new ValidationError([{ field: 'organizationId', rule: 'organization-mismatch', message: 'must be the organization of the path' }]);
    }
    return requestChange(
      access,
      (row) => {
        if (row.status !== 'active') {
          throw new ConflictError('subscription-not-active', `The subscription is ${STATUS_WORDS[row.status]}; only an active one can change plan`);
        }
        if (row.planTemplate === change.plan && row.planBilled === change.billed) {
          throw new ConflictError('plan-unchanged', `The subscription already is ${change.plan}, billed ${change.billed}`);
        }
      },
      (row) => provider.changePlan(row, change.plan, change.billed),
    );
  });

  app.patch('/organizations/:id/subscription/cancel', async (request): Promise<Subscription> => {
    const access = await managerAccess(request);
    const { reason, comment } = validBody(request, subscriptionCancelSchema);
    return requestChange(
      access,
      (row) => {
        if (row.status !== 'active' && row.status !== 'past_due') {
          throw new ConflictError(`subscription-${row.status}`, `The subscription is ${STATUS_WORDS[row.status]} and cannot be cancelled`);
        }
        return { cancelReason: reason as SubscriptionRow['cancelReason'], cancelComment: comment ?? '' };
      },
      (row) => provider.cancel(row),
    );
  });

  app.patch('/organizations/:id/subscription/resume', async (request): Promise<Subscription> => {
    const access = await managerAccess(request);
    validBody(request, emptyBody);
    return requestChange(
      access,
      (row) => {
        if (row.status !== 'cancelled') throw new ConflictError('subscription-not-cancelled', `The subscription is ${STATUS_WORDS[row.status]}, not cancelled`);
        if (row.billingPeriodEnd.getTime() <= Date.now()) throw new ConflictError('billing-period-ended', 'The cancelled subscription has reached its end');
      },
      (row) => provider.resume(row),
    );
  });

  app.patch('/organizations/:id/subscription/unpause', async (request): Promise<Subscription> => {
    const access = await managerAccess(request);
    validBody(request, emptyBody);
    return requestChange(
      access,
      (row) => {
        if (row.status !== 'paused') throw new ConflictError('subscription-not-paused', `The subscription is ${STATUS_WORDS[row.status]}, not paused`);
      },
      (row) => provider.unpause(row),
    );
  });

  app.get('/organizations/:id/subscription/update_payment_method_link', async (request): Promise<BillingUrl> => {
    const access = await managerAccess(request);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.organizationId, access.organization.id));
    if (!row) throw new ConflictError('no-subscription', 'The organization has no paid subscription');
    return provider.paymentMethodUrl(row);
  });

  app.get('/organizations/:id/subscription_payments', async (request): Promise<PaymentList> => {
    const id = pathId(request, 'Organization');
    const access = await organizationAccess(db, await currentUser(request, db), id);
    requirePermission(access, 'Organizations:ViewSubscriptionPayments');
    const { page } = validQuery(request, pageQuerySchema);
    const { limit, offset } = pageWindow(page, PAGE_SIZE.payments);
    const [rows, [counted]] = await Promise.all([
      db.select().from(payments).where(eq(payments.organizationId, id)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(payments).where(eq(payments.organizationId, id)),
    ]);
    return { payments: rows.map(toPayment), total: counted?.total ?? 0 };
  });
}
