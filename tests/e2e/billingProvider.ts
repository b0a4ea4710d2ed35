// Plays the payment provider in end-to-end tests: signed events to the studio's billing webhook, with the
// secret the e2e server is started with (playwright.config.ts sets BILLING_WEBHOOK_SECRET to this value).
import { randomBytes } from 'node:crypto';
import { signPayload, SIGNATURE_HEADER } from '../../server/billing/webhookSignature';

export const E2E_BILLING_WEBHOOK_SECRET = 'e2e-billing-webhook-secret-not-for-production';

/** The provider reports the organization's subscription with `status` (by default a company plan: ten widgets), billed monthly. */
export async function reportSubscription(
  baseURL: string,
  organizationId: string,
  status: 'active' | 'past_due' | 'paused',
  plan: 'team' | 'company' | 'enterprise' = 'company',
): Promise<number> {
  const body = JSON.stringify({
    id: `e2e_event_${randomBytes(8).toString('hex')}`,
    type: 'subscription.updated',
    occurredAt: new Date().toISOString(),
    organizationId,
    subscription: {
      id: `e2e_sub_${organizationId}`,
      status,
      plan,
      billed: 'monthly',
      periodEnd: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      cancelledAt: null,
      card: { brand: 'visa', last4: '4242' },
    },
  });
  const response = await fetch(`${baseURL}/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(E2E_BILLING_WEBHOOK_SECRET, body) },
    body,
  });
  return response.status;
}
