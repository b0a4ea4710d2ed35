import type { CurrentUser, PublicUser } from '../../contracts/entities';
import type { UserRow } from '../db/schema';
import { isoDateOrNull } from './isoDate';

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    bio: user.bio,
    chatToken: user.chatToken,
    tosAcceptedAt: isoDateOrNull(user.tosAcceptedAt),
    ppAcceptedAt: isoDateOrNull(user.ppAcceptedAt),
    subject: user.subject,
  };
}

export function toPublicUser(user: UserRow): PublicUser {
  return { id: user.id, name: user.name, email: user.email, avatar: user.avatar, bio: user.bio };
}
