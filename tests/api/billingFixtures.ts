// Billing steps shared by the API suites: paying a checkout on the local provider's page as a
// browser would (GET the page, POST its Confirm form), and playing the payment provider by
// sending signed events to the billing webhook (past_due, paused…).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { serverKeys, subscriptions } from '../../server/db/schema';
import { WEBHOOK_SECRET_KEY_NAME } from '../../server/billing/webhookSecret';
import { signPayload, SIGNATURE_HEADER } from '../../server/billing/webhookSignature';
import type { TestStudio, TestUser } from '../harness/testStudio';

export interface PageAnswer {
  status: number;
  text: string;
  location: string | null;
}

/** A server page request without following redirects. */
export async function page(url: string, form?: Record<string, string>): Promise<PageAnswer> {
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { status: response.status, text: await response.text(), location: response.headers.get('location') };
}

export async function startCheckout(user: TestUser, organizationId: string, plan: string, billed: string): Promise<string> {
  const answer = await user.request('POST', '/billing/checkout', { plan, billed, organizationId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.url as string;
}

/** Opens the checkout page and presses one of its buttons; answers the button's response. */
export async function finishCheckout(url: string, button: 'confirm' | 'cancel'): Promise<PageAnswer> {
  const shown = await page(url);
  expect(shown.status).toBe(200);
  const parsed = new URL(url);
  return page(`${parsed.origin}${parsed.pathname}/${button}`, { signature: parsed.searchParams.get('signature') ?? '' });
}

/** Checkout and confirm: the organization is subscribed to the plan. */
export async function subscribe(user: TestUser, organizationId: string, plan = 'team', billed = 'monthly'): Promise<void> {
  const confirmed = await finishCheckout(await startCheckout(user, organizationId, plan, billed), 'confirm');
  expect(confirmed.status).toBe(303);
}

export async function webhookSecret(studio: TestStudio): Promise<string> {
  const [row] = await studio.database.db.select().from(serverKeys).where(eq(serverKeys.name, WEBHOOK_SECRET_KEY_NAME));
  return row!.value as string;
}

/** POSTs a body to the webhook (of `target`, another instance, when given), signed with the studio's secret unless a signature is given. */
export async function sendWebhook(studio: TestStudio, body: string, signature?: string | null, target = studio.url): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signed = signature === undefined ? signPayload(await webhookSecret(studio), body) : signature;
  if (signed !== null) headers[SIGNATURE_HEADER] = signed;
  const response = await fetch(`${target}/billing/webhook`, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export function eventId(): string {
  return `test_event_${randomBytes(8).toString('hex')}`;
}

/** Sends subscription.updated with the stored subscription changed by `changes` (as the provider would). */
export async function sendSubscriptionUpdate(
  studio: TestStudio,
  organizationId: string,
  changes: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<{ status: number; body: any }> {
  return sendWebhook(studio, await subscriptionUpdateBody(studio, organizationId, changes, extra));
}

/** The body of a subscription.updated event: the stored subscription changed by `changes`, with a new event id. */
export async function subscriptionUpdateBody(
  studio: TestStudio,
  organizationId: string,
  changes: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const [row] = await studio.database.db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
  expect(row).toBeDefined();
  const event = {
    id: eventId(),
    type: 'subscription.updated',
    occurredAt: new Date().toISOString(),
    organizationId,
    subscription: {
      id: row!.providerSubscriptionId,
      status: row!.status,
      plan: row!.planTemplate,
      billed: row!.planBilled,
      periodEnd: row!.billingPeriodEnd.toISOString(),
      cancelledAt: row!.cancelledAt?.toISOString() ?? null,
      card: row!.cardBrand ? { brand: row!.cardBrand, last4: row!.cardLast4 } : null,
      ...changes,
    },
    ...extra,
  };
  return JSON.stringify(event);
}
