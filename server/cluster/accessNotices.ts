// Changes of who may see or edit what, announced to every instance (topic `access`): a member's role changed,
// a member removed or gone, an access token revoked, a sign-in ended (sign-out), a widget archived, unarchived
// or deleted, an organization's subscription changed (paused, unpaused). Each instance then checks the live channels concerned again (server/live/LiveHub.ts) and closes
// or downgrades them at once. Published in the changing transaction where there is one, so only what committed
// is announced.
import type { Db } from '../db/database';
import type { ClusterBus } from './ClusterBus';

export const ACCESS_TOPIC = 'access';

export type AccessNotice =
  /** The user's membership of the organization changed (role, removed, left, ownership transferred). */
  | { k: 'member'; o: string; u: string }
  /** An organization access token was revoked. */
  | { k: 'token'; t: string }
  /** A sign-in's grant ended (signed out): its access tokens stop working. */
  | { k: 'grant'; g: string }
  /** The widget was archived, unarchived or deleted. */
  | { k: 'widget'; w: string }
  /** The organization's subscription changed (paused or unpaused: its content read-only or writable again). */
  | { k: 'organization'; o: string };

export function announceAccess(cluster: ClusterBus, notice: AccessNotice, via?: Db): Promise<void> {
  return cluster.publish(ACCESS_TOPIC, notice, via);
}

export function isAccessNotice(value: unknown): value is AccessNotice {
  if (typeof value !== 'object' || value === null) return false;
  const notice = value as Record<string, unknown>;
  switch (notice.k) {
    case 'member':
      return typeof notice.o === 'string' && typeof notice.u === 'string';
    case 'token':
      return typeof notice.t === 'string';
    case 'grant':
      return typeof notice.g === 'string';
    case 'widget':
      return typeof notice.w === 'string';
    case 'organization':
      return typeof notice.o === 'string';
    default:
      return false;
  }
}
