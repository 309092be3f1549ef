import { CHAT_TEXT_MAX } from '@rol/protocol/message-dto';
import { checkMessageText } from '@rol/protocol/message-text';
import { ApiError } from '../http/api-error.ts';

/** The trimmed text to store, or a refusal: TEXT_EMPTY, TEXT_TOO_LONG {max}, PICTURES_NOT_SUPPORTED, MESSAGE_FORMAT_INVALID. */
export function acceptMessageText(raw: string, max: number = CHAT_TEXT_MAX): string {
  const check = checkMessageText(raw, max);
  if (check.ok) return check.value.text;
  throw new ApiError(check.problem, check.problem === 'TEXT_TOO_LONG' ? { max } : undefined);
}
