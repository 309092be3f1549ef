import { z } from 'zod';
import { idField, idOrZeroField, intField, textField } from './fields.ts';
import { MESSAGE_TEXT_HARD_MAX } from './message-dto.ts';

const offset = intField.min(0).max(1_000_000);
const messageId = idOrZeroField;

/**
 * `list` paging (chat and mail): `from` and `to` are offsets counted from the newest message — 0
 * is the newest — with `to` exclusive: `from=0&to=20` is the newest 20, `from=20&to=40` the 20
 * before them. `from` defaults to 0, `to` to `from + 20`; at most one page (20) is answered
 * whatever `to` says; `to < from` is VALIDATION_FAILED, `to = from` an empty page. Offsets move
 * when new messages arrive, so the client keeps messages by id and ignores repeats (§5).
 */
export const pageQuery = z
  .object({ from: offset.optional(), to: offset.optional() })
  .refine((q) => q.to === undefined || q.to >= (q.from ?? 0), { path: ['to'], message: 'to must not be below from' });

/** `list/latest`: messages with id > afterId (0, the default, means the newest page). */
export const afterIdQuery = z.object({ afterId: messageId.optional() });

/**
 * A message to send: a raw `text/plain` body, a JSON string, or a JSON/form field `text`. Texts over
 * MESSAGE_TEXT_HARD_MAX are VALIDATION_FAILED; the §5 limit (1000) is the service's TEXT_TOO_LONG.
 */
export const messageTextBody = z.union([
  textField(MESSAGE_TEXT_HARD_MAX, { multiline: true }).transform((text) => ({ text })),
  z.object({ text: textField(MESSAGE_TEXT_HARD_MAX, { multiline: true }) }),
]);

/** A positive player id in a path. */
export const playerIdParam = idField;
