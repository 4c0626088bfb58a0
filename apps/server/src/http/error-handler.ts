import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { ApiError, badRequest, notFound, tooLarge } from '../tools/errors.ts';
import { FieldsSyntaxError } from '../tools/json-fields.ts';
import { INVALID_BODY } from './request-body.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

// Framework errors a client can provoke, mapped to PocketBase's error shape (never a 500).
const CLIENT_ERRORS: Record<string, () => ApiError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => badRequest(INVALID_BODY),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => badRequest(INVALID_BODY),
  FST_ERR_CTP_INVALID_JSON_BODY: () => badRequest(INVALID_BODY),
  FST_ERR_CTP_BODY_TOO_LARGE: tooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => badRequest(INVALID_BODY),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => badRequest(INVALID_BODY),
  FST_REQ_FILE_TOO_LARGE: tooLarge,
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

/**
 * Router refusals that happen before any route runs: a path that is not valid percent-encoding
 * (400), or a path segment longer than any id or name can be (404, as an unknown id would be).
 */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const apiError = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? notFound() : badRequest();
  // These replies skip the app's onSend hooks, so the usual headers are set here.
  return reply.code(apiError.status).headers(SECURITY_HEADERS).send(apiError.toJSON());
}

const CONNECTION_ERRORS: Record<string, () => ApiError> = {
  HPE_HEADER_OVERFLOW: () => new ApiError(431, 'Request header fields too large.'),
  ERR_HTTP_REQUEST_TIMEOUT: () => new ApiError(408, 'Request timeout.'),
};

/**
 * Failures of Node's HTTP parser (an over-long URL or header, a garbled request line) are
 * answered on the raw socket, since no request object exists yet; the body keeps the error shape.
 */
export function handleClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const apiError = CONNECTION_ERRORS[error.code]?.() ?? badRequest();
  const body = JSON.stringify(apiError.toJSON());
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
