import { describe, expect, it } from 'vitest';
import { registerTrialBody } from './choose-character.ts';

describe('registerTrialBody', () => {
  it('carries every §7 field and the choice in wire form', () => {
    expect(
      registerTrialBody({ character: 'ranger', gender: 'female', companion: 'dryad' }, 'en', { sw: 390, sh: 844, cw: 390, ch: 844 }, 'hw', 'friend1', 'localhost'),
    ).toEqual({
      characterAndCompanion: 'ranger:female:dryad',
      domain: 'localhost',
      lang: 'en',
      sw: 390,
      sh: 844,
      cw: 390,
      ch: 844,
      frontVersion: 631,
      h_session: 'hw',
      ref: 'friend1',
    });
  });

  it('leaves ref out when the address has none', () => {
    const body = registerTrialBody({ character: 'knight', gender: 'male', companion: 'wolf' }, 'ru', { sw: 1, sh: 1, cw: 1, ch: 1 }, 'hw', null, 'x');
    expect(body).not.toHaveProperty('ref');
  });
});
