import { refine, string } from 'superstruct';

/** An ISO 8601 timestamp with a time zone, as Date.toISOString() writes it. */
export function isoTimestamp() {
  return refine(string(), 'iso-timestamp', (value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) || 'must be an ISO 8601 timestamp');
}
