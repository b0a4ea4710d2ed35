// Wires billing into the server: the webhook secret, the payment provider (the built-in local one;
// a hosted provider would implement PaymentProvider and be chosen here from the configuration),
// the webhook route, the local provider's pages, and the provider's clock (renewals, ends of
// cancelled subscriptions), a periodic job run once a minute on one instance, and before a subscription is read.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ClusterBus } from '../cluster/ClusterBus';
import type { PeriodicJob } from '../cluster/jobLeadership';
import { LocalPaymentProvider } from './LocalPaymentProvider';
import { registerLocalBillingRoutes } from './localRoutes';
import type { PaymentProvider } from './paymentProvider';
import { loadWebhookSecret } from './webhookSecret';
import { registerWebhookRoute, WEBHOOK_PATH } from './webhookRoute';
import { SIGNATURE_HEADER } from './webhookSignature';

const CLOCK_INTERVAL_MS = 60_000;

export interface Billing {
  provider: PaymentProvider;
  /** Periodic work for the job scheduler (the provider's clock). */
  jobs: PeriodicJob[];
}

export async function setupBilling(app: FastifyInstance, config: Config, database: Database, cluster: ClusterBus): Promise<Billing> {
  const secret = await loadWebhookSecret(config, database);
  const provider = new LocalPaymentProvider({
    db: database.db,
    publicUrl: config.publicUrl,
    secret,
    async deliver(body, signature) {
      const answer = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
      if (answer.statusCode !== 200) throw new Error(`the billing webhook answered ${answer.statusCode}: ${answer.body}`);
    },
  });
  await registerWebhookRoute(app, database.db, provider, cluster);
  await registerLocalBillingRoutes(app, database.db, provider, config.publicUrl);

  return { provider, jobs: [{ name: 'billing-clock', intervalMs: CLOCK_INTERVAL_MS, firstRunAfterMs: CLOCK_INTERVAL_MS, run: () => provider.processDue(new Date()) }] };
}
