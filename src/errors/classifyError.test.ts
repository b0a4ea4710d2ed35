import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../api/errors';
import { NotFoundError } from '../routing/NotFoundError';
import { WidgetDoesNotBelongToOrganizationError } from '../routing/guardErrors';
import { classifyError } from './classifyError';

describe('classifyError', () => {
  it('maps statuses and errors to screens', () => {
    expect(classifyError(new HttpError(404, ''))).toBe('not-found');
    expect(classifyError(new NotFoundError())).toBe('not-found');
    expect(classifyError(new HttpError(401, ''))).toBe('unauthorized');
    expect(classifyError(new HttpError(403, ''))).toBe('unknown');
    expect(classifyError(new HttpError(500, ''))).toBe('unknown');
    expect(classifyError(new NetworkError('x', 'timeout'))).toBe('unknown');
    expect(classifyError(new WidgetDoesNotBelongToOrganizationError('w', 'o'))).toBe('unknown');
    expect(classifyError('weird')).toBe('unknown');
  });
});
