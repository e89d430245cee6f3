import { ERROR_CODE_NAMES, ERROR_CODES, describeValidationErrors, isIdParameter, wrongIdMessage, type ErrorCode } from '@estate/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody } from './api-error.js';

type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';
const PART_NAMES: Record<ValidationContext, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/**
 * A path id of the wrong shape, said the one way every id operation says it: which kind of id it
 * is when it is another kind's, else the shape wanted (the `pattern` the document declares).
 */
function wrongIdIn(errors: Parameters<typeof describeValidationErrors>[0]): string | undefined {
  const error = errors[0];
  const name = error?.instancePath.slice(1);
  if (error?.keyword !== 'pattern' || name === undefined || !isIdParameter(name) || typeof error.data !== 'string') return undefined;
  return wrongIdMessage(name, error.data, `path.${name}`);
}

/** Maps what Fastify throws before a handler runs onto the contract's error codes. */
function toApiError(error: FastifyError): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    const part = PART_NAMES[(error.validationContext as ValidationContext | undefined) ?? 'body'];
    const errors = error.validation as Parameters<typeof describeValidationErrors>[0];
    const wrongId = part === 'path' ? wrongIdIn(errors) : undefined;
    if (wrongId !== undefined) return new ApiError('invalid_request', wrongId);
    const issue = describeValidationErrors(errors, part);
    const bodyMissing = issue.field === 'body' && errors[0]?.keyword === 'type';
    const message = bodyMissing ? 'body is required and must be a JSON object' : `${issue.field} ${issue.message}`;
    return new ApiError('invalid_request', message);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large', 'request body is larger than the limit of this API');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupported_media_type', 'request body must be application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('invalid_request', 'body is required and must be a JSON object');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('invalid_request', 'body is not valid JSON');
    default:
      break;
  }
  // JSON.parse failures surface as SyntaxError with a 400 from the content-type parser.
  if (error instanceof SyntaxError || (error.statusCode === 400 && error.message.includes('JSON'))) {
    return new ApiError('invalid_request', 'body is not valid JSON');
  }
  // Any other refusal Fastify makes (its errors carry a 4xx `statusCode`, e.g. a QUERY without a
  // content type) is the caller's to fix: its status in the envelope, never a 500. Fastify's
  // messages name the rule broken and nothing of the server.
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return new ApiError(CODE_BY_STATUS.get(status) ?? 'invalid_request', error.message);
  return undefined;
}

/** The contract's code for a 4xx status: the first in the table that has it (400 `invalid_request`, 404 `not_found` …). */
const CODE_BY_STATUS = new Map<number, ErrorCode>();
for (const code of ERROR_CODE_NAMES) if (!CODE_BY_STATUS.has(ERROR_CODES[code].status)) CODE_BY_STATUS.set(ERROR_CODES[code].status, code);

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.status).type('application/json; charset=utf-8').send(errorBody(error, String(reply.request.id)));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = toApiError(error);
    if (known) {
      // Expected outcomes: the code says it all, a stack would only be noise.
      if (known.code === 'store_unavailable' || known.code === 'source_unavailable') request.log.warn({ code: known.code, reason: known.message }, 'dependency unavailable');
      return sendApiError(reply, known);
    }
    // Anything else is a defect: log it whole, answer without internals.
    request.log.error({ err: error }, 'unhandled error');
    return sendApiError(reply, new ApiError('internal', `internal error; quote request_id ${String(request.id)} when reporting it`));
  });

  app.setNotFoundHandler((request, reply) =>
    sendApiError(reply, new ApiError('not_found', `no route ${request.method} ${request.url.split('?')[0]}`)),
  );
}
