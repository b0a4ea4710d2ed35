// Local accounts of the embedded provider: sign-up and password check.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accounts } from '../db/schema/auth';
import { passwordProblem } from './passwordRules';
import { hashPassword, verifyPassword } from './passwords';

export interface Account {
  id: string;
  email: string;
  name: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface SignUpInput {
  email: string;
  name: string;
  password: string;
}

/** The problems of a sign-up form, keyed by field; empty when it is valid. */
export function signUpProblems(input: SignUpInput): Partial<Record<keyof SignUpInput, string>> {
  const problems: Partial<Record<keyof SignUpInput, string>> = {};
  const email = normalizeEmail(input.email);
  if (!EMAIL_PATTERN.test(email) || email.length > 254) problems.email = 'Enter a valid email address.';
  const name = input.name.trim();
  if (name.length === 0) problems.name = 'Enter your name.';
  else if (name.length > 64) problems.name = 'Use at most 64 characters.';
  const password = passwordProblem(input.password, { email, name });
  if (password) problems.password = password;
  return problems;
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists.');
  }
}

export async function createAccount(database: Database, input: SignUpInput): Promise<Account> {
  const account = { id: randomUUID(), email: normalizeEmail(input.email), name: input.name.trim() };
  const passwordHash = await hashPassword(input.password);
  const inserted = await database.db
    .insert(accounts)
    .values({ ...account, passwordHash })
    .onConflictDoNothing({ target: accounts.email })
    .returning({ id: accounts.id });
  if (inserted.length === 0) throw new EmailTakenError();
  return account;
}

export async function findAccount(database: Database, id: string): Promise<Account | null> {
  const [row] = await database.db
    .select({ id: accounts.id, email: accounts.email, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row ?? null;
}

/** The account whose email and password match, or null (same answer for unknown email and bad password). */
export async function checkCredentials(database: Database, email: string, password: string): Promise<Account | null> {
  const [row] = await database.db.select().from(accounts).where(eq(accounts.email, normalizeEmail(email)));
  if (!row) {
    // Spend the same time as a real check so response time does not reveal which emails exist.
    await verifyPassword(password, DUMMY_HASH);
    return null;
  }
  if (!(await verifyPassword(password, row.passwordHash))) return null;
  return { id: row.id, email: row.email, name: row.name };
}

const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');
