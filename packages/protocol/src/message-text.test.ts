import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX } from './message-dto.ts';
import { checkMessageText, hasPicture, readMessageText, textLength } from './message-text.ts';

const problem = (text: string) => {
  const check = checkMessageText(text);
  return check.ok ? null : check.problem;
};

describe('checkMessageText', () => {
  it('trims, refuses blank and counts code points up to the limit', () => {
    expect(checkMessageText('  hi \n')).toEqual({ ok: true, value: { kind: 'plain', text: 'hi' } });
    expect(problem(' \t\n')).toBe('TEXT_EMPTY');
    expect(problem('a'.repeat(CHAT_TEXT_MAX))).toBeNull();
    expect(problem('a'.repeat(CHAT_TEXT_MAX + 1))).toBe('TEXT_TOO_LONG');
    expect(textLength('😀😀')).toBe(2);
    expect(problem('😀'.repeat(CHAT_TEXT_MAX))).toBeNull();
    expect(checkMessageText('abcd', 3)).toEqual({ ok: false, problem: 'TEXT_TOO_LONG' });
  });

  it('reads the forwarded and smiley markers and refuses broken ones', () => {
    expect(checkMessageText('[fwd]Anna Lee: good luck!')).toEqual({
      ok: true,
      value: { kind: 'forward', text: '[fwd]Anna Lee: good luck!', author: 'Anna Lee', quoted: 'good luck!' },
    });
    expect(checkMessageText('[smile]7')).toEqual({
      ok: true,
      value: { kind: 'smiley', text: '[smile]7', smiley: 7 },
    });
    for (const text of [
      '[fwd]',
      '[fwd]Anna',
      '[fwd]Anna:  ',
      '[fwd]<b>: x',
      '[smile]',
      '[smile]07',
      '[smile]25',
      '[smile]1 hi',
    ])
      expect(problem(text), text).toBe('MESSAGE_FORMAT_INVALID');
    expect(problem('not a [fwd] marker')).toBeNull();
  });

  it('refuses pictures, not links', () => {
    for (const text of [
      'data:image/gif;base64,R0lGOD',
      'x <IMG SRC=a>',
      '[IMG]a[/IMG]',
      '![](a)',
      'http://a.b/c/d.webp',
      'https://a.b/c.svg?x=1',
      'go to www.a.b/pic.jpg.',
      '(see http://a.b/x.gif)',
    ])
      expect(hasPicture(text), text).toBe(true);
    for (const text of [
      'http://a.b/c',
      'https://a.b/png',
      'photo.png',
      'http://a.b/x.pngs',
      'http://a.b/x.png.html',
      'my [image]',
    ])
      expect(hasPicture(text), text).toBe(false);
    expect(problem('look http://a.b/c.png')).toBe('PICTURES_NOT_SUPPORTED');
  });

  it('reads any stored text for display', () => {
    expect(readMessageText('[smile]99')).toEqual({ kind: 'plain', text: '[smile]99' });
    expect(readMessageText('[smile]3')).toMatchObject({ kind: 'smiley', smiley: 3 });
  });
});
