import { z } from 'zod';

/**
 * Field helpers that accept both JSON values and form-encoded strings (docs/architecture.md, "Wire contract": every POST takes
 * `application/x-www-form-urlencoded` and JSON).
 */
export const intField = z.coerce.number().int().finite();
export const numberField = z.coerce.number().finite();

export const boolField = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .transform((v) => v === 'true' || v === '1' || v === 'on' || v === 'yes'),
]);

/** A text field with a hard upper length so huge strings never reach a service. */
export function textField(max: number) {
  // PostgreSQL text cannot hold NUL: refuse it here (400) rather than fail the insert (500).
  return z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), { message: 'must not contain NUL characters' });
}
