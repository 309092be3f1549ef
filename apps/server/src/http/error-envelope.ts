import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '@rol/protocol/error-codes';
import type { ErrorEnvelope } from '@rol/protocol/error-envelope';
import { errorText } from '@rol/protocol/error-texts';
import { isApiError } from './api-error.ts';
import { requestLang } from './request-lang.ts';

interface Refusal {
  status: number;
  code: ErrorCode;
  details?: Record<string, unknown> | undefined;
}

/** Fastify's own 4xx errors by code; any other 4xx is a BAD_REQUEST. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

export function refusalOf(error: unknown): Refusal {
  if (isApiError(error)) return { status: error.status, code: error.code, details: error.details };
  const fastifyError = error as Partial<FastifyError> | null;
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = (fastifyError?.code && FASTIFY_CODES[fastifyError.code]) || 'BAD_REQUEST';
    return { status, code };
  }
  return { status: 500, code: 'INTERNAL_ERROR' };
}

/** Sends `{ error, message, details? }` with the message in the request's language (docs/architecture.md, "Wire contract"). */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: Refusal): FastifyReply {
  const envelope: ErrorEnvelope = {
    error: refusal.code,
    message: errorText(refusal.code, requestLang(request), refusal.details),
    ...(refusal.details ? { details: refusal.details } : {}),
  };
  return reply.code(refusal.status).type('application/json; charset=utf-8').send(envelope);
}

/** Every error becomes the envelope; a 5xx is logged as the bug it is. */
export const errorEnvelopePlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const refusal = refusalOf(error);
      if (refusal.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendRefusal(request, reply, refusal);
    });
  },
  { name: 'error-envelope' },
);
