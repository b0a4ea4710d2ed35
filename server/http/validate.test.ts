import type { FastifyRequest } from 'fastify';
import { object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from '../../contracts/queries';
import { NotFoundError, ValidationError } from './errors';
import { emptyBody, pathId, validBody, validQuery } from './validate';

function requestWith(parts: { body?: unknown; query?: Record<string, unknown>; params?: Record<string, unknown> }): FastifyRequest {
  return { body: parts.body, query: parts.query ?? {}, params: parts.params ?? {} } as unknown as FastifyRequest;
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('request validation', () => {
  it('returns the valid body and names field and rule otherwise', () => {
    const schema = object({ name: string() });
    expect(validBody(requestWith({ body: { name: 'x' } }), schema)).toEqual({ name: 'x' });
    const error = thrown(() => validBody(requestWith({ body: { name: 3 } }), schema));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).statusCode).toBe(400);
    expect((error as ValidationError).issues).toEqual([{ field: 'name', rule: 'string', message: expect.any(String) }]);
  });

  it('coerces the page number from the query and refuses other parameters', () => {
    expect(validQuery(requestWith({ query: { page: '3' } }), pageQuerySchema)).toEqual({ page: 3 });
    expect(validQuery(requestWith({ query: {} }), pageQuerySchema)).toEqual({});
    expect(thrown(() => validQuery(requestWith({ query: { page: '0' } }), pageQuerySchema))).toBeInstanceOf(ValidationError);
    expect(thrown(() => validQuery(requestWith({ query: { sort: 'name' } }), pageQuerySchema))).toBeInstanceOf(ValidationError);
  });

  it('answers 404 for a path id that is not a uuid', () => {
    const id = '3f1c2a9e-8b7d-4c6e-9f00-112233445566';
    expect(pathId(requestWith({ params: { id } }), 'Widget')).toBe(id);
    const error = thrown(() => pathId(requestWith({ params: { id: '42' } }), 'Widget'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).message).toBe('Widget not found');
  });

  it('accepts no payload, null or {} where none is expected', () => {
    for (const body of [undefined, null, {}]) expect(() => validBody(requestWith({ body }), emptyBody)).not.toThrow();
    expect(thrown(() => validBody(requestWith({ body: { force: true } }), emptyBody))).toBeInstanceOf(ValidationError);
  });
});
