// What the subscription panel shows for a subscription (studio.md §2.8, §4, §6): the cover text,
// the one action button, and why a control is disabled. Pure, so each state is unit-tested.
import type { Permission } from '../../../../contracts/permissions';
import { formatDate } from '../../../format/relativeDate';
import { freePlanCover } from './planRaises';
import type { Subscription, SubscriptionStatus } from './subscriptionTypes';

export function subscriptionStatus(subscription: Pick<Subscription, 'status'>): SubscriptionStatus {
  const { status } = subscription;
  return status === 'paused' || status === 'cancelled' || status === 'past_due' ? status : 'active';
}

export type CoverKind = 'free' | 'syncing' | 'none' | SubscriptionStatus;

export interface Cover {
  kind: CoverKind;
  text: string | null;
}

/** The sentence under the plan name. The order of the checks is the spec's. */
export function subscriptionCover(subscription: Subscription): Cover {
  if (subscription.plan.template === 'free') return { kind: 'free', text: freePlanCover() };
  if (!subscription.synced) return { kind: 'syncing', text: 'Your subscription is being synchronised with the payment provider…' };
  const next = subscription.billingPeriod?.end ?? null;
  if (!next) return { kind: 'none', text: null };
  const date = formatDate(next);
  switch (subscriptionStatus(subscription)) {
    case 'paused':
      return { kind: 'paused', text: 'Your subscription is paused. The organization is read-only until it is unpaused.' };
    case 'cancelled':
      return { kind: 'cancelled', text: `Your subscription is cancelled. The plan stays active until ${date}.` };
    case 'past_due':
      return { kind: 'past_due', text: 'Your last payment failed. Please update your payment method to keep the plan.' };
    default:
      return { kind: 'active', text: `Your subscription is active. The next payment is due on ${date}.` };
  }
}

export type SubscriptionAction = 'none' | 'subscribe' | 'unpause' | 'resume' | 'manage' | 'contact';

/** The one action button. */
export function subscriptionAction(subscription: Subscription): SubscriptionAction {
  if (!subscription.synced) return 'none';
  if (subscription.plan.template === 'free') return 'subscribe';
  const status = subscriptionStatus(subscription);
  if (status === 'paused') return 'unpause';
  if (status === 'cancelled') return 'resume';
  if (subscription.paid) return 'manage';
  return 'contact';
}

/** Why the caller cannot subscribe, change, cancel, resume, unpause or update the payment method. */
export function manageSubscriptionBlocker(permissions: readonly Permission[]): string | null {
  return permissions.includes('Organizations:ManageSubscription') ? null : 'Only the owner of the organization can manage its subscription.';
}

/** The payments history button is shown with both permissions and a paid plan (§2.8, §6). */
export function showsPaymentsHistory(subscription: Subscription, permissions: readonly Permission[]): boolean {
  return (
    subscription.plan.paid &&
    permissions.includes('Organizations:ViewSubscriptionPayments') &&
    permissions.includes('Organizations:ManageSubscription')
  );
}

export type PaymentStatusLabel = 'success' | 'failed' | 'unknown';

export function paymentStatusLabel(status: string): PaymentStatusLabel {
  return status === 'success' || status === 'failed' ? status : 'unknown';
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unionpay: 'UnionPay',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
};

/** A card brand's display name; an unknown brand reads "Card". */
export function cardBrandName(brand: string | null | undefined): string {
  return (brand && CARD_BRANDS[brand]) || 'Card';
}

/** A price in minor units with its currency, e.g. 2900 USD → "$29.00". */
export function formatPrice(minorUnits: number, currency: string): string {
  const code = currency.toUpperCase();
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(minorUnits / 10 ** digits);
  } catch {
    return `${(minorUnits / 10 ** digits).toFixed(digits)} ${code}`;
  }
}
