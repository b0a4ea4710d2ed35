import { describe, expect, it } from 'vitest';
import { HttpError } from '../api/errors';
import { NotFoundError } from '../routing/NotFoundError';
import { reportCaughtError } from './reportCaughtError';

function reported(error: unknown): unknown[][] {
  const calls: unknown[][] = [];
  reportCaughtError(error, { componentStack: '\n    at WidgetPage' }, (...data) => calls.push(data));
  return calls;
}

describe('reportCaughtError', () => {
  it('logs nothing for a 404 or a 401: their screens handle them', () => {
    expect(reported(new HttpError(404, '{"error":"not-found"}'))).toEqual([]);
    expect(reported(new HttpError(401, ''))).toEqual([]);
    expect(reported(new NotFoundError('/nowhere'))).toEqual([]);
  });

  it('logs anything else once, with where it was thrown', () => {
    const failure = new HttpError(500, '');
    expect(reported(failure)).toEqual([[failure, '\n    at WidgetPage']]);
    const bug = new TypeError('x is undefined');
    expect(reported(bug)).toHaveLength(1);
  });
});
