import type { AccountProblem } from '@rol/rules/account-validation';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '@rol/rules/account-limits';
import { ApiError } from '../http/api-error.ts';

/** Values the texts of some problems show (`{{min}}`, `{{max}}`). */
const PROBLEM_DETAILS: Partial<Record<AccountProblem, Record<string, number>>> = {
  NICKNAME_TOO_SHORT: { min: NICKNAME_MIN_LENGTH },
  NICKNAME_TOO_LONG: { max: NICKNAME_MAX_LENGTH },
  PASSWORD_TOO_LONG: { max: PASSWORD_MAX_LENGTH },
};

/** A §5 validation failure as a 400 naming the form field. */
export function accountProblem(problem: AccountProblem, field: string): ApiError {
  return new ApiError(problem, { field, ...PROBLEM_DETAILS[problem] });
}

/** Throws the first problem found, checked in form order. */
export function assertNoProblem(checks: Array<[AccountProblem | null, string]>): void {
  for (const [problem, field] of checks) if (problem !== null) throw accountProblem(problem, field);
}
