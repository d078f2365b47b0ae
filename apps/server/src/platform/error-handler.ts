import { isErrorCode, type ErrorCode } from '@swerte/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorEnvelope } from './envelope.js';
import { isAppError } from './errors.js';

/** Client errors Fastify raises itself (bad JSON, wrong content type, too large…), by status. */
function codeForClientStatus(status: number): ErrorCode {
  if (status === 404) return 'error_not_found';
  if (status === 429) return 'error_too_many_requests';
  if (status === 401) return 'error_not_logged_in';
  if (status === 403) return 'error_forbidden';
  if (status === 409) return 'error_conflict';
  return 'error_invalid_request';
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const key = [error.validationContext, path].filter(Boolean).join('.');
    fields[key || '_'] ??= issue.message ?? 'invalid';
  }
  return fields;
}

/**
 * The one place an error becomes a response: the envelope with a catalogue code, the message in the
 * request's language, and for a 500 only the request id (the details go to the log).
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isAppError(error)) {
    return reply.code(error.status).send(errorEnvelope(request, error.code, error.value));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error);
    // A schema that names a catalogue code for its failure (an amount: error_amount_invalid) answers with it.
    const code = Object.values(fields).find(isErrorCode) ?? 'error_invalid_request';
    return reply.code(400).send(errorEnvelope(request, code, { fields }));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, status }, 'client error');
    return reply.code(status).send(errorEnvelope(request, codeForClientStatus(status)));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorEnvelope(request, 'error_internal', { requestId: String(request.id) }));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
