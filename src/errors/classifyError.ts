// Which error screen a failure shows (studio.md §8): 404 not-found, 401 unauthorized, else unknown.
import { HttpError } from '../api/errors';
import { NotFoundError } from '../routing/NotFoundError';

export type ErrorScreenKind = 'not-found' | 'unauthorized' | 'unknown';

export function classifyError(error: unknown): ErrorScreenKind {
  if (error instanceof NotFoundError) return 'not-found';
  if (error instanceof HttpError) {
    if (error.status === 404) return 'not-found';
    if (error.status === 401) return 'unauthorized';
  }
  return 'unknown';
}
