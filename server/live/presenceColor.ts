// A peer's colour: picked from the fixed palette by the user id, so a person keeps their colour across
// reconnections, tabs and instances without it being stored.
import { createHash } from 'node:crypto';
import { PRESENCE_COLORS } from '../../contracts/collab';

export function presenceColor(userId: string): string {
  const digest = createHash('sha256').update(userId).digest();
  return PRESENCE_COLORS[digest.readUInt32BE(0) % PRESENCE_COLORS.length]!;
}
