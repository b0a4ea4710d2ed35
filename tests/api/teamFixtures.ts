// Set-up steps of the team and invitation suites: inviting through the API and reading the mail
// the studio wrote to its outbox (DATA_DIR/outbox, no SMTP_URL in tests).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { AssignableRole } from '../../contracts/permissions';
import type { TestStudio, TestUser } from '../harness/testStudio';

export async function invite(user: TestUser, organizationId: string, email: string, role?: AssignableRole): Promise<string> {
  const created = await user.request('POST', `/organizations/${organizationId}/invitations`, role === undefined ? { email } : { email, role });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

/** The raw .eml messages in the studio's outbox, oldest first. */
export async function outbox(studio: TestStudio): Promise<string[]> {
  const directory = path.join(studio.dataDir, 'outbox');
  let files: string[];
  try {
    files = (await readdir(directory)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map((file) => readFile(path.join(directory, file), 'utf8')));
}

/** The outbox messages addressed to one email. */
export async function mailTo(studio: TestStudio, email: string): Promise<string[]> {
  const pattern = new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'mi');
  return (await outbox(studio)).filter((message) => pattern.test(message));
}

/** The text of a raw message, quoted-printable decoded when the message uses it. */
export function mailText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (!/^Content-Transfer-Encoding: quoted-printable\r?$/im.test(headers)) return body;
  const bytes = Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}
