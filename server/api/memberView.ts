import type { Member } from '../../contracts/team';
import type { MembershipRow, UserRow } from '../db/schema';
import { isoDate } from './isoDate';

export function toMember(membership: MembershipRow, user: UserRow): Member {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    avatar: user.avatar,
    bio: user.bio,
    role: membership.role,
    joinedAt: isoDate(membership.joinedAt),
    invitedBy: membership.invitedBy,
  };
}
