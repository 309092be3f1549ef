import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFrame } from './stomp-frame.ts';
import { type ParseResult, createFrameParser } from './stomp-parser.ts';

const limits = { maxFrameBytes: 4096, maxHeaders: 16 };

function parseAll(...chunks: Array<string | Uint8Array>): ParseResult {
  const parser = createFrameParser(limits);
  const all: ParseResult = { frames: [], heartBeats: 0, error: null };
  for (const chunk of chunks) {
    const result = parser.push(chunk);
    all.frames.push(...result.frames);
    all.heartBeats += result.heartBeats;
    all.error ??= result.error;
  }
  return all;
}

describe('frame parser: well-formed input', () => {
  it('reads a frame without content-length', () => {
    const { frames, error } = parseAll('SUBSCRIBE\nid:0\ndestination:/topic/broadcast\n\n\0');
    expect(error).toBeNull();
    expect(frames).toEqual([
      { command: 'SUBSCRIBE', headers: { id: '0', destination: '/topic/broadcast' }, body: '' },
    ]);
  });

  it('reads CRLF line endings and counts EOLs between frames as heart-beats', () => {
    const { frames, heartBeats } = parseAll('\n\r\nSEND\r\ndestination:/a\r\n\r\nhi\0\n\n');
    expect(frames).toEqual([{ command: 'SEND', headers: { destination: '/a' }, body: 'hi' }]);
    expect(heartBeats).toBe(4);
  });

  it('uses content-length, so a body may hold NUL bytes, counted in UTF-8 bytes', () => {
    const { frames } = parseAll('SEND\ncontent-length:8\n\nд\0ж\0ы\0');
    expect(frames[0]?.body).toBe('д\0ж\0ы');
  });

  it('keeps the first of repeated headers and unescapes names and values', () => {
    const { frames } = parseAll('SEND\na\\cb:x\\ny\na\\cb:z\n\n\0');
    expect(frames[0]?.headers).toEqual({ 'a:b': 'x\ny' });
  });

  it('does not unescape CONNECT headers', () => {
    const { frames } = parseAll('CONNECT\nlogin:a\\b\nhost:h:1\n\n\0');
    expect(frames[0]?.headers).toEqual({ login: 'a\\b', host: 'h:1' });
  });

  it('reads frames split anywhere and several frames in one message', () => {
    const text = 'SEND\ndestination:/a\n\none\0SEND\ncontent-length:3\n\ntwo\0';
    for (let cut = 1; cut < text.length; cut += 1) {
      const { frames, error } = parseAll(text.slice(0, cut), text.slice(cut));
      expect(error).toBeNull();
      expect(frames.map((f) => f.body)).toEqual(['one', 'two']);
    }
  });

  it('a header named __proto__ is an ordinary header', () => {
    const { frames } = parseAll('SEND\n__proto__:x\n\n\0');
    expect(frames[0]?.headers['__proto__']).toBe('x');
  });

  it('round-trips encoded frames cut into arbitrary chunks (property)', () => {
    const headerText = fc.string({ maxLength: 12 }).filter((s) => !s.includes('\0'));
    const frame = fc.record({
      command: fc.constantFrom('MESSAGE' as const, 'RECEIPT' as const, 'ERROR' as const),
      headers: fc.dictionary(
        headerText.filter((s) => s.length > 0 && s !== 'content-length'),
        headerText,
        {
          maxKeys: 4,
        },
      ),
      body: fc.string({ maxLength: 40, unit: 'binary' }),
    });
    fc.assert(
      fc.property(fc.array(frame, { maxLength: 4 }), fc.array(fc.nat(), { maxLength: 6 }), (frames, cuts) => {
        const bytes = Buffer.from(
          frames.map((f) => encodeFrame(f.command, f.headers, f.body) + '\n').join(''),
        );
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...points].map((start, i) => bytes.subarray(start, points[i] ?? bytes.length));
        const result = parseAll(...chunks);
        expect(result.error).toBeNull();
        expect(result.heartBeats).toBe(frames.length);
        expect(result.frames.map((f) => ({ ...f, headers: withoutLength(f.headers) }))).toEqual(
          frames.map((f) => ({ command: f.command, headers: { ...f.headers }, body: f.body })),
        );
      }),
    );
  });
});

function withoutLength(headers: Readonly<Record<string, string>>): Record<string, string> {
  const copy: Record<string, string> = { ...headers };
  delete copy['content-length'];
  return copy;
}

describe('frame parser: malformed input', () => {
  it.each([
    ['lower-case command', 'send\n\n\0', 'malformed command line'],
    ['binary garbage', '\x01\x02\x03\n\n\0', 'malformed command line'],
    ['header without colon', 'SEND\nnocolon\n\n\0', 'malformed header line'],
    ['header with empty name', 'SEND\n:value\n\n\0', 'malformed header line'],
    ['undefined escape', 'SEND\na:\\t\n\n\0', 'undefined escape sequence in header'],
    ['negative content-length', 'SEND\ncontent-length:-1\n\n\0', 'malformed content-length'],
    ['non-numeric content-length', 'SEND\ncontent-length:ten\n\n\0', 'malformed content-length'],
    [
      'body longer than content-length',
      'SEND\ncontent-length:1\n\nabc\0',
      'frame body longer than content-length',
    ],
    ['CR alone between frames', '\rSEND\n\n\0', 'CR without LF between frames'],
    ['NUL before the command line ends', 'hello\0', 'NUL inside the frame headers'],
    ['NUL inside a header', 'SEND\na:b\0c\n\n\0', 'NUL inside the frame headers'],
    ['NUL before the blank line', 'SEND\na:b\n\0', 'NUL inside the frame headers'],
  ])('%s is an error', (_, input, message) => {
    expect(parseAll(input).error).toBe(message);
  });

  it('refuses too many headers', () => {
    const headers = Array.from({ length: 17 }, (_, i) => `h${i}:v\n`).join('');
    expect(parseAll(`SEND\n${headers}\n\0`).error).toBe('too many headers');
  });

  it('refuses a frame over the size limit, complete or still arriving', () => {
    expect(parseAll(`SEND\n\n${'x'.repeat(5000)}\0`).error).toBe('frame too large');
    expect(parseAll('SEND\n\n', 'x'.repeat(3000), 'x'.repeat(3000)).error).toBe('frame too large');
    expect(parseAll('SEND\ncontent-length:99999\n\n').error).toBe('frame too large');
    expect(parseAll('S'.repeat(5000)).error).toBe('frame too large');
  });

  it('keeps the frames before the error and stays failed after it', () => {
    const parser = createFrameParser(limits);
    const first = parser.push('SEND\n\n\0oops\n\n\0');
    expect(first.frames).toHaveLength(1);
    expect(first.error).toBe('malformed command line');
    expect(parser.push('SEND\n\n\0')).toEqual({ frames: [], heartBeats: 0, error: 'malformed command line' });
  });

  it('stays linear when a frame arrives one byte at a time', () => {
    const parser = createFrameParser({ maxFrameBytes: 64 * 1024, maxHeaders: 16 });
    const text = `SEND\ndestination:/a\n\n${'x'.repeat(60_000)}\0`;
    const started = performance.now();
    let frames = 0;
    for (const ch of text) frames += parser.push(ch).frames.length;
    expect(frames).toBe(1);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
