// What the event queue does with a batch whose send failed. Only what may pass later is tried again: no answer
// (network, a blocked request), 5xx, 408 and 429 (after Retry-After). A refusal is final for the events it names:
// 413 means the batch is over the studio's body cap (sent again in smaller batches); a 400 naming events (a studio
// that refuses a batch whole for one event) drops those and sends the rest again; any other refusal drops the batch.
import { RuntimeRequestError } from '../api/runtimeApi';

export type SendRemedy =
  | { kind: 'retry'; afterMs: number }
  | { kind: 'smaller' }
  | { kind: 'without'; indexes: number[] }
  | { kind: 'drop'; why: string };

const EVENT_INDEX = /^events\.(\d+)(?:\.|$)/;

export function afterFailedSend(error: unknown, batchSize: number): SendRemedy {
  if (!(error instanceof RuntimeRequestError)) return { kind: 'retry', afterMs: 0 };
  const { status } = error;
  if (status >= 500 || status === 408 || status === 429) return { kind: 'retry', afterMs: error.retryAfterMs ?? 0 };
  if (status === 413 && batchSize > 1) return { kind: 'smaller' };
  if (status === 400) {
    const indexes = new Set<number>();
    for (const issue of error.issues) {
      const match = EVENT_INDEX.exec(issue.field);
      if (match) indexes.add(Number(match[1]));
    }
    if (indexes.size > 0 && indexes.size < batchSize) return { kind: 'without', indexes: [...indexes] };
  }
  return { kind: 'drop', why: error.message };
}
