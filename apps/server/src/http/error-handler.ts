import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, badRequest } from '../errors.ts';
import { FieldsSyntaxError } from '../tools/json-fields.ts';
import { INVALID_BODY } from './request-body.ts';

// Framework errors a client can provoke, mapped to PocketBase's error shape (never a 500).
const CLIENT_ERRORS: Record<string, () => ApiError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => badRequest(INVALID_BODY),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => badRequest(INVALID_BODY),
  FST_ERR_CTP_INVALID_JSON_BODY: () => badRequest(INVALID_BODY),
  FST_ERR_CTP_BODY_TOO_LARGE: () => badRequest('The request body is too large.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => badRequest(INVALID_BODY),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => badRequest(INVALID_BODY),
  FST_REQ_FILE_TOO_LARGE: () => badRequest('The request body is too large.'),
};

/** The single error handler: every failure leaves as `{code, message, data}` (reference §2.1). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (!(error instanceof ApiError) && !CLIENT_ERRORS[error.code ?? ''])
      request.log.error({ err: error }, 'unhandled error');
    return reply.code(apiError.status).send(apiError.toJSON());
  });
}

function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FieldsSyntaxError) return badRequest(error.message);
  const mapped = CLIENT_ERRORS[error.code ?? ''];
  if (mapped) return mapped();
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return new ApiError(error.statusCode);
  // Like PocketBase, unexpected failures are reported as a generic 400; the cause is only logged.
  return badRequest();
}
