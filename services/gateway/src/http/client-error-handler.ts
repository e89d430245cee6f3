import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError, errorBody } from './api-error.js';
import { newRequestId } from './request-id.js';

/** What Node's HTTP server reports with a `clientError`: a parser error (`HPE_*`) or a timeout. */
type ClientError = Error & { code?: string };

/**
 * The refusal for each failure Node's HTTP parser reports before a request exists. Node counts the
 * request line in its header limit, so an oversized URL is a header overflow as well (431).
 */
function refusalFor(error: ClientError): ApiError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError('request_header_too_large', 'the request line and headers together are larger than this server accepts; shorten the URL or the headers');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError('request_timeout', 'the request did not arrive in full in time');
    case 'HPE_INVALID_METHOD':
      return new ApiError('invalid_request', 'the request method is not a known HTTP method');
    default:
      return new ApiError('invalid_request', 'the request is not valid HTTP/1.1');
  }
}

/**
 * Fastify's `clientErrorHandler`: Node's parser refuses some requests (a URL or header over its
 * limit, a malformed request line, a request that times out) before Fastify sees a request, and
 * Fastify's default answer is not the contract's envelope. This writes the same envelope and
 * `x-request-id` every other refusal carries, then closes the connection, as Node does: after a
 * parse error the rest of the stream cannot be framed.
 */
export function clientErrorHandler(logger: FastifyBaseLogger): (error: ClientError, socket: Socket) => void {
  return (error, socket) => {
    // A reset connection is gone already; there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refusal = refusalFor(error);
    const requestId = newRequestId();
    logger.debug({ request_id: requestId, code: error.code, status: refusal.status }, 'client error');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify(errorBody(refusal, requestId));
    // end(), not write() and destroy(): the answer is flushed before the connection closes.
    socket.end(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? 'Error'}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        `x-request-id: ${requestId}\r\n` +
        'connection: close\r\n\r\n' +
        body,
    );
  };
}
