import { nullable, object, optional, string } from 'superstruct';
import { DESCRIPTION_MAX, NAME_MAX } from './constants';
import { boundedName, maxLength } from './rules';

export const organizationCreateSchema = object({
  name: boundedName(NAME_MAX),
});

export const organizationPatchSchema = object({
  name: optional(boundedName(NAME_MAX)),
  description: optional(maxLength(DESCRIPTION_MAX, 'too-long-description')),
  logo: optional(nullable(string())),
});
