// Request validation against the shared superstruct schemas (contracts/). A payload or query that
// breaks a rule is answered 400 with one issue per field before any handler code runs; an id in
// the path that is not a uuid cannot name anything, so it is answered 404 like an unknown id.
import type { FastifyRequest } from 'fastify';
import { nullable, object, optional, type Struct } from 'superstruct';
import { check, isUuid } from '../../contracts/rules';
import { NotFoundError, ValidationError } from './errors';

function validated<T>(value: unknown, struct: Struct<T, unknown>, where: string): T {
  const result = check(value, struct);
  if (!result.ok) throw new ValidationError(result.issues, where);
  return result.value;
}

/** The JSON body, checked and coerced. A missing body is validated as undefined. */
export function validBody<T>(request: FastifyRequest, struct: Struct<T, unknown>): T {
  return validated(request.body, struct, 'payload');
}

/** The query string, checked and coerced (numbers from text); unknown parameters are refused. */
export function validQuery<T>(request: FastifyRequest, struct: Struct<T, unknown>): T {
  return validated({ ...(request.query as Record<string, unknown>) }, struct, 'query');
}

/** A uuid path parameter; anything else is answered 404 naming `what`. */
export function pathId(request: FastifyRequest, what: string, parameter = 'id'): string {
  const value = (request.params as Record<string, unknown>)[parameter];
  if (typeof value !== 'string' || !isUuid(value)) throw new NotFoundError(what);
  return value;
}

/**
 * A path parameter that is a value, not an id (a version number), checked and coerced with a shared schema:
 * 400 naming the parameter (`field` = its name) when it breaks the rule.
 */
export function validParam<T>(request: FastifyRequest, parameter: string, struct: Struct<T, unknown>): T {
  const value = (request.params as Record<string, unknown>)[parameter];
  const checked = validated({ [parameter]: value }, object({ [parameter]: struct }), 'path') as Record<string, T>;
  return checked[parameter]!;
}

/** For calls without a payload (publish, unarchive…): nothing, null or {}. */
export const emptyBody = optional(nullable(object({})));
