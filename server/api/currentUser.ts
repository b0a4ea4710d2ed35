// The caller as a studio user: the record keyed by the token's subject, created on first use.
// Every endpoint resolves the caller through `currentUser`, so the first call of any kind creates
// the record and concurrent first calls end with one row.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { users, type UserRow } from '../db/schema';

const resolved = new WeakMap<FastifyRequest, Promise<UserRow>>();

/** Sets the caller for this request (an access token names its creator directly). */
export function setCurrentUser(request: FastifyRequest, user: UserRow): void {
  resolved.set(request, Promise.resolve(user));
}

/** The calling user; resolved once per request. Requires request.identity (set by authenticate). */
export function currentUser(request: FastifyRequest, db: Db): Promise<UserRow> {
  let user = resolved.get(request);
  if (!user) {
    user = findOrCreateUser(db, request.identity);
    resolved.set(request, user);
  }
  return user;
}

export async function findOrCreateUser(db: Db, identity: Identity): Promise<UserRow> {
  const existing = await userBySubject(db, identity.subject);
  if (existing) return existing;
  const email = identity.email ?? '';
  await db
    .insert(users)
    .values({
      subject: identity.subject,
      email,
      name: identity.name ?? emailLocalPart(email),
      chatToken: randomBytes(24).toString('base64url'),
    })
    .onConflictDoNothing({ target: users.subject });
  const created = await userBySubject(db, identity.subject);
  if (!created) throw new Error(`user ${identity.subject} vanished right after creation`);
  return created;
}

async function userBySubject(db: Db, subject: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.subject, subject));
  return user;
}

function emailLocalPart(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}
