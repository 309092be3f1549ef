import type { z } from 'zod';
import { ApiError } from './api-error.ts';

export type InputPart = 'body' | 'query' | 'params';

const MAX_ISSUES = 10;

/** Parses one part of a request with its protocol schema; a failure is 400 VALIDATION_FAILED naming the fields. */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, MAX_ISSUES).map((issue) => ({
    in: part,
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
  throw new ApiError('VALIDATION_FAILED', { field: issues[0]?.path ?? '', issues });
}
