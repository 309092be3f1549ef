import { describe, expect, it } from 'vitest';
import { composerState } from './composer.ts';

describe('composer', () => {
  it('counts characters as the server does and allows a good text', () => {
    expect(composerState('  привет  ', 1000)).toEqual({ length: 6, max: 1000, over: false, problem: null, canSend: true });
    expect(composerState('🐉🐉', 1000).length).toBe(2);
  });

  it('refuses an empty text without calling it an error of the player', () => {
    expect(composerState('   ', 1000)).toMatchObject({ canSend: false, problem: 'TEXT_EMPTY', over: false });
  });

  it('flags a text over the limit (§5: 1000)', () => {
    expect(composerState('a'.repeat(1000), 1000)).toMatchObject({ canSend: true, over: false });
    expect(composerState('a'.repeat(1001), 1000)).toMatchObject({ canSend: false, over: true, problem: 'TEXT_TOO_LONG' });
  });

  it('flags pictures (§5: not supported in chat)', () => {
    expect(composerState('look https://x.example/cat.png', 1000)).toMatchObject({ canSend: false, problem: 'PICTURES_NOT_SUPPORTED' });
  });
});
