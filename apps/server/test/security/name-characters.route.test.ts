import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clanPlayer } from '../clans/clan-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * Names are judged as they look: full-width and other compatibility forms are folded (NFKC)
 * before the staff-word and look-alike checks, and no name holds an invisible or
 * direction-changing character (a right-to-left override, a zero-width space, a Hangul filler).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (name: string) =>
  t.post('/api/security/register', { name, password: 'secret-123', agreement: true, cookies: true });
const createClan = async (name: string) => {
  const who = await clanPlayer(t);
  return t.post('/api/clan/create', { name }, { token: who.token });
};

describe('player nicknames', () => {
  it('fold full-width and other compatibility letters before the staff words', async () => {
    for (const name of ['Ａｄｍｉｎ', 'ａｄｍｉｎ', 'ＳＵＰＰＯＲＴ', 'ᴬᵈᵐⁱⁿ', 'Ｍｏｄｅｒａｔｏｒ_7'])
      expectRefusal(await register(name), 400, 'NICKNAME_RESERVED');
  });

  it('fold them before the look-alike check', async () => {
    await t.player('Dobrynya');
    expectRefusal(await register('ｄｏｂｒｙｎｙａ'), 409, 'NICKNAME_LOOKALIKE');
  });

  it('hold no invisible or direction-changing character', async () => {
    for (const name of ['Vasya\u202Eevil', 'Va\u200Bsya', 'Va\u3164sya', '\u115FVasya', 'Va\u2066sya\u2069', 'Vas\u00ADya'])
      expectRefusal(await register(name), 400, 'NICKNAME_INVALID');
  });
});

describe('clan names', () => {
  it('hold no invisible or direction-changing character', async () => {
    for (const name of ['Wolves\u202Eevil', 'Wol\u200Bves', 'Wolves\u2067', 'Wol\u3164ves', '\uFEFFWolves of'])
      expectRefusal(await createClan(name), 400, 'CLAN_NAME_INVALID');
    const fine = await createClan('Волки Севера 7');
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
