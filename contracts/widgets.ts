import { object, optional } from 'superstruct';
import { DESCRIPTION_MAX, NAME_MAX } from './constants';
import { boundedName, entityId, maxLength } from './rules';

export const widgetCreateSchema = object({
  name: boundedName(NAME_MAX),
  organizationId: entityId(),
});

export const widgetPatchSchema = object({
  name: optional(boundedName(NAME_MAX)),
  description: optional(maxLength(DESCRIPTION_MAX, 'too-long-description')),
});
