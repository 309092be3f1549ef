import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/** The body of every 4xx answer (docs/architecture.md, "Wire contract"). */
export const errorEnvelope = z.object({
  error: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
