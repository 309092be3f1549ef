import { MAIL_OR_PHONE_MAX_LENGTH, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './account-limits.ts';
import { hasInvisibleCharacters } from './name-characters.ts';

/** A §5 validation failure, named by the error code the server answers with. */
export type AccountProblem =
  | 'NICKNAME_EMPTY'
  | 'NICKNAME_TOO_SHORT'
  | 'NICKNAME_TOO_LONG'
  | 'NICKNAME_SAME'
  | 'NICKNAME_INVALID'
  | 'PASSWORD_BLANK'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORDS_DIFFER'
  | 'PASSWORD_FIELDS_REQUIRED'
  | 'MAIL_OR_PHONE_REQUIRED'
  | 'MAIL_OR_PHONE_INVALID';

/** Letters of any script, digits, space, underscore, hyphen and dot. */
const NICKNAME_CHARS = /^[\p{L}\p{N} _.-]+$/u;

/**
 * §5: not empty, not too short, not over the maximum, different from the current one; letters,
 * digits, space, `_`, `.` and `-` only, and none of them invisible (a Hangul filler is a letter).
 */
export function checkNickname(raw: string, current?: string | null): AccountProblem | null {
  const name = raw.trim();
  if (name.length === 0) return 'NICKNAME_EMPTY';
  const length = [...name].length;
  if (length < NICKNAME_MIN_LENGTH) return 'NICKNAME_TOO_SHORT';
  if (length > NICKNAME_MAX_LENGTH) return 'NICKNAME_TOO_LONG';
  if (!NICKNAME_CHARS.test(name) || hasInvisibleCharacters(name)) return 'NICKNAME_INVALID';
  if (current != null && current.trim().toLowerCase() === name.toLowerCase()) return 'NICKNAME_SAME';
  return null;
}

/** §5: a password is not blank and not over the configured maximum. */
export function checkPassword(password: string): AccountProblem | null {
  if (password.trim().length === 0) return 'PASSWORD_BLANK';
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  return null;
}

/** §5: the two entries of a new password must match (checked in the form before sending). */
export function checkPasswordRepeat(password: string, repeat: string): AccountProblem | null {
  return password === repeat ? null : 'PASSWORDS_DIFFER';
}

/** §5: changing a password needs the current one and the new one. */
export function checkPasswordChange(current: string, next: string): AccountProblem | null {
  if (current.length === 0 || next.length === 0) return 'PASSWORD_FIELDS_REQUIRED';
  return checkPassword(next);
}

/** A phone: + then a country code, a city code and the number (digits, spaces, dashes, brackets). */
const PHONE = /^\+\d{1,3}[\s-]?\(?\d{2,5}\)?[\s-]?\d[\d\s-]{3,12}\d$/;
/** A mail: something, @, a domain with a dot. */
const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** §5: a phone beginning with + and country and city codes, or a mail containing @. */
export function checkMailOrPhone(raw: string): AccountProblem | null {
  const value = raw.trim();
  if (value.length === 0) return 'MAIL_OR_PHONE_REQUIRED';
  if (value.length > MAIL_OR_PHONE_MAX_LENGTH) return 'MAIL_OR_PHONE_INVALID';
  if (value.startsWith('+')) return PHONE.test(value) ? null : 'MAIL_OR_PHONE_INVALID';
  return MAIL.test(value) ? null : 'MAIL_OR_PHONE_INVALID';
}

/** §5 registration: the optional mail-or-phone counts only when non-blank after trimming. */
export function optionalMailOrPhone(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  return value.length === 0 ? null : value;
}
