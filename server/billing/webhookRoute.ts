// POST /billing/webhook: where the payment provider reports what happened. Outside /api (the
// provider has no user token): the request is trusted only when the provider's signature over the
// exact body checks out (401 invalid-signature otherwise), then validated (400) and applied once
// per event id (a redelivery answers 200 with outcome duplicate).
import type { FastifyInstance } from 'fastify';
import { check, isUuid } from '../../contracts/rules';
import type { ClusterBus } from '../cluster/ClusterBus';
import type { Db } from '../db/database';
import { ApiError, ValidationError } from '../http/errors';
import { payloadIssue } from '../http/payloadRules';
import { applyBillingEvent } from './applyBillingEvent';
import { billingEventSchema } from './billingEvent';
import { WebhookSignatureError, type PaymentProvider } from './paymentProvider';

export const WEBHOOK_PATH = '/billing/webhook';

export async function registerWebhookRoute(app: FastifyInstance, db: Db, provider: PaymentProvider, cluster: ClusterBus): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the bytes as sent: keep the body raw, whatever its content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

    scope.post(WEBHOOK_PATH, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let payload: unknown;
      try {
        payload = provider.parseWebhook(raw, request.headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new ApiError(401, 'invalid-signature', error.message);
        throw new ApiError(400, 'invalid-payload', 'The webhook body is not a JSON event');
      }
      // The input rules every payload obeys (server/http/payloadRules.ts): the raw body skipped the JSON parser.
      const inputIssue = payloadIssue(payload);
      if (inputIssue) throw new ValidationError([inputIssue]);
      const result = check(payload, billingEventSchema);
      if (!result.ok) throw new ValidationError(result.issues);
      if (!isUuid(result.value.organizationId)) {
        throw new ValidationError([{ field: 'organizationId', rule: 'invalid-id', message: 'must be an id (uuid)' }]);
      }
      const outcome = await applyBillingEvent(db, provider.name, result.value, cluster);
      request.log.info({ eventId: result.value.id, type: result.value.type, outcome }, 'billing event');
      return { received: true, outcome };
    });
  });
}
