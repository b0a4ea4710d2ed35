// The built-in payment provider of the embedded default: no money moves and no card is asked
// for, but it behaves like a hosted provider. Its checkout and card pages are served by this
// server (localRoutes.ts) at signed URLs, and every outcome reaches the studio the way a real
// provider's would: as a signed event POSTed to the billing webhook (delivered in-process through
// Fastify's inject, so the same route, signature check and idempotency apply). It keeps no state
// of its own beyond the subscription rows the webhook writes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { PLAN_CURRENCY, planCharge, type Billing } from '../../contracts/plans';
import type { CardSummary, SelfServicePlan } from '../../contracts/subscriptions';
import type { Db } from '../db/database';
import { subscriptions, type CheckoutRow, type SubscriptionRow } from '../db/schema';
import type { BillingEvent, PaymentReport, SubscriptionSnapshot } from './billingEvent';
import { billingPeriodEnd } from './billingPeriod';
import { WebhookSignatureError, type PaymentProvider } from './paymentProvider';
import { isValidSignature, signPayload, SIGNATURE_HEADER } from './webhookSignature';

/** The card the local checkout "pays" with. */
export const LOCAL_DEFAULT_CARD: CardSummary = { brand: 'visa', last4: '4242' };
/** Card brands the local card page offers (studio.md §2.8). */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'unionpay', 'discover', 'jcb', 'diners'] as const;
/** How long a payment-method link stays valid. */
const PAYMENT_METHOD_LINK_MS = 60 * 60 * 1000;

export interface LocalProviderOptions {
  db: Db;
  publicUrl: string;
  secret: string;
  /** Sends a signed body to the billing webhook; throws when it is not accepted. */
  deliver(body: string, signature: string): Promise<void>;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local';

  constructor(private readonly options: LocalProviderOptions) {}

  // ---- signed page links -------------------------------------------------------------------

  /** Signs what a page link names, so links cannot be made up or altered. */
  linkSignature(subject: string): string {
    return createHmac('sha256', this.options.secret).update(`local-billing-page:${subject}`).digest('base64url');
  }

