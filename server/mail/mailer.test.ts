import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { invitationMail } from './invitationMail';
import { createMailer, outboxDir } from './mailer';

describe('the outbox mailer', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file under DATA_DIR/outbox', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mailer-test-'));
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'Widget Studio <no-reply@studio.test>', dataDir });
    await mailer.send({ to: 'ann@example.com', subject: 'First', text: 'One' });
    await mailer.send({ to: 'bob@example.com', subject: 'Second', text: 'Two' });
    const files = (await readdir(outboxDir(dataDir))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const raw = await readFile(path.join(outboxDir(dataDir), files[0]!), 'utf8');
    expect(raw).toMatch(/^From: Widget Studio <no-reply@studio\.test>\r$/m);
    expect(raw).toMatch(/^To: ann@example\.com\r$/m);
    expect(raw).toMatch(/^Subject: First\r$/m);
    expect(raw).toMatch(/\r\n\r\nOne/);
  });
});

describe('the invitation mail', () => {
  it('names inviter, organization and role and links the invitations page', () => {
    const mail = invitationMail({
      to: 'new@example.com',
      inviterName: 'Ann\nLee',
      inviterEmail: 'ann@example.com',
      organizationName: 'Acme\r\nCorp',
      role: 'admin',
      publicUrl: 'https://studio.example.com',
    });
    expect(mail.to).toBe('new@example.com');
    expect(mail.subject).toBe('Ann Lee invited you to Acme Corp on Widget Studio');
    expect(mail.text).toContain('Ann Lee (ann@example.com) invited you to join Acme Corp as an admin on Widget Studio.');
    expect(mail.text).toContain('sign in with this email address (new@example.com)');
    expect(mail.text).toContain('\nhttps://studio.example.com/invitations\n');
  });
});
