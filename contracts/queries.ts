import { coerce, enums, integer, min, object, optional, string } from 'superstruct';

/** ?page=N, 1-based, default 1. */
export const pageNumber = coerce(min(integer(), 1), string(), (value) => (/^\d+$/.test(value) ? Number(value) : Number.NaN));

export const pageQuerySchema = object({
  page: optional(pageNumber),
});

export const widgetListQuerySchema = object({
  page: optional(pageNumber),
  archived: optional(enums(['true', 'false'])),
});

