import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from './errors';
import { userLookupFailure } from './userLookup';

describe('userLookupFailure (studio.md §2.13, §8)', () => {
  it('reads a 403 as a user of another organization and a 404 as a deleted user', () => {
    expect(userLookupFailure(new HttpError(403, '{"error":"forbidden","message":"This user shares no organization with you"}'))).toEqual({ kind: 'foreign' });
    expect(userLookupFailure(new HttpError(404, '{"error":"not-found","message":"User not found"}'))).toEqual({ kind: 'deleted' });
  });

  it('keeps every other failure a failure', () => {
    expect(userLookupFailure(new HttpError(500, ''))).toBeNull();
    expect(userLookupFailure(new HttpError(401, ''))).toBeNull();
    expect(userLookupFailure(new NetworkError('timed out', 'timeout'))).toBeNull();
    expect(userLookupFailure(new Error('boom'))).toBeNull();
  });
});
