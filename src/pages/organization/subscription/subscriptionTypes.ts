// The subscription shapes the organization page reads (contracts/subscriptions.ts, studio.md §3).
export type { CardSummary, CancelReason, Payment, PaymentList, PendingCheckout, SelfServicePlan as PaidPlan, Subscription, SubscriptionStatus } from '../../../../contracts/subscriptions';
export { CANCEL_REASONS } from '../../../../contracts/subscriptions';
