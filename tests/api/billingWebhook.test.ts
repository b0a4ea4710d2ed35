import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../server/db/schema';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { eventId, sendSubscriptionUpdate, sendWebhook, subscribe, webhookSecret } from './billingFixtures';
import { createOrganization, UNKNOWN_ID } from './fixtures';
import { signPayload } from '../../server/billing/webhookSignature';

describe('POST /billing/webhook', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let organizationId: string;

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
    organizationId = await createOrganization(owner);
    await subscribe(owner, organizationId, 'team', 'monthly');
  });

  afterAll(async () => {
    await studio?.close();
  });

  const status = async () => (await owner.request('GET', `/organizations/${organizationId}/subscription`)).body.status;
  const paymentsTotal = async () => (await owner.request('GET', `/organizations/${organizationId}/subscription_payments`)).body.total;

  const pausedEvent = (id = eventId()) =>
    JSON.stringify({
      id,
      type: 'payment.recorded',
      occurredAt: new Date().toISOString(),
      organizationId,
      payment: { id: `payment_${id}`, amount: 2900, currency: 'USD', status: 'success', card: null, createdAt: new Date().toISOString() },
    });

  it('refuses a missing, forged or mismatched signature and changes nothing', async () => {
    const body = pausedEvent();
    const before = await paymentsTotal();
    for (const signature of [null, 'sha256=00', signPayload('another secret', body), signPayload(await webhookSecret(studio), body + ' ')]) {
      const answer = await sendWebhook(studio, body, signature);
      expect(answer.status, String(signature)).toBe(401);
      expect(answer.body.error).toBe('invalid-signature');
    }
    expect(await paymentsTotal()).toBe(before);
  });

  it('refuses a signed body that is not a valid event', async () => {
    expect(await sendWebhook(studio, '{not json')).toMatchObject({ status: 400, body: { error: 'invalid-payload' } });
    const unknownType = await sendWebhook(studio, JSON.stringify({ id: eventId(), type: 'invoice.created', occurredAt: new Date().toISOString(), organizationId }));
    expect(unknownType.status).toBe(400);
    const badId = await sendWebhook(studio, pausedEvent().replace(organizationId, 'not-a-uuid'));
    expect(badId).toMatchObject({ status: 400, body: { issues: [expect.objectContaining({ field: 'organizationId', rule: 'invalid-id' })] } });
    const badStatus = await sendSubscriptionUpdate(studio, organizationId, { status: 'sleeping' });
    expect(badStatus.status).toBe(400);
    expect(await status()).toBe('active');
  });

  it('applies an event once, however often it is delivered', async () => {
    const before = await paymentsTotal();
    const body = pausedEvent();
    expect(await sendWebhook(studio, body)).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await sendWebhook(studio, body)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await paymentsTotal()).toBe(before + 1);
  });

  it('ignores a subscription state older than the one applied, and events for unknown organizations', async () => {
    const old = await sendSubscriptionUpdate(studio, organizationId, { status: 'paused' });
    expect(old.body.outcome).toBe('applied');
    const stale = await sendWebhook(
      studio,
      JSON.stringify({
        id: eventId(),
        type: 'subscription.updated',
        occurredAt: new Date(Date.now() - 60_000).toISOString(),
        organizationId,
        subscription: { id: 'whatever', status: 'past_due', plan: 'team', billed: 'monthly', periodEnd: new Date().toISOString(), cancelledAt: null, card: null },
      }),
    );
    expect(stale).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect(await status()).toBe('paused');
    const foreign = await sendWebhook(studio, pausedEvent().replace(organizationId, UNKNOWN_ID));
    expect(foreign).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
  });

  it('a change waiting for the provider reads synced: false until its event arrives', async () => {
    // What a hosted provider leaves between the studio's request and its webhook event.
    await studio.database.db.update(subscriptions).set({ synced: false }).where(eq(subscriptions.organizationId, organizationId));
    expect((await owner.request('GET', `/organizations/${organizationId}/subscription`)).body.synced).toBe(false);
    expect((await sendSubscriptionUpdate(studio, organizationId, { status: 'active', plan: 'company' })).body.outcome).toBe('applied');
    const synced = (await owner.request('GET', `/organizations/${organizationId}/subscription`)).body;
    expect(synced).toMatchObject({ synced: true, status: 'active', plan: { template: 'company' } });
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body.plan.template).toBe('company');
  });
});
