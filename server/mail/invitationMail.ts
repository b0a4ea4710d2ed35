// The email an invitation sends: who invites whom to which organization with which role, and the
// address of the studio's invitations page where the invitee accepts or declines.
import type { AssignableRole } from '../../contracts/permissions';
import type { MailMessage } from './mailer';

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  inviterEmail: string;
  organizationName: string;
  role: AssignableRole;
  /** The studio's public origin, without a trailing slash. */
  publicUrl: string;
}

/** Names typed by users may hold line breaks; a subject line must not. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function invitationMail(input: InvitationMailInput): MailMessage {
  const organization = oneLine(input.organizationName);
  const inviter = oneLine(input.inviterName) || input.inviterEmail;
  const article = input.role === 'admin' ? 'an' : 'a';
  return {
    to: input.to,
    subject: `${inviter} invited you to ${organization} on Widget Studio`,
    text: [
      'Hello,',
      '',
      `${inviter}${input.inviterEmail ? ` (${input.inviterEmail})` : ''} invited you to join ${organization} as ${article} ${input.role} on Widget Studio.`,
      '',
      `To accept or decline, sign in with this email address (${input.to}) and open your invitations:`,
      `${input.publicUrl}/invitations`,
      '',
      'If you did not expect this invitation, you can ignore this email.',
      '',
    ].join('\n'),
  };
}
