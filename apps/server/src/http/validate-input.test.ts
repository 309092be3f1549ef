import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { validateInput } from './validate-input.ts';

const schema = z.object({ name: z.string().max(3), nested: z.object({ n: z.number() }).optional() });

describe('validateInput', () => {
  it('returns the parsed value', () => {
    expect(validateInput(schema, { name: 'abc', extra: 1 }, 'body')).toEqual({ name: 'abc' });
  });

  it('throws VALIDATION_FAILED naming every failing field path', () => {
    let caught: unknown;
    try {
      validateInput(schema, { name: 'abcd', nested: { n: 'x' } }, 'query');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    const error = caught as ApiError;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.status).toBe(400);
    expect(error.details).toMatchObject({
      field: 'name',
      issues: [
        { in: 'query', path: 'name', code: 'too_big' },
        { in: 'query', path: 'nested.n', code: 'invalid_type' },
      ],
    });
  });
});
