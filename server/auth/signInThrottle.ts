// The throttles of the embedded provider's sign-in and sign-up forms (see AttemptThrottle). Per account
// (the email typed) 5 failures are free, per client address 20; after that every failure locks that
// key for 30 s, 1 min, 2 min… up to 15 minutes; a key is forgotten after an hour without attempts. A correct
// password clears its account and does not count against its address; a created account does not
// count either. Counted in the database, so every studio instance behind a load balancer counts the same attempts. The client address is Fastify's request.ip, so X-Forwarded-For counts only from
// proxies TRUST_PROXY names.
import type { Db } from '../db/database';
import { AttemptThrottle, type ThrottlePolicy } from './AttemptThrottle';

const MINUTE = 60_000;
const perAccount: ThrottlePolicy = { freeAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE };
const perAddress: ThrottlePolicy = { ...perAccount, freeAttempts: 20 };

export const SIGN_IN_POLICIES = {
  'sign-in-account': perAccount,
  'sign-in-address': perAddress,
  'sign-up-account': perAccount,
  'sign-up-address': perAddress,
} as const satisfies Record<string, ThrottlePolicy>;

/** The sign-in throttle, counted in the database: the same for every studio instance. */
/** After this long without attempts (and no lock) a key is forgotten; the cluster sweep may delete it. */
export const SIGN_IN_FORGET_AFTER_MS = Math.max(...Object.values(SIGN_IN_POLICIES).map((policy) => policy.forgetAfterMs));

export function createSignInThrottle(db: Db): AttemptThrottle {
  return new AttemptThrottle(db, SIGN_IN_POLICIES);
}

export function signInKeys(form: 'sign-in' | 'sign-up', email: string, address: string): { account: string; address: string } {
  return { account: `${form}-account:${email}`, address: `${form}-address:${address}` };
}

/** What the form says while a key is locked. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const wait = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts for this account or from your network. Wait ${wait}, then try again.`;
}
