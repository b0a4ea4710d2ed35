import { literal, nullable, object, optional } from 'superstruct';
import { BIO_MAX, NAME_MAX } from './constants';
import { boundedName, entityId, maxLength } from './rules';

/**
 * PATCH /users/me. Terms acceptance sends tos, pp or both: the documents the user was shown and accepted, each
 * stamping its own date only (only `true` is meaningful: acceptance is not withdrawn); the profile form sends name,
 * bio and avatar (an uploaded file id, a uuid, or null).
 */
export const userPatchSchema = object({
  tos: optional(literal(true)),
  pp: optional(literal(true)),
  name: optional(boundedName(NAME_MAX)),
  bio: optional(maxLength(BIO_MAX, 'too-long-bio')),
  avatar: optional(nullable(entityId())),
});

/** The terms form: both boxes must be ticked (studio.md §5). */
export const acceptTermsSchema = object({
  tos: literal(true),
  pp: literal(true),
});

