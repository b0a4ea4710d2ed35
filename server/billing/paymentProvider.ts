// What the studio needs from a payment provider. The provider owns money and cards; the studio
// learns every outcome from the provider's signed webhook events (billingEvent.ts), never from the
// return value of a call: a call only asks for a change, the event confirms it. Until then the
// subscription reads synced: false.
import type { Billing } from '../../contracts/plans';
import type { SelfServicePlan } from '../../contracts/subscriptions';
import type { CheckoutRow, SubscriptionRow } from '../db/schema';

export interface PaymentProvider {
  /** Stored with subscriptions and checkouts ('local' for the built-in provider). */
  readonly name: string;
  /** Starts a checkout for the plan; answers the page the customer pays on. */
  createCheckout(checkout: CheckoutRow): Promise<{ url: string }>;
  changePlan(subscription: SubscriptionRow, plan: SelfServicePlan, billed: Billing): Promise<void>;
  /** Cancels at the end of the billing period. */
  cancel(subscription: SubscriptionRow): Promise<void>;
  /** Undoes a cancellation before the period ends. */
  resume(subscription: SubscriptionRow): Promise<void>;
  unpause(subscription: SubscriptionRow): Promise<void>;
  /** A page where the customer changes the card. */
  paymentMethodUrl(subscription: SubscriptionRow): Promise<{ url: string }>;
  /**
   * Checks a webhook request and reads its event in the studio's vocabulary (validated against
   * billingEventSchema by the caller); throws WebhookSignatureError when the request was not
   * signed by the provider.
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): unknown;
  /** Work the provider does on its own clock (renewals, ends of cancelled subscriptions); optional. */
  processDue?(now: Date, organizationId?: string): Promise<void>;
}

export class WebhookSignatureError extends Error {}
