import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** How many identical requests the concurrency tests send at once. */
export const FIFTY = 50;

/** FIFTY calls of `call`, all in flight together. */
export const fifty = (call: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse[]> =>
  Promise.all(Array.from({ length: FIFTY }, call));

/** How many answers are 200. */
export const succeeded = (answers: LightMyRequestResponse[]): number =>
  answers.filter((a) => a.statusCode === 200).length;

/** Asserts that no answer is a 5xx (the bodies of any are shown). */
export const noServerErrors = (answers: LightMyRequestResponse[]): void =>
  expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
