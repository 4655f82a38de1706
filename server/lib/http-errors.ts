// The JSON error body of the API for errors that never reach a procedure (unknown path, a body
// Fastify could not parse, a rate limit), in the same shape the procedures answer with.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { languageOf } from '../trpc/context.js';
import { translate, type MessageKey } from './messages.js';

const byStatus: Record<number, [TRPC_ERROR_CODE_KEY, MessageKey]> = {
  400: ['BAD_REQUEST', 'errors.badRequest'],
  401: ['UNAUTHORIZED', 'errors.unauthorized'],
  403: ['FORBIDDEN', 'errors.forbidden'],
  404: ['NOT_FOUND', 'errors.apiNotFound'],
  405: ['METHOD_NOT_SUPPORTED', 'errors.methodNotAllowed'],
  413: ['PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType'],
  429: ['TOO_MANY_REQUESTS', 'errors.tooManyRequests'],
  503: ['SERVICE_UNAVAILABLE', 'errors.unavailable'],
};

export function apiErrorBody(status: number, request: FastifyRequest) {
  const [code, key] = byStatus[status] ?? ['INTERNAL_SERVER_ERROR', 'errors.internal'];
  return { error: translate(languageOf(request), key), code };
}

export function sendApiError(request: FastifyRequest, reply: FastifyReply, status: number) {
  const known = status in byStatus;
  return reply.code(known ? status : 500).type('application/json; charset=utf-8').send(apiErrorBody(known ? status : 500, request));
}
