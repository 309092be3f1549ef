import { isErrorCode, type ErrorCode } from '@rol/protocol/error-codes';

/** Why a call failed when the server gave no catalogue code. */
export type ClientFailure = 'NETWORK' | 'SERVER' | 'RELOAD' | 'REDIRECT';

/** A failed call: a catalogue code from a 4xx envelope, or a client-side failure kind. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientFailure;
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, code: ErrorCode | ClientFailure, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** Builds the error of a non-2xx answer from its (possibly absent or malformed) JSON body. */
  static fromBody(status: number, body: unknown): ApiError {
    if (typeof body === 'object' && body !== null) {
      const { error, message, details } = body as { error?: unknown; message?: unknown; details?: unknown };
      if (isErrorCode(error)) {
        const detailRecord = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : undefined;
        return new ApiError(status, error, typeof message === 'string' ? message : error, detailRecord);
      }
    }
    if (status === 401) return new ApiError(status, 'UNAUTHORIZED', 'unauthorized');
    return new ApiError(status, status >= 500 ? 'SERVER' : 'BAD_REQUEST', `HTTP ${status}`);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
