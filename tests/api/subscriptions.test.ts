import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_COMMENT_MAX } from '../../contracts/subscriptions';
import { requestSubscriptionChange } from '../../server/api/subscriptionChange';
import { subscriptions } from '../../server/db/schema';
import { ApiError } from '../../server/http/errors';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { finishCheckout, page, sendSubscriptionUpdate, startCheckout, subscribe } from './billingFixtures';
import { addMember, createOrganization, UNKNOWN_ID } from './fixtures';

const DAY = 86_400_000;

describe('/api subscriptions and checkout', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let guest: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    studio = await startTestStudio();
    [owner, admin, member, guest, stranger] = await Promise.all([studio.signUp(), studio.signUp(), studio.signUp(), studio.signUp(), studio.signUp()]);
  });

  afterAll(async () => {
    await studio?.close();
  });

  const subscription = async (organizationId: string, user = owner) => {
    const answer = await user.request('GET', `/organizations/${organizationId}/subscription`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('a new organization is on the free plan without a subscription', async () => {
    const id = await createOrganization(owner);
    expect(await subscription(id)).toEqual({
      synced: true,
      status: 'active',
      paid: false,
      plan: { template: 'free', name: 'Free', paid: false },
      billed: 'monthly',
      billingPeriod: { end: null },
      cancelledAt: null,
      card: null,
      pendingCheckout: null,
    });
  });

  it('checkout -> checkout page -> confirm -> webhook: the plan is active and the payment recorded', async () => {
    const id = await createOrganization(owner, 'Paying Co');
    const before = Date.now();
    const url = await startCheckout(owner, id, 'team', 'yearly');
    expect(url.startsWith(`${studio.url}/billing/local/checkout/`)).toBe(true);

    const pending = await subscription(id);
    expect(pending.pendingCheckout).toMatchObject({ plan: 'team', billed: 'yearly', url });
    expect(pending.plan.template).toBe('free');
    // Other members see that a checkout is pending, not its page.
    await addMember(studio, id, guest, 'guest');
    expect((await subscription(id, guest)).pendingCheckout).toMatchObject({ plan: 'team', url: null });

    const shown = await page(url);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Team');
    expect(shown.text).toContain('$261.00 per year');
    expect(shown.text).toContain('Paying Co');

    const confirmed = await finishCheckout(url, 'confirm');
    expect(confirmed.status).toBe(303);
    expect(confirmed.location).toBe(`${studio.url}/${id}`);

    const active = await subscription(id);
    expect(active).toMatchObject({
      synced: true,
      status: 'active',
      paid: true,
      plan: { template: 'team', name: 'Team', paid: true },
      billed: 'yearly',
      cancelledAt: null,
      card: { brand: 'visa', last4: '4242' },
      pendingCheckout: null,
    });
    const periodEnd = Date.parse(active.billingPeriod.end);
    expect(periodEnd - before).toBeGreaterThan(364 * DAY);
    expect(periodEnd - before).toBeLessThan(367 * DAY);

    const organization = await owner.request('GET', `/organizations/${id}`);
    expect(organization.body.plan).toMatchObject({ template: 'team', billed: 'yearly', paid: true, quota: { users: 7, operations: 2000 } });

    const history = await owner.request('GET', `/organizations/${id}/subscription_payments`);
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ total: 1, payments: [{ price: 26100, currency: 'USD', status: 'success', card: { brand: 'visa', last4: '4242' } }] });

    // The page cannot be paid twice.
    const again = await page(`${new URL(url).origin}${new URL(url).pathname}/confirm`, { signature: new URL(url).searchParams.get('signature')! });
    expect(again.status).toBe(409);
    expect((await owner.request('GET', `/organizations/${id}/subscription_payments`)).body.total).toBe(1);
    // Subscribed organizations change plan instead of checking out.
    const refused = await owner.request('POST', '/billing/checkout', { plan: 'company', billed: 'monthly', organizationId: id });
    expect(refused).toMatchObject({ status: 409, body: { error: 'already-subscribed' } });
  });

  it('keeps one pending checkout: the same plan answers the same page, another is refused; cancel on the page closes it', async () => {
    const id = await createOrganization(owner);
    const url = await startCheckout(owner, id, 'company', 'monthly');
    const same = await owner.request('POST', '/billing/checkout', { plan: 'company', billed: 'monthly', organizationId: id });
    expect(same).toMatchObject({ status: 200, body: { url } });
    const other = await owner.request('POST', '/billing/checkout', { plan: 'team', billed: 'monthly', organizationId: id });
    expect(other).toMatchObject({ status: 409, body: { error: 'checkout-pending' } });

    const cancelled = await finishCheckout(url, 'cancel');
    expect(cancelled.status).toBe(303);
    const after = await subscription(id);
    expect(after).toMatchObject({ pendingCheckout: null, paid: false, plan: { template: 'free' } });
    expect((await page(url)).status).toBe(409);
    // A new checkout can start.
    await startCheckout(owner, id, 'team', 'monthly');
  });

  it('refuses bad checkout payloads and links that were not handed out', async () => {
    const id = await createOrganization(owner);
    for (const [body, field, rule] of [
      [{ plan: 'enterprise', billed: 'monthly', organizationId: id }, 'plan', 'enums'],
      [{ plan: 'free', billed: 'monthly', organizationId: id }, 'plan', 'enums'],
      [{ plan: 'team', billed: 'weekly', organizationId: id }, 'billed', 'enums'],
      [{ plan: 'team', billed: 'monthly' }, 'organizationId', 'required'],
      [{ plan: 'team', billed: 'monthly', organizationId: 'nope' }, 'organizationId', 'invalid-id'],
      [{ plan: 'team', billed: 'monthly', organizationId: id, extra: 1 }, 'extra', 'never'],
    ] as const) {
      const answer = await owner.request('POST', '/billing/checkout', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.issues).toContainEqual(expect.objectContaining({ field, rule }));
    }
    expect((await subscription(id)).pendingCheckout).toBeNull();

    const url = new URL(await startCheckout(owner, id, 'team', 'monthly'));
    expect((await page(`${url.origin}${url.pathname}?signature=forged`)).status).toBe(404);
    expect((await page(`${url.origin}${url.pathname}`)).status).toBe(404);
    expect((await page(`${url.origin}${url.pathname}/confirm`, { signature: 'forged' })).status).toBe(404);
    expect((await subscription(id)).paid).toBe(false);
  });

  it('changes plan: the organization follows, a new period is charged; same plan and bad payloads are refused', async () => {
    const id = await createOrganization(owner);
    await subscribe(owner, id, 'team', 'yearly');
    const changed = await owner.request('PATCH', `/organizations/${id}/subscription`, { organizationId: id, plan: 'company', billed: 'monthly' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ synced: true, status: 'active', paid: true, plan: { template: 'company' }, billed: 'monthly' });
    const periodEnd = Date.parse(changed.body.billingPeriod.end) - Date.now();
    expect(periodEnd).toBeGreaterThan(27 * DAY);
    expect(periodEnd).toBeLessThan(32 * DAY);
    expect((await owner.request('GET', `/organizations/${id}`)).body.plan).toMatchObject({ template: 'company', billed: 'monthly', quota: { widgets: 10 } });
    const history = await owner.request('GET', `/organizations/${id}/subscription_payments`);
    expect(history.body.payments.map((payment: { price: number }) => payment.price)).toEqual([12900, 26100]);

    const same = await owner.request('PATCH', `/organizations/${id}/subscription`, { organizationId: id, plan: 'company', billed: 'monthly' });
    expect(same).toMatchObject({ status: 409, body: { error: 'plan-unchanged' } });
    for (const [body, field, rule] of [
      [{ organizationId: UNKNOWN_ID, plan: 'team', billed: 'monthly' }, 'organizationId', 'organization-mismatch'],
      [{ organizationId: id, plan: 'enterprise', billed: 'monthly' }, 'plan', 'enums'],
      [{ organizationId: id, plan: 'team', billed: 'daily' }, 'billed', 'enums'],
      [{ organizationId: id, plan: 'team' }, 'billed', 'required'],
    ] as const) {
      const answer = await owner.request('PATCH', `/organizations/${id}/subscription`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.issues).toContainEqual(expect.objectContaining({ field, rule }));
    }
    expect((await subscription(id)).plan.template).toBe('company');

    const free = await createOrganization(owner);
    const none = await owner.request('PATCH', `/organizations/${free}/subscription`, { organizationId: free, plan: 'team', billed: 'monthly' });
    expect(none).toMatchObject({ status: 409, body: { error: 'no-subscription' } });
  });

  it('cancel needs a reason from the list; the plan stays until the period end; resume undoes it', async () => {
    const id = await createOrganization(owner);
    await subscribe(owner, id, 'team', 'monthly');
    const cancel = (body: unknown) => owner.request('PATCH', `/organizations/${id}/subscription/cancel`, body);
    for (const [body, field, rule] of [
      [{}, 'reason', 'required'],
      [{ reason: '' }, 'reason', 'reason-required'],
      [{ reason: 'bored' }, 'reason', 'unknown-reason'],
      [{ reason: 42 }, 'reason', 'string'],
      [{ reason: 'other', comment: 'x'.repeat(CANCEL_COMMENT_MAX + 1) }, 'comment', 'too-long-comment'],
      [{ reason: 'other', comment: 7 }, 'comment', 'string'],
      [{ reason: 'other', extra: true }, 'extra', 'never'],
    ] as const) {
      const answer = await cancel(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.issues).toContainEqual(expect.objectContaining({ field, rule }));
    }
    expect((await cancel({})).body.issues[0].message).toBe('is required');
    expect((await cancel({ reason: '' })).body.issues[0].message).toBe('Please provide a reason');
    expect((await subscription(id)).status).toBe('active');

    const periodEnd = (await subscription(id)).billingPeriod.end;
    const cancelled = await cancel({ reason: 'too_expensive', comment: 'x'.repeat(CANCEL_COMMENT_MAX) });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paid: true, synced: true, plan: { template: 'team' }, billingPeriod: { end: periodEnd } });
    expect(Date.parse(cancelled.body.cancelledAt)).toBeGreaterThan(Date.now() - DAY);
    const [row] = await studio.database.db.select().from(subscriptions).where(eq(subscriptions.organizationId, id));
    expect(row).toMatchObject({ cancelReason: 'too_expensive', cancelComment: 'x'.repeat(CANCEL_COMMENT_MAX) });
    expect(await cancel({ reason: 'other' })).toMatchObject({ status: 409, body: { error: 'subscription-cancelled' } });
    const change = await owner.request('PATCH', `/organizations/${id}/subscription`, { organizationId: id, plan: 'company', billed: 'monthly' });
    expect(change).toMatchObject({ status: 409, body: { error: 'subscription-not-active' } });

    const resumed = await owner.request('PATCH', `/organizations/${id}/subscription/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'active', cancelledAt: null, plan: { template: 'team' }, billingPeriod: { end: periodEnd } });
    expect(await owner.request('PATCH', `/organizations/${id}/subscription/resume`)).toMatchObject({ status: 409, body: { error: 'subscription-not-cancelled' } });
    expect(await owner.request('PATCH', `/organizations/${id}/subscription/resume`, { any: 1 })).toMatchObject({ status: 400 });
  });

  it('a cancelled subscription ends at its period end: back to the free plan', async () => {
    const id = await createOrganization(owner);
    await subscribe(owner, id, 'company', 'monthly');
    await owner.request('PATCH', `/organizations/${id}/subscription/cancel`, { reason: 'unused' });
    await studio.database.db
      .update(subscriptions)
      .set({ billingPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.organizationId, id));
    const ended = await subscription(id);
    expect(ended).toMatchObject({ paid: false, status: 'active', plan: { template: 'free' }, billingPeriod: { end: null } });
    expect((await owner.request('GET', `/organizations/${id}`)).body.plan.template).toBe('free');
    expect(await owner.request('PATCH', `/organizations/${id}/subscription/resume`)).toMatchObject({ status: 409, body: { error: 'no-subscription' } });
  });

  it('an active subscription renews at its period end, charged once', async () => {
    const id = await createOrganization(owner);
    await subscribe(owner, id, 'team', 'monthly');
    await studio.database.db
      .update(subscriptions)
      .set({ billingPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.organizationId, id));
    const renewed = await subscription(id);
    expect(renewed).toMatchObject({ status: 'active', paid: true, plan: { template: 'team' } });
    expect(Date.parse(renewed.billingPeriod.end)).toBeGreaterThan(Date.now() + 27 * DAY);
    await subscription(id);
    expect((await owner.request('GET', `/organizations/${id}/subscription_payments`)).body.total).toBe(2);
  });

  it('past_due from the provider: the payment-method page takes a new card and the subscription is paid again', async () => {
    const id = await createOrganization(owner);
    await subscribe(owner, id, 'team', 'monthly');
    const failed = await sendSubscriptionUpdate(studio, id, { status: 'past_due' }, {
      payment: { id: 'test_failed_payment', amount: 2900, currency: 'USD', status: 'failed', card: { brand: 'visa', last4: '4242' }, createdAt: new Date().toISOString() },
    });
    expect(failed.status).toBe(200);
    expect(await subscription(id)).toMatchObject({ status: 'past_due', paid: true });
    const change = await owner.request('PATCH', `/organizations/${id}/subscription`, { organizationId: id, plan: 'company', billed: 'monthly' });
    expect(change).toMatchObject({ status: 409, body: { error: 'subscription-not-active' } });

    const link = await owner.request('GET', `/organizations/${id}/subscription/update_payment_method_link`);
    expect(link.status).toBe(200);
    const url = new URL(link.body.url);
    expect(url.pathname).toBe(`/billing/local/payment-method/${id}`);
    const shown = await page(link.body.url);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('visa ending in 4242');
    const form = { expires: url.searchParams.get('expires')!, signature: url.searchParams.get('signature')! };
    expect((await page(`${url.origin}${url.pathname}`, { ...form, brand: 'visa', last4: '12' })).status).toBe(400);
    expect((await page(`${url.origin}${url.pathname}`, { ...form, brand: 'paypal', last4: '1234' })).status).toBe(400);
    expect((await page(`${url.origin}${url.pathname}`, { ...form, signature: 'forged', brand: 'amex', last4: '1234' })).status).toBe(404);
    expect((await subscription(id)).status).toBe('past_due');
    const saved = await page(`${url.origin}${url.pathname}`, { ...form, brand: 'mastercard', last4: '5454' });
    expect(saved.status).toBe(303);

    expect(await subscription(id)).toMatchObject({ status: 'active', card: { brand: 'mastercard', last4: '5454' } });
    const history = await owner.request('GET', `/organizations/${id}/subscription_payments`);
    expect(history.body.payments.map((payment: { status: string; card: { brand: string } }) => [payment.status, payment.card.brand])).toEqual([
      ['success', 'mastercard'],
      ['failed', 'visa'],
      ['success', 'visa'],
    ]);
  });

  it('paused from the provider: unpause makes it active; unpause is refused otherwise', async () => {
    const id = await createOrganization(owner);
    await subscribe(owner, id, 'team', 'monthly');
    expect(await owner.request('PATCH', `/organizations/${id}/subscription/unpause`)).toMatchObject({ status: 409, body: { error: 'subscription-not-paused' } });
    expect((await sendSubscriptionUpdate(studio, id, { status: 'paused' })).status).toBe(200);
    expect(await subscription(id)).toMatchObject({ status: 'paused', paid: true });
    expect(await owner.request('PATCH', `/organizations/${id}/subscription/cancel`, { reason: 'other' })).toMatchObject({
      status: 409,
      body: { error: 'subscription-paused' },
    });
    const unpaused = await owner.request('PATCH', `/organizations/${id}/subscription/unpause`, {});
    expect(unpaused.status).toBe(200);
    expect(unpaused.body).toMatchObject({ status: 'active', synced: true, plan: { template: 'team' } });
  });

  it('pages the payments history, newest first, 20 per page', async () => {
    const id = await createOrganization(owner);
    await subscribe(owner, id, 'team', 'monthly');
    for (let index = 0; index < 24; index += 1) {
      const createdAt = new Date(Date.now() + (index + 1) * 1000).toISOString();
      const answer = await sendSubscriptionUpdate(studio, id, {}, {
        payment: { id: `test_payment_${id}_${index}`, amount: 100 + index, currency: 'usd', status: index === 0 ? 'refunded' : 'success', card: null, createdAt },
      });
      expect(answer.status).toBe(200);
    }
    const first = await owner.request('GET', `/organizations/${id}/subscription_payments`);
    expect(first.body.total).toBe(25);
    expect(first.body.payments).toHaveLength(20);
    expect(first.body.payments[0]).toMatchObject({ price: 123, currency: 'USD', card: null });
    const second = await owner.request('GET', `/organizations/${id}/subscription_payments?page=2`);
    expect(second.body.payments.map((payment: { price: number }) => payment.price)).toEqual([103, 102, 101, 100, 2900]);
    expect(second.body.payments[3].status).toBe('refunded');
    expect((await owner.request('GET', `/organizations/${id}/subscription_payments?page=3`)).body).toEqual({ payments: [], total: 25 });
    for (const query of ['page=0', 'page=x', 'size=5']) {
      expect((await owner.request('GET', `/organizations/${id}/subscription_payments?${query}`)).status, query).toBe(400);
    }
  });

  it('only the owner manages the subscription; admins read payments; strangers get 404', async () => {
    const id = await createOrganization(owner);
    await subscribe(owner, id, 'team', 'monthly');
    await addMember(studio, id, admin, 'admin');
    await addMember(studio, id, member, 'member');
    await addMember(studio, id, guest, 'guest');
    const managing: [string, string, unknown][] = [
      ['PATCH', `/organizations/${id}/subscription`, { organizationId: id, plan: 'company', billed: 'monthly' }],
      ['PATCH', `/organizations/${id}/subscription/cancel`, { reason: 'other' }],
      ['PATCH', `/organizations/${id}/subscription/resume`, undefined],
      ['PATCH', `/organizations/${id}/subscription/unpause`, undefined],
      ['GET', `/organizations/${id}/subscription/update_payment_method_link`, undefined],
      ['POST', '/billing/checkout', { plan: 'company', billed: 'monthly', organizationId: id }],
    ];
    for (const user of [admin, member, guest]) {
      for (const [method, path, body] of managing) {
        const answer = await user.request(method, path, body);
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body.message).toContain('Organizations:ManageSubscription');
      }
      expect((await user.request('GET', `/organizations/${id}/subscription`)).status).toBe(200);
    }
    expect((await admin.request('GET', `/organizations/${id}/subscription_payments`)).status).toBe(200);
    for (const user of [member, guest]) {
      const answer = await user.request('GET', `/organizations/${id}/subscription_payments`);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toContain('Organizations:ViewSubscriptionPayments');
    }
    for (const [method, path, body] of [...managing, ['GET', `/organizations/${id}/subscription`, undefined], ['GET', `/organizations/${id}/subscription_payments`, undefined]] as const) {
      expect((await stranger.request(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    for (const path of [`/organizations/${UNKNOWN_ID}/subscription`, `/organizations/not-an-id/subscription`, `/organizations/${UNKNOWN_ID}/subscription_payments`]) {
      expect((await owner.request('GET', path)).status).toBe(404);
    }
    expect((await owner.request('POST', '/billing/checkout', { plan: 'team', billed: 'monthly', organizationId: UNKNOWN_ID })).status).toBe(404);
    expect((await subscription(id)).plan.template).toBe('team');
  });

  it('changes nothing when the payment provider refuses: what the request wrote is put back, 502 billing-provider-error', async () => {
    const id = await createOrganization(owner, 'Provider down');
    await subscribe(owner, id, 'team', 'monthly');
    const read = () => studio.database.db.select().from(subscriptions).where(eq(subscriptions.organizationId, id));
    const [before] = await read();
    const failures: unknown[] = [];
    const refused = await requestSubscriptionChange(
      studio.database.db,
      id,
      () => ({ cancelReason: 'too_expensive', cancelComment: 'written before the provider is asked' }),
      async () => {
        throw new Error('provider unreachable');
      },
      (error) => failures.push(error),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 502, code: 'billing-provider-error' });
    expect(failures).toHaveLength(1);
    expect((await read())[0]).toEqual(before);
    const shown = await owner.request('GET', `/organizations/${id}/subscription`);
    expect(shown.body).toMatchObject({ synced: true, status: 'active' });
  });
});
