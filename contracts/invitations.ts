// Invitations (studio.md §2.6, §2.12, §3, §4, §5, §7): an organization invites an email address
// with a role; the user signed in with that address accepts (becomes a member) or declines.
// An invitation exists only while pending: accepting, declining and revoking remove it.
import { object, optional, refine, string } from 'superstruct';
import type { AssignableRole } from './permissions';
import { assignableRole } from './team';

export const EMAIL_MAX = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email address (no surrounding spaces, at most 254 characters). Rule: invalid-email. */
export function emailAddress() {
  return refine(string(), 'invalid-email', (value) => (value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value)) || 'must be a valid email address');
}

/** The role an invitation proposes when the payload names none (§5). */
export const DEFAULT_INVITATION_ROLE: AssignableRole = 'guest';

/** POST /organizations/{id}/invitations. The email is stored lower-cased. */
export const invitationCreateSchema = object({
  email: emailAddress(),
  role: optional(assignableRole()),
});

/** A pending invitation as the organization sees it (team page). */
export interface OrganizationInvitation {
  id: string;
  /** Lower-cased. */
  email: string;
  role: AssignableRole;
  createdAt: string;
  /** The inviting user's id. */
  createdBy: string;
}

/** A pending invitation addressed to the signed-in user (GET /invitations). */
export interface MyInvitation {
  id: string;
  role: AssignableRole;
  createdAt: string;
  organizationId: string;
  organizationName: string;
  organizationLogo: string | null;
}

/** POST /invitations/{id}/accept: the membership it created. */
export interface AcceptedInvitation {
  organizationId: string;
  role: AssignableRole;
}

/** Error codes of the invitation endpoints (409 unless noted). */
export const INVITATION_ERRORS = {
  alreadyInvited: 'already-invited',
  alreadyMember: 'already-member',
  /** 403: the plan's user quota (members + pending invitations) is used up. */
  usersLimit: 'plan-limit-users',
  /** 502: the invitation email could not be sent; the invitation was not kept. */
  mailFailed: 'invitation-mail-failed',
} as const;
