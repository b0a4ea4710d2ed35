import { coerce, enums, object, optional, string } from 'superstruct';
import { INT32_MAX, integerBetween } from './rules';

/** ?page=N, 1-based, default 1, at most INT32_MAX (past it: 400 `page` / `max`). */
export const pageNumber = coerce(integerBetween(1, INT32_MAX), string(), (value) => (/^\d{1,16}$/.test(value) ? Number(value) : Number.NaN));

export const pageQuerySchema = object({
  page: optional(pageNumber),
});

export const widgetListQuerySchema = object({
  page: optional(pageNumber),
  archived: optional(enums(['true', 'false'])),
});
