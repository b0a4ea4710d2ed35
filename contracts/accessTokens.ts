// Organization access tokens (studio.md §2.10, §3, §5). The token itself is returned once, by the
// creation call; afterwards only its metadata is listed. Revoked tokens leave the list.
import { define, object, optional, refine, string, type Struct } from 'superstruct';
import { DESCRIPTION_MAX, NAME_MAX } from './constants';
import { maxLength } from './rules';

/** Every access token starts with this, so a bearer header tells a token from an OIDC JWT. */
export const ACCESS_TOKEN_PREFIX = 'wst_';

/** The latest expiry accepted: the date picker's year range (studio.md §9, plus 100 years). */
export const ACCESS_TOKEN_MAX_YEARS = 100;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant (date, time and offset) after now and within ACCESS_TOKEN_MAX_YEARS. */
export function futureInstant(now: () => Date = () => new Date()): Struct<string, null> {
  const instant = define<string>('invalid-date', (value) => typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)));
  return refine(
    refine(instant, 'expires-in-past', (value) => Date.parse(value) > now().getTime() || 'must be in the future'),
    'expires-too-far',
    (value) => Date.parse(value) <= now().getTime() + ACCESS_TOKEN_MAX_YEARS * 366 * 86_400_000 || `must be within ${ACCESS_TOKEN_MAX_YEARS} years`,
  );
}

/** POST /organizations/{id}/access_tokens. */
export const accessTokenCreateSchema = object({
  name: refine(
    refine(string(), 'name-required', (value) => value.trim().length > 0 || 'is required'),
    'too-long-name',
    (value) => value.length <= NAME_MAX || `must be at most ${NAME_MAX} characters`,
  ),
  description: optional(maxLength(DESCRIPTION_MAX, 'too-long-description')),
  expiresAt: futureInstant(),
});

export interface AccessToken {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  expiresAt: string;
  /** Null: never used. Updated at most once a minute. */
  lastUsedAt: string | null;
  createdAt: string;
  createdBy: string;
  /** expiresAt is earlier than now (the token no longer authenticates). */
  expired: boolean;
}

/** The creation answer: the token's metadata and, this one time, the token itself. */
export interface CreatedAccessToken extends AccessToken {
  token: string;
}

/** GET /organizations/{id}/access_tokens: the active and expired tokens, newest first. */
export interface AccessTokenList {
  accessTokens: AccessToken[];
}
