import { ERROR_CODES, type ErrorCode, type SourceStatusBody } from '@estate/contract';

/** An error the gateway answers with on purpose: its code decides status and retryability. */
export class ApiError extends Error {
  readonly status: number;
  readonly retryable: boolean;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: SourceStatusBody[] = [],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_CODES[code].status;
    this.retryable = ERROR_CODES[code].retryable;
  }
}

export function errorBody(error: ApiError, requestId: string) {
  return {
    error: { code: error.code, message: error.message, retryable: error.retryable, details: error.details },
    request_id: requestId,
  };
}
