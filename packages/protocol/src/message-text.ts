import { CHAT_TEXT_MAX } from './message-dto.ts';

/**
 * §3/§5 rules of a chat or mail text, shared by the server (which enforces them) and the client
 * (which may check before sending). Lengths count Unicode code points, after trimming.
 *
 * Prefix markers (§3 "a prefix marker denotes forwarded and smiley messages"):
 * - forwarded: `[fwd]<author nickname>: <quoted text>` — the nickname as nicknames are (letters,
 *   digits, space, `.`, `_`, `-`, 1–40 characters), then `: `, then a non-blank text;
 * - smiley: `[smile]<n>` and nothing else, n in 1..CHAT_SMILEY_COUNT.
 * A text that starts with a marker and breaks its form is MESSAGE_FORMAT_INVALID.
 *
 * Pictures (§5 "pictures are not supported"): a text is refused with PICTURES_NOT_SUPPORTED when it
 * holds a `data:image/` URI, an HTML `<img`, BBCode `[img]`, Markdown `![…](…)`, or a link whose
 * path ends in an image extension (png, jpg, jpeg, gif, webp, bmp, svg, ico, avif, heic, tif, tiff).
 * Other links are fine.
 */
export const FORWARD_MARKER = '[fwd]';
export const SMILEY_MARKER = '[smile]';
export const CHAT_SMILEY_COUNT = 24;

export type MessageText =
  | { kind: 'plain'; text: string }
  | { kind: 'forward'; text: string; author: string; quoted: string }
  | { kind: 'smiley'; text: string; smiley: number };

export type MessageTextProblem =
  'TEXT_EMPTY' | 'TEXT_TOO_LONG' | 'PICTURES_NOT_SUPPORTED' | 'MESSAGE_FORMAT_INVALID';

export type MessageTextCheck = { ok: true; value: MessageText } | { ok: false; problem: MessageTextProblem };

const FORWARD_FORM = /^\[fwd\]([\p{L}\p{N} _.-]{1,40}): (.*\S[\s\S]*)$/u;
const SMILEY_FORM = /^\[smile\]([1-9][0-9]?)$/;
const PICTURE_MARKUP = [
  /data:image\//i,
  /<img\b/i,
  /\[img\b/i,
  /!\[[^\]\n]*\]\(/,
  /\b(?:https?:\/\/|www\.)[^\s<>"']+?\.(?:png|jpe?g|gif|webp|bmp|svg|ico|avif|heic|tiff?)(?=[.,;:!]*(?:$|[?#\s<>"')\]]))/i,
];

export function textLength(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}

export function hasPicture(text: string): boolean {
  return PICTURE_MARKUP.some((pattern) => pattern.test(text));
}

/** Checks a text to send: trimmed, not blank, at most `max` characters, no pictures, well-formed markers. */
export function checkMessageText(raw: string, max: number = CHAT_TEXT_MAX): MessageTextCheck {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, problem: 'TEXT_EMPTY' };
  if (textLength(text) > max) return { ok: false, problem: 'TEXT_TOO_LONG' };
  if (hasPicture(text)) return { ok: false, problem: 'PICTURES_NOT_SUPPORTED' };
  if (text.startsWith(FORWARD_MARKER)) {
    const match = FORWARD_FORM.exec(text);
    if (!match) return { ok: false, problem: 'MESSAGE_FORMAT_INVALID' };
    const author = match[1]!.trim();
    if (author.length === 0) return { ok: false, problem: 'MESSAGE_FORMAT_INVALID' };
    return { ok: true, value: { kind: 'forward', text, author, quoted: match[2]! } };
  }
  if (text.startsWith(SMILEY_MARKER)) {
    const match = SMILEY_FORM.exec(text);
    const smiley = match ? Number(match[1]) : 0;
    if (smiley < 1 || smiley > CHAT_SMILEY_COUNT) return { ok: false, problem: 'MESSAGE_FORMAT_INVALID' };
    return { ok: true, value: { kind: 'smiley', text, smiley } };
  }
  return { ok: true, value: { kind: 'plain', text } };
}

/** Reads a stored text for display (never fails: a malformed marker reads as plain text). */
export function readMessageText(text: string): MessageText {
  const check = checkMessageText(text, Number.MAX_SAFE_INTEGER);
  return check.ok ? check.value : { kind: 'plain', text };
}
