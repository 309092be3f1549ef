import { describe, expect, it } from 'vitest';
import { playerLangOf } from './player-lang.ts';

describe('playerLangOf', () => {
  it('reads ru and en in any case and region', () => {
    expect(playerLangOf('en')).toBe('EN');
    expect(playerLangOf('EN-gb')).toBe('EN');
    expect(playerLangOf('ru')).toBe('RU');
    expect(playerLangOf('RU')).toBe('RU');
    expect(playerLangOf('de')).toBeNull();
    expect(playerLangOf('')).toBeNull();
    expect(playerLangOf(undefined)).toBeNull();
  });
});
