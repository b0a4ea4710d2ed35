// What a verified bearer token says about its caller. Set on the request by the auth plugin for
// every /api route; the users module turns it into the studio's user record.

export interface Identity {
  /** The provider's subject (sub claim). */
  subject: string;
  email: string | null;
  name: string | null;
  /** The raw access token, for a userinfo look-up when the token lacks email or name. */
  accessToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity;
  }
}
