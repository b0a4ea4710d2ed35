// POST /billing/checkout { plan, billed, organizationId } -> { url }: starts paying for a plan at
// the payment provider. One checkout is pending per organization: asking again for the same plan
// and billing answers the same page (200); another plan is refused while it is pending (409
// checkout-pending) so the subscribe modal stays locked to it. An organization that already has
// a subscription changes plan instead (409 already-subscribed).
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHECKOUT_LIFETIME_MS, checkoutSchema, type BillingUrl } from '../../contracts/subscriptions';
import type { PaymentProvider } from '../billing/paymentProvider';
import { checkouts, organizations, subscriptions } from '../db/schema';
import { ConflictError } from '../http/errors';
import { validBody } from '../http/validate';
import { organizationAccess, requirePermission } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';

export function registerBillingCheckoutRoutes(app: FastifyInstance, { db }: ApiContext, provider: PaymentProvider): void {
  app.post('/billing/checkout', async (request, reply): Promise<BillingUrl> => {
    const { plan, billed, organizationId } = validBody(request, checkoutSchema);
    const access = await organizationAccess(db, await currentUser(request, db), organizationId);
    requirePermission(access, 'Organizations:ManageSubscription');
    const now = new Date();

    const outcome = await db.transaction(async (tx) => {
      // One checkout decision at a time per organization.
      const [organization] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for('update');
      const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
      if (subscription) throw new ConflictError('already-subscribed', 'The organization already has a subscription; change its plan instead');
      if (organization && organization.planTemplate !== 'free') {
        throw new ConflictError('plan-managed-by-sales', `The ${organization.planTemplate} plan is managed by sales; contact us to change it`);
      }
      const [pending] = await tx
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.organizationId, organizationId), eq(checkouts.status, 'pending'), gt(checkouts.expiresAt, now)));
      if (pending) {
        if (pending.plan === plan && pending.billed === billed && pending.url) return { url: pending.url, created: false };
        throw new ConflictError('checkout-pending', `A checkout for ${pending.plan} (${pending.billed}) is pending; finish or cancel it first`);
      }
      const [created] = await tx
        .insert(checkouts)
        .values({ organizationId, provider: provider.name, plan, billed, createdBy: access.user.id, createdAt: now, expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS) })
        .returning();
      if (!created) throw new Error('checkout insert returned no row');
      const { url } = await provider.createCheckout(created);
      await tx.update(checkouts).set({ url }).where(eq(checkouts.id, created.id));
      return { url, created: true };
    });
    reply.status(outcome.created ? 201 : 200);
    return { url: outcome.url };
  });
}
