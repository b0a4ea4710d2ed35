import { object } from 'superstruct';
import { requiredText, textUpTo } from './configRules';
import { defineNodeKind } from './nodeKind';

export const emailKind = defineNodeKind({
  type: 'email',
  category: 'conversion',
  tags: ['mail', 'send', 'notify', 'message'],
  badges: [],
  operation: true,
  userManaged: true,
  defaultConfig: () => ({ from: '', replyTo: '', to: '', cc: '', bcc: '', subject: '', content: '' }),
  ports: () => ({ inputs: 1, outputs: 1 }),
  configSchema: object({
    from: textUpTo(64, 'from-too-long'),
    replyTo: textUpTo(512, 'reply-to-too-long'),
    to: requiredText(512, 'to-required', 'to-too-long'),
    cc: textUpTo(320, 'cc-too-long'),
    bcc: textUpTo(320, 'bcc-too-long'),
    subject: requiredText(512, 'subject-required', 'subject-too-long'),
    content: textUpTo(102_400, 'content-too-long'),
  }),
  // A freshly added email node has no recipient yet; it may be saved, not published.
  publishOnlyRules: ['to-required', 'subject-required'],
  // The message goes to its recipients as written: a secret here is read by whoever the email is sent to.
  secretPaths: ['from', 'replyTo', 'to', 'cc', 'bcc', 'subject', 'content'],
});
