// email (editor.md §3): sent through the studio's mailer (SMTP_URL or the outbox) with the node's fields after
// substitution. Header injection is refused: a line break in any header field, an address that is not a plain
// `local@domain`, more than 10 recipients in all. `from` may be an address, or a display name used with
// the studio's MAIL_FROM address.
import type { Mailer } from '../../mail/mailer';
import { NodeFailure } from './nodeFailure';
import type { Substitution } from './substitution';

export const EMAIL_RECIPIENTS_MAX = 10;
const ADDRESS = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/;

interface EmailConfig {
  from: string;
  replyTo: string;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  content: string;
}

function headerText(field: string, value: string): string {
  if (/[\r\n\0]/.test(value)) throw new NodeFailure('email-header-injection', `The ${field} field holds a line break`);
  return value.trim();
}

function addresses(field: string, value: string): string[] {
  const text = headerText(field, value);
  if (text === '') return [];
  const list = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (const address of list) {
    // Quoted whole: the failure's message is masked before it is cut short (a cut secret would not be masked).
    if (!ADDRESS.test(address)) throw new NodeFailure('email-invalid-address', `${field}: "${address}" is not an email address`);
  }
  return list;
}

export interface EmailOutcome {
  to: string[];
}

export async function runEmail(config: EmailConfig, substitution: Substitution, mailer: Mailer, mailFrom: string): Promise<EmailOutcome> {
  const to = addresses('to', substitution.text(config.to));
  const cc = addresses('cc', substitution.text(config.cc));
  const bcc = addresses('bcc', substitution.text(config.bcc));
  const replyTo = addresses('replyTo', substitution.text(config.replyTo));
  if (to.length === 0) throw new NodeFailure('email-no-recipient', 'The email has no recipient');
  if (to.length + cc.length + bcc.length > EMAIL_RECIPIENTS_MAX) throw new NodeFailure('email-too-many-recipients', `At most ${EMAIL_RECIPIENTS_MAX} recipients`);
  const subject = headerText('subject', substitution.text(config.subject));
  const fromText = headerText('from', substitution.text(config.from));
  let from: string | undefined;
  if (fromText !== '') {
    if (ADDRESS.test(fromText)) from = fromText;
    else {
      const studioAddress = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
      from = `"${fromText.replace(/["\\]/g, '')}" <${studioAddress}>`;
    }
  }
  await mailer.send({
    to: to.join(', '),
    subject,
    text: substitution.text(config.content),
    ...(cc.length ? { cc: cc.join(', ') } : {}),
    ...(bcc.length ? { bcc: bcc.join(', ') } : {}),
    ...(replyTo.length ? { replyTo: replyTo.join(', ') } : {}),
    ...(from ? { from } : {}),
  });
  return { to };
}
