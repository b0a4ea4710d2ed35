// The embedded provider's interaction pages: sign in and sign up with a local account. The
// provider sends the browser here with an interaction uid; a successful form finishes the
// interaction and the provider continues the authorization code flow.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Database } from '../db/database';
import { checkCredentials, createAccount, EmailTakenError, normalizeEmail, signUpProblems } from './accounts';
import { messagePage } from './pages/messagePage';
import { signInPage } from './pages/signInPage';
import { signUpPage } from './pages/signUpPage';
import { createSignInThrottle, signInKeys, tooManyAttemptsMessage } from './signInThrottle';

interface Paths {
  signIn: string;
  signUp: string;
}

function pathsFor(basePath: string, uid: string): Paths {
  return { signIn: `${basePath}/interaction/${uid}`, signUp: `${basePath}/interaction/${uid}/signup` };
}

type FormBody = Record<string, string | undefined>;

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/** 429 with Retry-After (whole seconds) and the page saying how long to wait. */
function tooMany(reply: FastifyReply, retryAfterMs: number, page: (message: string) => string): FastifyReply {
  reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
  return html(reply, 429, page(tooManyAttemptsMessage(retryAfterMs)));
}

export async function registerInteractionRoutes(app: FastifyInstance, provider: Provider, database: Database, basePath: string): Promise<void> {
  // One throttle for every request of every instance: its counts live in the database (see signInThrottle.ts).
  const throttle = createSignInThrottle(database.db);
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });

    /** Loads the pending interaction or answers with a page saying the sign-in expired. */
    const interaction = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        html(
          reply,
          400,
          messagePage('Sign-in expired', 'This sign-in page is no longer valid. Open the studio again to start over.', {
            href: '/',
            label: 'Open the studio',
          }),
        );
        return null;
      }
    };

    const finishLogin = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
      const redirectTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId } }, { mergeWithLastSubmission: false });
      return reply.status(303).header('cache-control', 'no-store').redirect(redirectTo);
    };

    scope.get<{ Params: { uid: string } }>(`${basePath}/interaction/:uid`, async (request, reply) => {
      const details = await interaction(request, reply);
      if (!details) return reply;
      const paths = pathsFor(basePath, details.uid);
      if (details.prompt.name !== 'login') {
        // Consent is granted by loadExistingGrant for the studio; any other prompt is not supported.
        const redirectTo = await provider.interactionResult(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
        return reply.status(303).redirect(redirectTo);
      }
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
      return html(reply, 200, signInPage({ action: paths.signIn, signUpHref: paths.signUp, email: hint }));
    });

    scope.post<{ Params: { uid: string }; Body: FormBody }>(`${basePath}/interaction/:uid`, async (request, reply) => {
      const details = await interaction(request, reply);
      if (!details) return reply;
      const paths = pathsFor(basePath, details.uid);
      const email = String(request.body?.email ?? '');
      const password = String(request.body?.password ?? '');
      const page = (error: string) => signInPage({ action: paths.signIn, signUpHref: paths.signUp, email, error });
      const keys = signInKeys('sign-in', normalizeEmail(email), request.ip);
      const outcome = await throttle.begin([keys.account, keys.address]);
      if (!outcome.allowed) return tooMany(reply, outcome.retryAfterMs, page);
      const account = email && password ? await checkCredentials(database, email, password) : null;
      if (!account) return html(reply, 401, page('The email or password is not right.'));
      await outcome.attempt.succeeded([keys.account]);
      return finishLogin(request, reply, account.id);
    });

    scope.get<{ Params: { uid: string } }>(`${basePath}/interaction/:uid/signup`, async (request, reply) => {
      const details = await interaction(request, reply);
      if (!details) return reply;
      const paths = pathsFor(basePath, details.uid);
      return html(reply, 200, signUpPage({ action: paths.signUp, signInHref: paths.signIn }));
    });

    scope.post<{ Params: { uid: string }; Body: FormBody }>(`${basePath}/interaction/:uid/signup`, async (request, reply) => {
      const details = await interaction(request, reply);
      if (!details) return reply;
      const paths = pathsFor(basePath, details.uid);
      const input = { email: String(request.body?.email ?? ''), name: String(request.body?.name ?? ''), password: String(request.body?.password ?? '') };
      const values = { email: normalizeEmail(input.email), name: input.name };
      const keys = signInKeys('sign-up', values.email, request.ip);
      const outcome = await throttle.begin([keys.account, keys.address]);
      if (!outcome.allowed) {
        return tooMany(reply, outcome.retryAfterMs, (form) => signUpPage({ action: paths.signUp, signInHref: paths.signIn, values, errors: { form } }));
      }
      const errors = signUpProblems(input);
      if (Object.keys(errors).length > 0) return html(reply, 400, signUpPage({ action: paths.signUp, signInHref: paths.signIn, values, errors }));
      try {
        const account = await createAccount(database, input);
        await outcome.attempt.succeeded([keys.account]);
        return await finishLogin(request, reply, account.id);
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error;
        return html(reply, 409, signUpPage({ action: paths.signUp, signInHref: paths.signIn, values, errors: { email: error.message } }));
      }
    });
  });
}
