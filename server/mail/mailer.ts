// Sending the studio's mail. With SMTP_URL the message goes to that server through nodemailer's
// SMTP transport; without it, nodemailer composes the raw message and it is written as an .eml
// file under DATA_DIR/outbox, where it can be opened with any mail client or read as text.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Widget email nodes (server/runtime/nodes/emailNode.ts): already checked for header injection. */
  cc?: string;
  bcc?: string;
  replyTo?: string;
  /** Overrides MAIL_FROM. */
  from?: string;
}

export interface Mailer {
  /** Resolves once the message is handed to the SMTP server or written to the outbox. */
  send(message: MailMessage): Promise<void>;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  return config.smtpUrl === null ? outboxMailer(config.mailFrom, outboxDir(config.dataDir)) : smtpMailer(config.mailFrom, config.smtpUrl);
}

function smtpMailer(from: string, smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ ...message, from: message.from ?? from });
    },
  };
}

function outboxMailer(from: string, directory: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail({ ...message, from: message.from ?? from });
      await mkdir(directory, { recursive: true });
      // Sortable by time; the uuid keeps two messages of the same millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeFile(path.join(directory, name), info.message as Buffer);
    },
  };
}
