/**
 * The one error type of the record server. It serialises exactly like PocketBase v0.22:
 * `{ code, message, data }`, with a "sentenized" message and `data` always an object.
 */
export type FieldError = { code: string; message: string };
export type ErrorData = { [field: string]: FieldError | ErrorData };

export const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Something went wrong while processing your request.',
  401: 'Missing or invalid authentication token.',
  403: 'You are not allowed to perform this request.',
  404: "The requested resource wasn't found.",
  409: 'The record was changed by someone else since it was read.',
};

export class ApiError extends Error {
  readonly status: number;
  readonly data: ErrorData;

  constructor(status: number, message?: string, data: ErrorData = {}) {
    super(sentenize(message || DEFAULT_MESSAGES[status] || DEFAULT_MESSAGES[400]!));
    this.status = status;
    this.data = data;
  }

  toJSON(): { code: number; message: string; data: ErrorData } {
    return { code: this.status, message: this.message, data: this.data };
  }
}

export const badRequest = (message?: string, data?: ErrorData) => new ApiError(400, message, data);
export const unauthorized = (message?: string) => new ApiError(401, message);
export const forbidden = (message?: string) => new ApiError(403, message);
export const notFound = (message?: string) => new ApiError(404, message);
/** A body over the app's body limit (PocketBase's 413 answer). */
export const tooLarge = () => new ApiError(413, 'Request entity too large.');
/** The server cannot answer now (shutting down, or another instance did not answer). */
export const unavailable = (message: string) => new ApiError(503, message);

/** A validation error for one or more fields; `message` is the form-level message. */
export function validationError(data: ErrorData, message?: string): ApiError {
  return new ApiError(400, message, data);
}

export function fieldError(code: string, message: string): FieldError {
  return { code, message: sentenize(message) };
}

export function sentenize(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const upper = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(upper) ? upper : `${upper}.`;
}
