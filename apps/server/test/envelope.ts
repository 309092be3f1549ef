import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorCode } from '@rol/protocol/error-codes';
import { errorEnvelope, type ErrorEnvelope } from '@rol/protocol/error-envelope';

/** Asserts a refusal: status, catalogue code and a well-formed envelope; returns the envelope. */
export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  code: ErrorCode,
): ErrorEnvelope {
  const parsed = errorEnvelope.safeParse(response.json());
  expect(parsed.success, response.body).toBe(true);
  expect({ status: response.statusCode, code: parsed.data?.error }, response.body).toEqual({ status, code });
  return parsed.data as ErrorEnvelope;
}
