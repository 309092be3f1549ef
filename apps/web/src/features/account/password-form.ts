import type { ErrorCode } from '@rol/protocol/error-codes';
import { checkPasswordChange, checkPasswordRepeat } from '@rol/rules/account-validation';

export interface PasswordValues {
  passwordCurrent: string;
  passwordNew: string;
  passwordRepeat: string;
}

/** §5: changing the password needs all fields, a valid new password, and matching entries. */
export function checkPasswordForm(values: PasswordValues): ErrorCode | null {
  if (values.passwordRepeat.length === 0) return 'PASSWORD_FIELDS_REQUIRED';
  return checkPasswordChange(values.passwordCurrent, values.passwordNew) ?? checkPasswordRepeat(values.passwordNew, values.passwordRepeat);
}
