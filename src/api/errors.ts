// The two failures a call can end in (studio.md §8): the server answered non-OK, or it did not
// answer usably at all.
import type { ApiErrorBody } from '../../contracts/entities';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** The parsed body when the answer was the API's JSON error shape. */
  readonly body: ApiErrorBody | null;

  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`HTTP ${status}${text ? `: ${text.slice(0, 200)}` : ''}`);
    this.body = parseErrorBody(text);
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly reason: 'timeout' | 'offline' | 'bad-response',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.error !== 'string' && typeof record.message !== 'string') return null;
    const issues = Array.isArray(record.issues)
      ? record.issues.filter(
          (issue): issue is { field: string; rule: string; message: string } =>
            typeof issue === 'object' && issue !== null && typeof (issue as { field?: unknown }).field === 'string',
        )
      : undefined;
    return {
      error: typeof record.error === 'string' ? record.error : '',
      message: typeof record.message === 'string' ? record.message : '',
      ...(issues ? { issues } : {}),
    };
  } catch {
    return null;
  }
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}
