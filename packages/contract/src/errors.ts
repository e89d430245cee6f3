import { Type } from 'typebox';
import { OpenEnum } from './common.js';
import { SourceStatus } from './meta.js';

/**
 * Every error code the service answers with, its HTTP status and whether a retry of the same
 * request may succeed. One table, so the gateway, the OpenAPI document and the docs agree.
 */
export const ERROR_CODES = {
  invalid_request: { status: 400, retryable: false, summary: 'A parameter or body field is missing, malformed or unknown; `message` names it.' },
  unauthenticated: { status: 401, retryable: false, summary: 'The `x-api-key` header is missing, unknown or revoked.' },
  credits_exhausted: { status: 402, retryable: false, summary: 'The key has no credits left for this call.' },
  entitlement_required: { status: 403, retryable: false, summary: 'The key lacks the entitlement this operation needs.' },
  not_found: { status: 404, retryable: false, summary: 'Unknown route or id, or an observation older than 24 hours.' },
  method_not_allowed: { status: 405, retryable: false, summary: 'The path exists but does not take this method; the `allow` header lists those it takes.' },
  request_timeout: { status: 408, retryable: true, summary: 'The request did not arrive in full within the time the server waits for it.' },
  job_not_complete: { status: 409, retryable: true, summary: 'The read job has not completed yet.' },
  stay_not_bookable: { status: 409, retryable: false, summary: 'The stay cannot be quoted for these dates and guests (a night not available, too few or too many nights, too many guests); `message` names the rule.' },
  payload_too_large: { status: 413, retryable: false, summary: 'The request body is larger than the limit.' },
  unsupported_media_type: { status: 415, retryable: false, summary: 'The request body is not `application/json`.' },
  rate_limited: { status: 429, retryable: true, summary: 'Too many requests for this key; wait `retry-after` seconds.' },
  request_header_too_large: { status: 431, retryable: false, summary: 'The request line or headers are larger than the server accepts.' },
  internal: { status: 500, retryable: true, summary: 'An unexpected failure; no internals are disclosed.' },
  operation_unavailable: { status: 501, retryable: false, summary: 'No source serves this operation in this deployment.' },
  store_unavailable: { status: 503, retryable: true, summary: 'The projection store cannot be reached right now.' },
  source_unavailable: { status: 503, retryable: true, summary: 'The sources needed for this request cannot be reached right now.' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[];

export const ErrorEnvelope = Type.Object(
  {
    error: Type.Object({
      code: OpenEnum(ERROR_CODE_NAMES, 'Machine-readable error code.'),
      message: Type.String(),
      retryable: Type.Boolean({ description: 'Whether a retry of the same request may succeed.' }),
      details: Type.Array(SourceStatus, { description: 'Per-source outcomes, when sources were involved.' }),
    }),
    request_id: Type.String(),
  },
  { title: 'ErrorEnvelope' },
);
