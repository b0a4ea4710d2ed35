import type { Member } from '../../../contracts/team';
import type { OrganizationInvitation } from '../../../contracts/invitations';

/** The one team action modal open at a time. */
export type TeamAction =
  | { kind: 'member'; member: Member }
  | { kind: 'invitation'; invitation: OrganizationInvitation }
  | { kind: 'changeRole'; member: Member }
  | { kind: 'makeOwner'; member: Member }
  | { kind: 'kick'; member: Member }
  | { kind: 'revoke'; invitation: OrganizationInvitation }
  | { kind: 'invite' };
