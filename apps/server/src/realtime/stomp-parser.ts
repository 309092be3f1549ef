import { type StompFrame, isUnescapedCommand, unescapeHeader } from './stomp-frame.ts';

/**
 * An incremental STOMP 1.2 frame parser over the bytes of WebSocket messages. A frame may span
 * messages and a message may hold several frames; EOLs between frames are heart-beats. Bad input
 * is a returned error, never a throw; after an error the parser stays failed.
 */

export interface ParserLimits {
  /** Largest frame (command, headers and body) in bytes. */
  maxFrameBytes: number;
  /** Most header lines in one frame. */
  maxHeaders: number;
}

export interface ParseResult {
  frames: StompFrame[];
  heartBeats: number;
  /** Why the input is not STOMP; the connection should send an ERROR frame and close. */
  error: string | null;
}

export interface FrameParser {
  push(chunk: Uint8Array | string): ParseResult;
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const EMPTY = Buffer.alloc(0);
const COMMAND = /^[A-Z]{1,16}$/;
const CONTENT_LENGTH = /^[0-9]{1,10}$/;

/** What must arrive before parsing again can make progress (keeps byte-at-a-time input linear). */
type Wake = { on: 'any' } | { on: 'bytes'; total: number } | { on: 'byte'; values: readonly number[] };

type Step =
  | { kind: 'frame'; frame: StompFrame; next: number }
  | { kind: 'incomplete'; wake: Wake }
  | { kind: 'error'; message: string };

export function createFrameParser(limits: ParserLimits): FrameParser {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let wake: Wake = { on: 'any' };
  let failed: string | null = null;

  function fail(message: string, frames: StompFrame[], heartBeats: number): ParseResult {
    failed = message;
    pending = [];
    pendingBytes = 0;
    return { frames, heartBeats, error: message };
  }

  function push(chunk: Uint8Array | string): ParseResult {
    if (failed !== null) return { frames: [], heartBeats: 0, error: failed };
    const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : toBuffer(chunk);
    pending.push(data);
    pendingBytes += data.length;
    if (!canProgress(wake, pendingBytes, data)) {
      if (pendingBytes > limits.maxFrameBytes) return fail('frame too large', [], 0);
      return { frames: [], heartBeats: 0, error: null };
    }
    const buf = pending.length === 1 ? data : Buffer.concat(pending, pendingBytes);
    const frames: StompFrame[] = [];
    let heartBeats = 0;
    let offset = 0;
    wake = { on: 'any' };
    while (offset < buf.length) {
      const b = buf[offset];
      if (b === LF) {
        heartBeats += 1;
        offset += 1;
        continue;
      }
      if (b === CR) {
        if (offset + 1 >= buf.length) break;
        if (buf[offset + 1] !== LF) return fail('CR without LF between frames', frames, heartBeats);
        heartBeats += 1;
        offset += 2;
        continue;
      }
      const step = readFrame(buf, offset, limits);
      if (step.kind === 'error') return fail(step.message, frames, heartBeats);
      if (step.kind === 'incomplete') {
        wake = rebase(step.wake, offset);
        break;
      }
      frames.push(step.frame);
      offset = step.next;
    }
    const rest = offset >= buf.length ? EMPTY : Buffer.from(buf.subarray(offset));
    pending = rest.length > 0 ? [rest] : [];
    pendingBytes = rest.length;
    if (pendingBytes > limits.maxFrameBytes) return fail('frame too large', frames, heartBeats);
    return { frames, heartBeats, error: null };
  }

  return { push };
}

function toBuffer(chunk: Uint8Array): Buffer {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function canProgress(wake: Wake, pendingBytes: number, data: Buffer): boolean {
  if (wake.on === 'any') return true;
  if (wake.on === 'bytes') return pendingBytes >= wake.total;
  return wake.values.some((value) => data.includes(value));
}

/** A wake computed for a frame starting at `offset` of the old buffer, made relative to the kept rest. */
function rebase(wake: Wake, offset: number): Wake {
  return wake.on === 'bytes' ? { on: 'bytes', total: wake.total - offset } : wake;
}

function lineEnd(buf: Buffer, start: number, lf: number): number {
  return lf > start && buf[lf - 1] === CR ? lf - 1 : lf;
}

const HEADER_WAKE: Wake = { on: 'byte', values: [LF, NUL] };
const BODY_WAKE: Wake = { on: 'byte', values: [NUL] };

/** The next LF of the command and header lines; a NUL there means the framing is broken. */
function nextLine(buf: Buffer, pos: number, firstNul: number): number | Step {
  const lf = buf.indexOf(LF, pos);
  if (firstNul >= 0 && (lf < 0 || firstNul < lf))
    return { kind: 'error', message: 'NUL inside the frame headers' };
  return lf < 0 ? { kind: 'incomplete', wake: HEADER_WAKE } : lf;
}

function readFrame(buf: Buffer, start: number, limits: ParserLimits): Step {
  const firstNul = buf.indexOf(NUL, start);
  const commandLf = nextLine(buf, start, firstNul);
  if (typeof commandLf !== 'number') return commandLf;
  const command = buf.toString('latin1', start, lineEnd(buf, start, commandLf));
  if (!COMMAND.test(command)) return { kind: 'error', message: 'malformed command line' };
  const escaped = !isUnescapedCommand(command);
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  let pos = commandLf + 1;
  let count = 0;
  for (;;) {
    const lf = nextLine(buf, pos, firstNul);
    if (typeof lf !== 'number') return lf;
    const end = lineEnd(buf, pos, lf);
    if (end === pos) {
      pos = lf + 1;
      break;
    }
    count += 1;
    if (count > limits.maxHeaders) return { kind: 'error', message: 'too many headers' };
    if (lf + 1 - start > limits.maxFrameBytes) return { kind: 'error', message: 'frame too large' };
    const line = buf.toString('utf8', pos, end);
    const colon = line.indexOf(':');
    if (colon <= 0) return { kind: 'error', message: 'malformed header line' };
    const name = escaped ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
    const value = escaped ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
    if (name === null || value === null)
      return { kind: 'error', message: 'undefined escape sequence in header' };
    if (!Object.hasOwn(headers, name)) headers[name] = value;
    pos = lf + 1;
  }
  const contentLength = headers['content-length'];
  if (contentLength !== undefined) {
    if (!CONTENT_LENGTH.test(contentLength)) return { kind: 'error', message: 'malformed content-length' };
    const end = pos + Number(contentLength);
    if (end + 1 - start > limits.maxFrameBytes) return { kind: 'error', message: 'frame too large' };
    if (buf.length <= end) return { kind: 'incomplete', wake: { on: 'bytes', total: end + 1 } };
    if (buf[end] !== NUL) return { kind: 'error', message: 'frame body longer than content-length' };
    return {
      kind: 'frame',
      frame: { command, headers, body: buf.toString('utf8', pos, end) },
      next: end + 1,
    };
  }
  const nul = firstNul >= pos ? firstNul : buf.indexOf(NUL, pos);
  if (nul < 0) return { kind: 'incomplete', wake: BODY_WAKE };
  if (nul + 1 - start > limits.maxFrameBytes) return { kind: 'error', message: 'frame too large' };
  return { kind: 'frame', frame: { command, headers, body: buf.toString('utf8', pos, nul) }, next: nul + 1 };
}
