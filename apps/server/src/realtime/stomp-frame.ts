/**
 * STOMP 1.2 frames: the shape, header escaping and the encoder for frames the server sends.
 * https://stomp.github.io/stomp-specification-1.2.html
 */

export const CLIENT_COMMANDS = [
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
] as const;
export type ClientCommand = (typeof CLIENT_COMMANDS)[number];

export type ServerCommand = 'CONNECTED' | 'MESSAGE' | 'RECEIPT' | 'ERROR';

/** Header names and values, first occurrence wins (STOMP 1.2 §Repeated Header Entries). */
export type StompHeaders = Readonly<Record<string, string>>;

export interface StompFrame {
  command: string;
  headers: StompHeaders;
  /** The body decoded as UTF-8 ('' when the frame has none). */
  body: string;
}

export const NUL = '\0';
export const EOL = '\n';

/** Frames whose headers are never escaped (STOMP 1.2 §Value Encoding). */
export function isUnescapedCommand(command: string): boolean {
  return command === 'CONNECT' || command === 'CONNECTED' || command === 'STOMP';
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const NEEDS_ESCAPE = /[\\\r\n:]/g;

export function escapeHeader(value: string): string {
  return value.replace(NEEDS_ESCAPE, (ch) => ESCAPES[ch] ?? ch);
}

const UNESCAPES: Record<string, string> = { '\\\\': '\\', '\\r': '\r', '\\n': '\n', '\\c': ':' };

/** Undoes header escaping; null for an undefined escape such as `\t` (a fatal protocol error). */
export function unescapeHeader(value: string): string | null {
  if (!value.includes('\\')) return value;
  let failed = false;
  const out = value.replace(/\\(.?)/gs, (seq) => {
    const plain = UNESCAPES[seq];
    if (plain === undefined) failed = true;
    return plain ?? '';
  });
  return failed ? null : out;
}

/**
 * Encodes a frame to send. Header values of CONNECTED are sent as they are; any other frame escapes
 * them. A non-empty body gets a content-length header (in UTF-8 bytes).
 */
export function encodeFrame(
  command: ServerCommand | ClientCommand,
  headers: StompHeaders,
  body = '',
): string {
  const escape = isUnescapedCommand(command) ? (v: string) => v.replace(/[\r\n]/g, ' ') : escapeHeader;
  let out = command + EOL;
  for (const [name, value] of Object.entries(headers)) {
    out += escape(name) + ':' + escape(value) + EOL;
  }
  if (body.length > 0 && !Object.hasOwn(headers, 'content-length')) {
    out += 'content-length:' + String(Buffer.byteLength(body)) + EOL;
  }
  return out + EOL + body + NUL;
}

/** A heart-beat: one EOL between frames. */
export const HEART_BEAT = EOL;
