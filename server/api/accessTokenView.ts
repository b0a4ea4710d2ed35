import type { AccessToken } from '../../contracts/accessTokens';
import type { AccessTokenRow } from '../db/schema';
import { isoDate, isoDateOrNull } from './isoDate';

export function toAccessToken(row: AccessTokenRow, now: Date = new Date()): AccessToken {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    description: row.description,
    expiresAt: isoDate(row.expiresAt),
    lastUsedAt: isoDateOrNull(row.lastUsedAt),
    createdAt: isoDate(row.createdAt),
    createdBy: row.createdBy,
    expired: row.expiresAt.getTime() < now.getTime(),
  };
}
