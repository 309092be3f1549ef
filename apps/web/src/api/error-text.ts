import { errorText } from '@rol/protocol/error-texts';
import type { ErrorCode } from '@rol/protocol/error-codes';
import { CHAT_TEXT_MAX } from '@rol/protocol/message-dto';
import { UNLOCKS } from '@rol/rules/unlocks';
import { MAIL_OR_PHONE_MAX_LENGTH, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '@rol/rules/account-limits';
import type { TFunction } from 'i18next';
import type { UiLang } from '../launch/launch-params.ts';
import { isApiError } from './api-error.ts';

/** The limits a §5 problem text names ({{min}}, {{max}}). */
const PROBLEM_DETAILS: Partial<Record<ErrorCode, Record<string, number>>> = {
  NICKNAME_TOO_SHORT: { min: NICKNAME_MIN_LENGTH },
  NICKNAME_TOO_LONG: { max: NICKNAME_MAX_LENGTH },
  PASSWORD_TOO_LONG: { max: PASSWORD_MAX_LENGTH },
  MAIL_OR_PHONE_INVALID: { max: MAIL_OR_PHONE_MAX_LENGTH },
  CHAT_LEVEL_REQUIRED: { level: UNLOCKS.chatLevel },
  TEXT_TOO_LONG: { max: CHAT_TEXT_MAX },
};

/** The translated text of a catalogue code, details filled from the server or the known limits. */
export function codeText(code: ErrorCode, lang: UiLang, details?: Record<string, unknown>): string {
  return errorText(code, lang, { ...PROBLEM_DETAILS[code], ...details });
}

/** The text to show for a failed call (§8: the translated text of the server's code). */
export function failureText(error: unknown, lang: UiLang, t: TFunction): string {
  if (!isApiError(error)) return t('common.serverError');
  switch (error.code) {
    case 'NETWORK':
      return t('common.networkError');
    case 'SERVER':
    case 'RELOAD':
    case 'REDIRECT':
      return t('common.serverError');
    default:
      return codeText(error.code, lang, error.details);
  }
}
