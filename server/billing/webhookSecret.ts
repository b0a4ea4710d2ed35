// The key the billing webhook is signed with: BILLING_WEBHOOK_SECRET when set (a real provider
// gives it), otherwise a random key generated at first start and kept in the database with the
// server's other keys, so restarts and several processes agree on it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { serverKeys } from '../db/schema/auth';

export const WEBHOOK_SECRET_KEY_NAME = 'billing-webhook-secret';

export async function loadWebhookSecret(config: Config, database: Database): Promise<string> {
  if (config.billingWebhookSecret !== null) return config.billingWebhookSecret;
  const read = async () => (await database.db.select().from(serverKeys).where(eq(serverKeys.name, WEBHOOK_SECRET_KEY_NAME)))[0];
  if (!(await read())) {
    await database.db
      .insert(serverKeys)
      .values({ name: WEBHOOK_SECRET_KEY_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
  }
  const row = await read();
  if (!row || typeof row.value !== 'string') throw new Error('the billing webhook secret could not be stored');
  return row.value;
}
