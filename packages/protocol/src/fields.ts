import { z } from 'zod';

/**
 * Field helpers that accept both JSON values and form-encoded strings (docs/architecture.md, "Wire contract": every POST takes
 * `application/x-www-form-urlencoded` and JSON).
 */
export const intField = z.coerce.number().int().finite();
export const numberField = z.coerce.number().finite();

/** The largest PostgreSQL `integer`: the column type every id the server stores lives in. */
export const ID_MAX = 2_147_483_647;

/**
 * The one id schema: every id a request names (a path, a query or a body; a player, clan, battle,
 * hero, item, message…) is 1..ID_MAX, the range of its column, so 2^31, 2^53 or −1 is 400
 * VALIDATION_FAILED before it reaches a query (never a database error, never a 5xx).
 */
export const idField = intField.min(1).max(ID_MAX);

/** `idField` where 0 also means something: a place or portal of the world (ids from 0), "none yet" (`afterId`). */
export const idOrZeroField = intField.min(0).max(ID_MAX);

export const boolField = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .transform((v) => v === 'true' || v === '1' || v === 'on' || v === 'yes'),
]);

/** The catalogue code of a text that holds control characters (400). */
export const TEXT_CONTROL_REFUSAL = 'TEXT_CONTROL_CHARACTERS';

/** Line breaks and tabs: the only control characters a multi-line text may hold. */
const LINE_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/**
 * Whether `text` holds a character the text field rule refuses: a C0 control (NUL among them), DEL
 * or a C1 control; in a multi-line text line breaks (`\n`, `\r`) and tabs are allowed.
 */
export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && !(options.multiline && LINE_CONTROLS.has(code))) return true;
  }
  return false;
}

/**
 * The text field rule: every text a request carries (chat and mail texts, nicknames, passwords,
 * settings, log reports, ids in a body, query or path) is a `textField`. At most `max` UTF-16 units,
 * so huge strings never reach a service, and no control character (C0 — NUL among them, which
 * PostgreSQL's text cannot hold —, DEL, C1): such a text is refused with 400
 * TEXT_CONTROL_CHARACTERS {field}, never stripped, stored or turned into a 500. A multi-line text
 * (`{ multiline: true }`: chat, mail, error reports) may hold line breaks and tabs.
 */
export function textField(max: number, options: { multiline?: boolean } = {}) {
  return z
    .string()
    .max(max)
    .refine((value) => !hasControlCharacters(value, options), {
      message: 'must not contain control characters',
      params: { refusal: TEXT_CONTROL_REFUSAL },
    });
}
