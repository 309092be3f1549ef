import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../http/api-error.ts';

/**
 * The building blocks every platform verifier shares: constant-time comparison, the digests the
 * platforms sign with, and the refusals (catalogue codes) a verifier throws.
 */

/** Equal byte strings, compared in constant time (different lengths are simply unequal). */
export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Equal texts (hex, base64…), compared in constant time. */
export function sameText(a: string, b: string): boolean {
  return sameBytes(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

export function hmacSha256(key: string | Buffer, message: string | Buffer): Buffer {
  return createHmac('sha256', key).update(message).digest();
}

export function md5Hex(message: string): string {
  return createHash('md5').update(message, 'utf8').digest('hex');
}

/** A proof not in the platform's format; `field` names what is wrong. */
export function malformed(field: string): ApiError {
  return new ApiError('PLATFORM_PROOF_MALFORMED', { field });
}

export function invalidSignature(): ApiError {
  return new ApiError('PLATFORM_PROOF_INVALID');
}

export function expired(): ApiError {
  return new ApiError('PLATFORM_PROOF_EXPIRED');
}

/**
 * Refuses a proof signed at `signedAtS` (Unix seconds) when it is older than `maxAgeS` at `nowMs`,
 * or more than a minute in the future (a clock that far ahead is a forged time).
 */
export function assertFresh(signedAtS: number, nowMs: number, maxAgeS: number): void {
  const ageS = nowMs / 1000 - signedAtS;
  if (ageS > maxAgeS) throw expired();
  if (ageS < -60) throw invalidSignature();
}

/** A positive integer id as platforms send it (text or number), or null. */
export function idText(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[0-9A-Za-z_:.-]{1,128}$/.test(text) ? text : null;
}

/** A digest of a proof's text, for proofs that carry no hash of their own (the replay key). */
export function proofDigest(source: string, proof: string): string {
  return `${source}:${createHash('sha256').update(proof, 'utf8').digest('hex')}`;
}
