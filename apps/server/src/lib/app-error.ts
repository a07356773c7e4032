/**
 * The one error type routes and services throw. `code` is stable for clients; `message` is German
 * and fit to show a user. The error handler turns it into `{ error: { code, message } }`.
 */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  text_too_long: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  quota_exceeded: 402,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.statusCode = errorStatus[code];
    this.details = details;
  }
}

export type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };

export function errorBody(code: string, message: string, details?: Record<string, unknown>): ErrorBody {
  return details ? { error: { code, message, details } } : { error: { code, message } };
}
