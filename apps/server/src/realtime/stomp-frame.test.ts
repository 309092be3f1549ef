import { describe, expect, it } from 'vitest';
import { encodeFrame, escapeHeader, unescapeHeader } from './stomp-frame.ts';

describe('header escaping', () => {
  it('escapes backslash, CR, LF and colon', () => {
    expect(escapeHeader('a:b\nc\rd\\e')).toBe('a\\cb\\nc\\rd\\\\e');
  });

  it('undoes every defined escape', () => {
    expect(unescapeHeader('a\\cb\\nc\\rd\\\\e')).toBe('a:b\nc\rd\\e');
    expect(unescapeHeader('plain')).toBe('plain');
  });

  it('refuses undefined escapes and a trailing backslash', () => {
    expect(unescapeHeader('a\\tb')).toBeNull();
    expect(unescapeHeader('a\\')).toBeNull();
  });

  it('round-trips any text', () => {
    for (const text of ['', ':', '\\c', 'x\\\\n', 'ключ:значение\r\n']) {
      expect(unescapeHeader(escapeHeader(text))).toBe(text);
    }
  });
});

describe('encodeFrame', () => {
  it('writes command, escaped headers, content-length in bytes, body and NUL', () => {
    expect(encodeFrame('MESSAGE', { destination: '/topic/a:b' }, 'привет')).toBe(
      'MESSAGE\ndestination:/topic/a\\cb\ncontent-length:12\n\nпривет\0',
    );
  });

  it('leaves out content-length for an empty body', () => {
    expect(encodeFrame('RECEIPT', { 'receipt-id': '7' })).toBe('RECEIPT\nreceipt-id:7\n\n\0');
  });

  it('does not escape CONNECTED headers but never lets a line break through', () => {
    expect(encodeFrame('CONNECTED', { server: 'a:b\nc' })).toBe('CONNECTED\nserver:a:b c\n\n\0');
  });
});
