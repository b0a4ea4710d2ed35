// Splits queued events into the batches the studio takes: at most EVENT_BATCH_MAX events and a body under the
// studio's cap (RUNTIME_BODY_MAX_BYTES), counted as UTF-8 bytes of the JSON the batch is sent as.
import { EVENT_BATCH_MAX, RUNTIME_BODY_MAX_BYTES, type RuntimeEvent } from '../../contracts/runtime';

/** Room left for the batch's own fields around its events (`{"version":…,"sentAt":…,"events":[…]}`). */
const ENVELOPE_BYTES = 128;
export const EVENT_BATCH_BYTES_MAX = RUNTIME_BODY_MAX_BYTES - ENVELOPE_BYTES;

const encoder = new TextEncoder();

export function eventBytes(event: RuntimeEvent): number {
  return encoder.encode(JSON.stringify(event)).length;
}

/** The events in order, cut into batches of at most `maxEvents` and `maxBytes` (an event alone is always a batch). */
export function eventBatches(events: readonly RuntimeEvent[], maxBytes = EVENT_BATCH_BYTES_MAX, maxEvents = EVENT_BATCH_MAX): RuntimeEvent[][] {
  const batches: RuntimeEvent[][] = [];
  let batch: RuntimeEvent[] = [];
  let bytes = 0;
  for (const event of events) {
    const size = eventBytes(event) + 1;
    if (batch.length > 0 && (batch.length >= maxEvents || bytes + size > maxBytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(event);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
