// GET /api/widgets/{id}/flow/live: the live channel (a WebSocket, @fastify/websocket). Everything a request
// goes through happens before the upgrade, so a refusal is an ordinary JSON answer: the input rules, the API's
// authentication (the token offered as the `bearer.<token>` subprotocol, liveAuthorization.ts; 401), the widget's
// access (404 for a widget the caller cannot see; members without Widgets:Edit may watch), the live subprotocol
// offered (400). A plain GET is 426 upgrade-required. The upgraded socket is handed to the hub.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIVE_SUBPROTOCOL } from '../../contracts/collab';
import { accessTokenOf, verifyAccessToken } from '../auth/accessTokens';
import { widgetAccess } from '../api/access';
import type { ApiContext } from '../api/context';
import { currentUser } from '../api/currentUser';
import { ApiError, ValidationError } from '../http/errors';
import { pathId } from '../http/validate';
import { organizationPaused } from '../api/subscriptionGate';
import { canEditWidget } from './liveAccess';
import type { LiveCaller, LiveCredential } from './LiveConnection';
import type { LiveHub } from './LiveHub';
import { offersLiveSubprotocol } from './liveAuthorization';

const UPGRADE_REQUIRED = () =>
  new ApiError(426, 'upgrade-required', `This is the live channel of the flow: open it as a WebSocket offering the subprotocol ${LIVE_SUBPROTOCOL}`);

export function registerLiveRoute(app: FastifyInstance, { db }: ApiContext, hub: LiveHub): void {
  const accepted = new WeakMap<FastifyRequest, { caller: LiveCaller; widgetId: string; canEdit: boolean }>();
  app.route({
    method: 'GET',
    url: '/widgets/:id/flow/live',
    preHandler: async (request) => {
      const user = await currentUser(request, db);
      const access = await widgetAccess(db, user, pathId(request, 'Widget'));
      // Watching needs no more than membership: the role only decides canEdit.
      if (!request.ws) throw UPGRADE_REQUIRED();
      if (!offersLiveSubprotocol(request)) {
        throw new ValidationError([{ field: 'sec-websocket-protocol', rule: 'live-subprotocol', message: `must offer ${LIVE_SUBPROTOCOL}` }], 'header');
      }
      const credential = await credentialOf(request, db);
      accepted.set(request, {
        caller: { userId: user.id, name: user.name, avatar: user.avatar, organizationId: access.widget.organizationId, credential },
        widgetId: access.widget.id,
        canEdit: canEditWidget(access.role, access.widget.archived, await organizationPaused(db, access.widget.organizationId)),
      });
    },
    handler: async () => {
      throw UPGRADE_REQUIRED();
    },
    wsHandler: (socket, request) => {
      const live = accepted.get(request)!;
      hub.open(socket, live.caller, live.widgetId, live.canEdit).catch((error: unknown) => {
        request.log.error({ err: error }, 'live channel: could not open');
        socket.close(1011, 'internal error');
      });
    },
  });
}

/** The credential the request was authenticated with (checked again when access changes). */
async function credentialOf(request: FastifyRequest, db: ApiContext['db']): Promise<LiveCredential> {
  const authorization = request.headers.authorization ?? '';
  const token = accessTokenOf(authorization);
  if (token !== null) return { kind: 'token', token, tokenId: (await verifyAccessToken(db, token)).tokenId };
  const claims = jwtClaims(authorization);
  return {
    kind: 'oidc',
    authorization,
    grantId: typeof claims.gid === 'string' ? claims.gid : null,
    expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
  };
}

/** The claims of a JWT the authentication has just verified (read only for its grant and expiry). */
function jwtClaims(authorization: string): Record<string, unknown> {
  const payload = /^Bearer\s+[^.]+\.([^.]+)\./i.exec(authorization)?.[1];
  if (!payload) return {};
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}
