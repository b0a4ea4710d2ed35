// Errors a handler throws to answer with a status; the error handler turns them into JSON bodies
// of the shape ApiErrorBody.
import type { FieldIssue } from '../../contracts/rules';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

/** 400: the payload or a parameter breaks a rule; names each field and rule. */
export class ValidationError extends ApiError {
  constructor(issues: FieldIssue[], where = 'payload') {
    const first = issues[0];
    const summary = first ? `${first.field || where}: ${first.rule} (${first.message})` : 'invalid';
    super(400, 'validation', `Invalid ${where}: ${summary}`, issues);
  }
}

export class UnauthorizedError extends ApiError {
  constructor(message = 'A valid bearer token is required') {
    super(401, 'unauthorized', message);
  }
}

/** 403 only where the caller may know the resource exists (a member lacking a permission). */
export class ForbiddenError extends ApiError {
  constructor(message = 'You do not have the permission for this action') {
    super(403, 'forbidden', message);
  }
}

/** 404 for what does not exist and for what the caller may not see. */
export class NotFoundError extends ApiError {
  constructor(what = 'Resource') {
    super(404, 'not-found', `${what} not found`);
  }
}

/** 409: the request conflicts with the current state (stale flow version, owner rules…). */
export class ConflictError extends ApiError {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

/** 403 when the organization's plan quota for a resource is used up: error plan-limit-{resource}. */
export class PlanLimitError extends ApiError {
  constructor(resource: 'widgets' | 'users' | 'secrets' | 'files', limit: number) {
    super(403, `plan-limit-${resource}`, `The plan allows ${limit} ${resource}; upgrade the plan to add more`);
  }
}
