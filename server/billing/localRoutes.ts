// The local provider's pages outside /api: GET shows a page, POST acts. Links are signed by the
// provider (linkSignature), so only the URL the studio handed out opens them; what they do reaches
// the studio through the signed billing webhook, like a hosted provider's pages would.
import formbody from '@fastify/formbody';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PLAN_CURRENCY, PLANS, planCharge } from '../../contracts/plans';
import { isUuid } from '../../contracts/rules';
import { messagePage } from '../auth/pages/messagePage';
import type { Db } from '../db/database';
import { checkouts, organizations, subscriptions } from '../db/schema';
import { CARD_BRANDS, type LocalPaymentProvider } from './LocalPaymentProvider';
import { checkoutPage, paymentMethodPage, priceLabel } from './localPages';

type Form = Record<string, string | undefined>;

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

export async function registerLocalBillingRoutes(app: FastifyInstance, db: Db, provider: LocalPaymentProvider, publicUrl: string): Promise<void> {
  const organizationPage = (organizationId: string) => `${publicUrl}/${organizationId}`;
  const invalidLink = (reply: FastifyReply) =>
    html(reply, 404, messagePage('Link not valid', 'This billing link is not valid or has expired. Start again from the studio.', { href: '/', label: 'Open the studio' }));

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });

    /** The pending, unexpired checkout a signed link names, or null (the page is then answered). */
    const pendingCheckout = async (id: string, signature: unknown, reply: FastifyReply) => {
      if (!isUuid(id) || !provider.isValidLinkSignature(`checkout:${id}`, signature)) {
        invalidLink(reply);
        return null;
      }
      const [row] = await db
        .select({ checkout: checkouts, organizationName: organizations.name })
        .from(checkouts)
        .innerJoin(organizations, eq(organizations.id, checkouts.organizationId))
        .where(eq(checkouts.id, id));
      if (!row) {
        invalidLink(reply);
        return null;
      }
      const { checkout } = row;
      if (checkout.status !== 'pending' || checkout.expiresAt.getTime() <= Date.now()) {
        const state = checkout.status === 'completed' ? 'was already paid' : checkout.status === 'cancelled' ? 'was cancelled' : 'has expired';
        html(reply, 409, messagePage('Checkout closed', `This checkout ${state}.`, { href: organizationPage(checkout.organizationId), label: 'Back to the studio' }));
        return null;
      }
      return row;
    };

    scope.get<{ Params: { id: string }; Querystring: Form }>('/billing/local/checkout/:id', async (request, reply) => {
      const row = await pendingCheckout(request.params.id, request.query.signature, reply);
      if (!row) return reply;
      const { checkout } = row;
      const action = provider.checkoutPath(checkout.id);
      return html(
        reply,
        200,
        checkoutPage({
          organizationName: row.organizationName,
          planName: PLANS[checkout.plan].name,
          billed: checkout.billed,
          price: priceLabel(planCharge(checkout.plan, checkout.billed) ?? 0, PLAN_CURRENCY, checkout.billed),
          confirmAction: `${action}/confirm`,
          cancelAction: `${action}/cancel`,
          signature: String(request.query.signature),
        }),
      );
    });

    scope.post<{ Params: { id: string }; Body: Form }>('/billing/local/checkout/:id/confirm', async (request, reply) => {
      const row = await pendingCheckout(request.params.id, request.body?.signature, reply);
      if (!row) return reply;
      await provider.completeCheckout(row.checkout);
      return reply.status(303).header('cache-control', 'no-store').redirect(organizationPage(row.checkout.organizationId));
    });

    scope.post<{ Params: { id: string }; Body: Form }>('/billing/local/checkout/:id/cancel', async (request, reply) => {
      const row = await pendingCheckout(request.params.id, request.body?.signature, reply);
      if (!row) return reply;
      await provider.cancelCheckout(row.checkout);
      return reply.status(303).header('cache-control', 'no-store').redirect(organizationPage(row.checkout.organizationId));
    });

    /** The local subscription a signed, unexpired card link names, or null (the page is then answered). */
    const linkedSubscription = async (organizationId: string, form: Form, reply: FastifyReply) => {
      const expires = Number(form.expires);
      if (
        !isUuid(organizationId) ||
        !Number.isInteger(expires) ||
        expires <= Date.now() ||
        !provider.isValidLinkSignature(`payment-method:${organizationId}:${expires}`, form.signature)
      ) {
        invalidLink(reply);
        return null;
      }
      const [row] = await db
        .select({ subscription: subscriptions, organizationName: organizations.name })
        .from(subscriptions)
        .innerJoin(organizations, eq(organizations.id, subscriptions.organizationId))
        .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.provider, provider.name)));
      if (!row) {
        invalidLink(reply);
        return null;
      }
      return row;
    };

    const cardPage = (organizationId: string, row: { subscription: typeof subscriptions.$inferSelect; organizationName: string }, form: Form, error?: string) =>
      paymentMethodPage({
        organizationName: row.organizationName,
        card: row.subscription.cardBrand && row.subscription.cardLast4 ? { brand: row.subscription.cardBrand, last4: row.subscription.cardLast4 } : null,
        brands: CARD_BRANDS,
        action: provider.paymentMethodPath(organizationId),
        expires: String(form.expires),
        signature: String(form.signature),
        error,
        backHref: organizationPage(organizationId),
      });

    scope.get<{ Params: { organizationId: string }; Querystring: Form }>('/billing/local/payment-method/:organizationId', async (request, reply) => {
      const row = await linkedSubscription(request.params.organizationId, request.query, reply);
      if (!row) return reply;
      return html(reply, 200, cardPage(request.params.organizationId, row, request.query));
    });

    scope.post<{ Params: { organizationId: string }; Body: Form }>('/billing/local/payment-method/:organizationId', async (request, reply) => {
      const form = request.body ?? {};
      const row = await linkedSubscription(request.params.organizationId, form, reply);
      if (!row) return reply;
      const brand = String(form.brand ?? '');
      const last4 = String(form.last4 ?? '');
      if (!(CARD_BRANDS as readonly string[]).includes(brand)) return html(reply, 400, cardPage(request.params.organizationId, row, form, 'Choose a card brand.'));
      if (!/^\d{4}$/.test(last4)) return html(reply, 400, cardPage(request.params.organizationId, row, form, 'Enter the last four digits of the card.'));
      await provider.updateCard(row.subscription, { brand, last4 });
      return reply.status(303).header('cache-control', 'no-store').redirect(organizationPage(request.params.organizationId));
    });
  });
}
