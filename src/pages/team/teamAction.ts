import type { Member, OrganizationInvitation } from '../../api/teamEntities';

/** The one team action modal open at a time. */
export type TeamAction =
  | { kind: 'member'; member: Member }
  | { kind: 'invitation'; invitation: OrganizationInvitation }
  | { kind: 'changeRole'; member: Member }
  | { kind: 'makeOwner'; member: Member }
  | { kind: 'kick'; member: Member }
  | { kind: 'revoke'; invitation: OrganizationInvitation }
  | { kind: 'invite' };