  isValidLinkSignature(subject: string, signature: unknown): boolean {
    if (typeof signature !== 'string') return false;
    const expected = Buffer.from(this.linkSignature(subject));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  checkoutPath(checkoutId: string): string {
    return `/billing/local/checkout/${checkoutId}`;
  }

  paymentMethodPath(organizationId: string): string {
    return `/billing/local/payment-method/${organizationId}`;
  }

  // ---- PaymentProvider ---------------------------------------------------------------------

  async createCheckout(checkout: CheckoutRow): Promise<{ url: string }> {
    const signature = this.linkSignature(`checkout:${checkout.id}`);
    return { url: `${this.options.publicUrl}${this.checkoutPath(checkout.id)}?signature=${signature}` };
  }

  async changePlan(subscription: SubscriptionRow, plan: SelfServicePlan, billed: Billing): Promise<void> {
    // No proration: the new plan starts a new billing period now and is charged at once.
    const now = new Date();
    const card = cardOf(subscription);
    await this.send({
      ...this.header('subscription.updated', subscription.organizationId, now),
      subscription: { ...snapshotOf(subscription), status: 'active', plan, billed, periodEnd: billingPeriodEnd(now, billed).toISOString(), cancelledAt: null },
      payment: this.charge(plan, billed, card, now),
    });
  }

  async cancel(subscription: SubscriptionRow): Promise<void> {
    const now = new Date();
    await this.send({
      ...this.header('subscription.updated', subscription.organizationId, now),
      subscription: { ...snapshotOf(subscription), status: 'cancelled', cancelledAt: now.toISOString() },
    });
  }

  async resume(subscription: SubscriptionRow): Promise<void> {
    await this.send({
      ...this.header('subscription.updated', subscription.organizationId, new Date()),
      subscription: { ...snapshotOf(subscription), status: 'active', cancelledAt: null },
    });
  }

  async unpause(subscription: SubscriptionRow): Promise<void> {
    await this.send(this.reactivation(subscription, cardOf(subscription), new Date()));
  }

  async paymentMethodUrl(subscription: SubscriptionRow): Promise<{ url: string }> {
    const expires = Date.now() + PAYMENT_METHOD_LINK_MS;
    const signature = this.linkSignature(`payment-method:${subscription.organizationId}:${expires}`);
    return { url: `${this.options.publicUrl}${this.paymentMethodPath(subscription.organizationId)}?expires=${expires}&signature=${signature}` };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): unknown {
    const header = headers[SIGNATURE_HEADER];
    if (!isValidSignature(this.options.secret, rawBody, typeof header === 'string' ? header : undefined)) {
      throw new WebhookSignatureError(`The ${SIGNATURE_HEADER} header is missing or does not match the body`);
    }
    return JSON.parse(rawBody.toString('utf8'));
  }

  /**
   * The provider's clock: active subscriptions whose period ended are renewed (charged, period
   * extended), cancelled ones end (back to free). Event ids are derived from the subscription and
   * the period, so two runs over the same due period (the timer and a read) apply once.
   */
  async processDue(now: Date, organizationId?: string): Promise<void> {
    const due = await this.options.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, this.name),
          lte(subscriptions.billingPeriodEnd, now),
          organizationId === undefined ? undefined : eq(subscriptions.organizationId, organizationId),
        ),
      );
    for (const subscription of due) {
      const periodKey = `${subscription.providerSubscriptionId}_${subscription.billingPeriodEnd.toISOString()}`;
      if (subscription.status === 'cancelled') {
        await this.send({
          id: `local_end_${periodKey}`,
          type: 'subscription.ended',
          occurredAt: now.toISOString(),
          organizationId: subscription.organizationId,
          subscriptionId: subscription.providerSubscriptionId,
        });
      } else if (subscription.status === 'active') {
        let periodEnd = subscription.billingPeriodEnd;
        while (periodEnd.getTime() <= now.getTime()) periodEnd = billingPeriodEnd(periodEnd, subscription.planBilled);
        await this.send({
          id: `local_renewal_${periodKey}`,
          type: 'subscription.updated',
          occurredAt: now.toISOString(),
          organizationId: subscription.organizationId,
          subscription: { ...snapshotOf(subscription), periodEnd: periodEnd.toISOString() },
          payment: { ...this.charge(subscription.planTemplate, subscription.planBilled, cardOf(subscription), now), id: `local_payment_${periodKey}` },
        });
      }
      // past_due and paused subscriptions wait for the customer (new card, unpause).
    }
  }

  // ---- what the local pages do ---------------------------------------------------------------

  /** The customer confirmed the checkout page: the subscription starts with its first payment. */
  async completeCheckout(checkout: CheckoutRow): Promise<void> {
    const now = new Date();
    await this.send({
      ...this.header('checkout.completed', checkout.organizationId, now),
      checkoutId: checkout.id,
      subscription: {
        id: newId('local_sub'),
        status: 'active',
        plan: checkout.plan,
        billed: checkout.billed,
        periodEnd: billingPeriodEnd(now, checkout.billed).toISOString(),
        cancelledAt: null,
        card: LOCAL_DEFAULT_CARD,
      },
      payment: this.charge(checkout.plan, checkout.billed, LOCAL_DEFAULT_CARD, now),
    });
  }

  async cancelCheckout(checkout: CheckoutRow): Promise<void> {
    await this.send({ ...this.header('checkout.cancelled', checkout.organizationId, new Date()), checkoutId: checkout.id });
  }

  /** A new card; a past-due subscription is charged again with it and becomes active. */
  async updateCard(subscription: SubscriptionRow, card: CardSummary): Promise<void> {
    const now = new Date();
    if (subscription.status === 'past_due') {
      await this.send(this.reactivation(subscription, card, now));
      return;
    }
    await this.send({
      ...this.header('subscription.updated', subscription.organizationId, now),
      subscription: { ...snapshotOf(subscription), card },
    });
  }

  // ---- helpers -------------------------------------------------------------------------------

  /** Active again (unpause, past due paid): a period that ended meanwhile restarts now, charged. */
  private reactivation(subscription: SubscriptionRow, card: CardSummary | null, now: Date): BillingEvent {
    const ended = subscription.billingPeriodEnd.getTime() <= now.getTime() || subscription.status === 'past_due';
    return {
      ...this.header('subscription.updated', subscription.organizationId, now),
      subscription: {
        ...snapshotOf(subscription),
        status: 'active',
        card,
        periodEnd: ended ? billingPeriodEnd(now, subscription.planBilled).toISOString() : subscription.billingPeriodEnd.toISOString(),
      },
      ...(ended ? { payment: this.charge(subscription.planTemplate, subscription.planBilled, card, now) } : {}),
    };
  }

  private header<T extends BillingEvent['type']>(type: T, organizationId: string, now: Date) {
    return { id: newId('local_event'), type, occurredAt: now.toISOString(), organizationId };
  }

  private charge(plan: SubscriptionRow['planTemplate'], billed: Billing, card: CardSummary | null, now: Date): PaymentReport {
    return {
      id: newId('local_payment'),
      amount: planCharge(plan, billed) ?? 0,
      currency: PLAN_CURRENCY,
      status: 'success',
      card,
      createdAt: now.toISOString(),
    };
  }

  private async send(event: BillingEvent): Promise<void> {
    const body = JSON.stringify(event);
    await this.options.deliver(body, signPayload(this.options.secret, body));
  }
}

function cardOf(subscription: SubscriptionRow): CardSummary | null {
  return subscription.cardBrand && subscription.cardLast4 ? { brand: subscription.cardBrand, last4: subscription.cardLast4 } : null;
}

function snapshotOf(subscription: SubscriptionRow): SubscriptionSnapshot {
  return {
    id: subscription.providerSubscriptionId,
    status: subscription.status,
    plan: subscription.planTemplate,
    billed: subscription.planBilled,
    periodEnd: subscription.billingPeriodEnd.toISOString(),
    cancelledAt: subscription.cancelledAt?.toISOString() ?? null,
    card: cardOf(subscription),
  };
}
