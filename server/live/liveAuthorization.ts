// A browser cannot set Authorization on a WebSocket, so the live channel's client offers its token as a second
// subprotocol, `bearer.<token>`, beside LIVE_SUBPROTOCOL. Before the upgrade the API's authentication reads it from
// there (apiRoutes.ts), so the channel is authenticated exactly like the API (401 before any upgrade).
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/websocket';
import { BEARER_SUBPROTOCOL_PREFIX, LIVE_SUBPROTOCOL } from '../../contracts/collab';

function offeredSubprotocols(request: FastifyRequest): string[] {
  const header = request.headers['sec-websocket-protocol'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((each) => each.trim())
    .filter((each) => each !== '');
}

/** For a WebSocket upgrade without an Authorization header: the bearer subprotocol becomes the header. */
export function adoptBearerSubprotocol(request: FastifyRequest): void {
  if (!request.ws || request.headers.authorization) return;
  const bearer = offeredSubprotocols(request).find((each) => each.startsWith(BEARER_SUBPROTOCOL_PREFIX));
  if (bearer && bearer.length > BEARER_SUBPROTOCOL_PREFIX.length) request.headers.authorization = `Bearer ${bearer.slice(BEARER_SUBPROTOCOL_PREFIX.length)}`;
}

export function offersLiveSubprotocol(request: FastifyRequest): boolean {
  return offeredSubprotocols(request).includes(LIVE_SUBPROTOCOL);
}

/** ws's handleProtocols: the server selects the live protocol (never echoes the bearer one, which holds the token). */
export function selectLiveSubprotocol(protocols: Set<string>): string | false {
  return protocols.has(LIVE_SUBPROTOCOL) ? LIVE_SUBPROTOCOL : false;
}
