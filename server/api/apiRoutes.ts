// The REST API under /api: every route authenticates first, then each resource module registers
// its own routes. Encapsulated on purpose: the hook applies to these routes only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireTokenMayCall, restrictToOrganization } from '../auth/accessTokenScope';
import { accessTokenOf, verifyAccessToken } from '../auth/accessTokens';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { FileStorage } from '../storage/FileStorage';
import { registerAccessTokenRoutes } from './accessTokens';
import type { ApiContext } from './context';
import { setCurrentUser } from './currentUser';
import { registerFileRoutes } from './files';
import { registerInvitationRoutes } from './invitations';
import { registerOrganizationInvitationRoutes } from './organizationInvitations';
import { registerOrganizationRoutes } from './organizations';
import { registerTeamRoutes } from './team';
import { registerUserRoutes } from './users';
import { registerWidgetFlowRoutes } from './widgetFlow';
import { registerWidgetLifecycleRoutes } from './widgetLifecycle';
import { registerWidgetRoutes } from './widgets';
import { registerWidgetVersionRoutes } from './widgetVersions';
import type { Billing } from '../billing/setupBilling';
import type { ClusterBus } from '../cluster/ClusterBus';
import { adoptBearerSubprotocol } from '../live/liveAuthorization';
import type { LiveHub } from '../live/LiveHub';
import { registerLiveRoute } from '../live/liveRoutes';
import type { PublicationSignal } from '../runtime/publicationSignal';
import { registerSubscriptionRoutes } from './subscriptions';
import { registerBillingCheckoutRoutes } from './billingCheckout';
import { registerWidgetSecretRoutes } from './widgetSecrets';
import { registerWidgetStatsRoutes } from './widgetStats';
import { registerWidgetNodeStatsRoutes } from './widgetNodeStats';
import { registerCollectedRecordRoutes } from './collectedRecords';
import { registerFlowEventRoutes } from './flowEvents';
import { registerFontRoutes } from './fonts';

export interface ApiOptions {
  database: Database;
  config: Config;
  /** Verifies the bearer token and sets request.identity, or throws UnauthorizedError. */
  authenticate: (request: FastifyRequest) => Promise<void>;
  storage: FileStorage;
  /** The payment provider (server/billing/). */
  billing: Billing;
  /** Notices between studio instances (server/cluster). */
  cluster: ClusterBus;
  /** The live channels of this instance (server/live). */
  live: LiveHub;
  /** Publication changes, told to every instance's runtime caches. */
  publication: PublicationSignal;
}

export async function apiRoutes(app: FastifyInstance, opts: ApiOptions): Promise<void> {
  app.addHook('onRequest', async (request) => {
    // The live channel's WebSocket carries its token as a subprotocol (a browser cannot set the header).
    adoptBearerSubprotocol(request);
    // An organization access token (wst_…) is checked before the OIDC JWT path.
    const accessToken = accessTokenOf(request.headers.authorization);
    if (accessToken === null) return opts.authenticate(request);
    const caller = await verifyAccessToken(opts.database.db, accessToken);
    requireTokenMayCall(request.method, (request.routeOptions.url ?? '').replace(/^\/api/, ''));
    restrictToOrganization(caller.user, caller.organizationId);
    request.identity = { subject: caller.user.subject, email: caller.user.email, name: caller.user.name, accessToken: '' };
    setCurrentUser(request, caller.user);
  });
  const context: ApiContext = { db: opts.database.db, config: opts.config, storage: opts.storage, cluster: opts.cluster, publication: opts.publication };
  registerUserRoutes(app, context);
  registerOrganizationRoutes(app, context);
  registerWidgetRoutes(app, context);
  registerWidgetFlowRoutes(app, context);
  registerLiveRoute(app, context, opts.live);
  registerWidgetLifecycleRoutes(app, context);
  registerWidgetVersionRoutes(app, context);
  registerAccessTokenRoutes(app, context);
  await app.register(registerFileRoutes, context);
  registerSubscriptionRoutes(app, context, opts.billing.provider);
  registerBillingCheckoutRoutes(app, context, opts.billing.provider);
  registerTeamRoutes(app, context);
  registerOrganizationInvitationRoutes(app, context);
  registerInvitationRoutes(app, context);
  registerWidgetSecretRoutes(app, context);
  registerWidgetStatsRoutes(app, context);
  registerWidgetNodeStatsRoutes(app, context);
  registerCollectedRecordRoutes(app, context);
  registerFlowEventRoutes(app, context);
  registerFontRoutes(app, context);
}
