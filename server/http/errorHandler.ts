import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../contracts/entities';
import { ApiError } from './errors';

/** Answers every error as JSON: ApiError with its status, Fastify's own 4xx as they are, else 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const body: ApiErrorBody = { error: error.code, message: error.message };
      if (error.issues) body.issues = error.issues;
      return reply.status(error.statusCode).send(body);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      // Fastify's 415: answered like every other malformed request, 400 naming the rule.
      const body: ApiErrorBody = {
        error: 'validation',
        message: `Invalid payload: the content type ${JSON.stringify(request.headers['content-type'] ?? '')} is not accepted here`,
        issues: [{ field: '', rule: 'unsupported-content-type', message: 'is not a content type this endpoint reads (JSON: application/json)' }],
      };
      return reply.status(400).send(body);
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const body: ApiErrorBody =
      status === 500
        ? { error: 'internal', message: 'Something went wrong on our side' }
        : { error: error.code ?? 'bad-request', message: error.message };
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = { error: 'not-found', message: `No route ${request.method} ${request.url}` };
    return reply.status(404).send(body);
  });
}
