import type { z } from 'zod';
import { TEXT_CONTROL_REFUSAL } from '@rol/protocol/fields';
import { ApiError } from './api-error.ts';

export type InputPart = 'body' | 'query' | 'params';

const MAX_ISSUES = 10;

/** The first issue of the text field rule, looking into the branches of unions too. */
function textRuleIssue(
  issues: readonly z.core.$ZodIssue[],
  prefix: PropertyKey[] = [],
): { path: PropertyKey[] } | null {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'custom' && issue.params?.['refusal'] === TEXT_CONTROL_REFUSAL) return { path };
    if (issue.code === 'invalid_union')
      for (const branch of issue.errors) {
        const found = textRuleIssue(branch, path);
        if (found) return found;
      }
  }
  return null;
}

/**
 * Parses one part of a request with its protocol schema; a failure is 400 VALIDATION_FAILED naming
 * the fields, or TEXT_CONTROL_CHARACTERS naming the field when the text field rule refused it.
 */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, MAX_ISSUES).map((issue) => ({
    in: part,
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
  const refused = textRuleIssue(result.error.issues);
  if (refused) throw new ApiError('TEXT_CONTROL_CHARACTERS', { field: refused.path.map(String).join('.') });
  throw new ApiError('VALIDATION_FAILED', { field: issues[0]?.path ?? '', issues });
}
