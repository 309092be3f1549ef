import { describe, expect, it } from 'vitest';
import { verifyOkLaunchParams, verifyOkSig } from '../../../apps/server/src/platforms/ok-signature.ts';
import { verifyTelegramInitData } from '../../../apps/server/src/platforms/telegram-init-data.ts';
import { verifyYandexPlayer, yandexPurchases } from '../../../apps/server/src/platforms/yandex-signature.ts';
import { familyOf, PLATFORM_CALLS, PLATFORM_FAMILIES } from './platform-player.ts';
import { okCallback, okLaunch, PLATFORM_SECRETS, telegramInitData, yandexSigned } from './platform-proofs.ts';

describe('the platforms round signs as the platforms do', () => {
  it('makes Yandex signatures the server accepts, for a player and for purchases', () => {
    const nowS = 1_700_000_000;
    const player = yandexSigned({ uniqueID: 'u1', publicName: 'Bench', lang: 'en' }, nowS);
    expect(verifyYandexPlayer(player, PLATFORM_SECRETS.yandex, nowS * 1000, 60).userId).toBe('u1');
    const purchase = { token: 'bench-1-1', product: { id: 'gems_50', price: { code: 'YAN', value: '49' } } };
    expect(yandexPurchases(yandexSigned([purchase], nowS), PLATFORM_SECRETS.yandex)).toEqual([
      { token: 'bench-1-1', productId: 'gems_50', developerPayload: null },
    ]);
    expect(() => yandexPurchases(yandexSigned(purchase, nowS), 'another secret')).toThrow();
  });

  it("makes OK's launch auth_sig and callback sig the server accepts", () => {
    expect(verifyOkLaunchParams(okLaunch('900000001', 'sk-1'), PLATFORM_SECRETS.ok).userId).toBe('900000001');
    const query = new URLSearchParams(okCallback({ amount: '49', product_code: 'gems_50', uid: '900000001' }));
    expect(() => verifyOkSig(new Map(query), PLATFORM_SECRETS.ok)).not.toThrow();
    query.set('amount', '1');
    expect(() => verifyOkSig(new Map(query), PLATFORM_SECRETS.ok)).toThrow();
  });

  it("makes Telegram initData the server accepts with the bot token, a new proof each launch", () => {
    const token = '7000000001:bench-token';
    const nowS = 1_700_000_000;
    const user = { id: 700_000_002, first_name: 'Bench', language_code: 'en' };
    const first = telegramInitData(user, 'q-1', nowS, token);
    expect(verifyTelegramInitData(first, token, nowS * 1000, 60)).toMatchObject({
      source: 'tg',
      userId: '700000002',
      name: 'Bench',
      lang: 'en',
    });
    const second = verifyTelegramInitData(telegramInitData(user, 'q-2', nowS, token), token, nowS * 1000, 60);
    expect(second.proofKey).not.toBe(verifyTelegramInitData(first, token, nowS * 1000, 60).proofKey);
    expect(() => verifyTelegramInitData(first, '7000000001:another', nowS * 1000, 60)).toThrow();
    expect(() => verifyTelegramInitData(first.replace('q-1', 'q-9'), token, nowS * 1000, 60)).toThrow();
  });

  it('spreads the players over the five platforms, every call of theirs listed', () => {
    expect(Array.from({ length: 10 }, (_, id) => familyOf(id + 100))).toEqual([
      ...PLATFORM_FAMILIES,
      ...PLATFORM_FAMILIES,
    ]);
    expect(new Set(PLATFORM_CALLS).size).toBe(PLATFORM_CALLS.length);
  });
});
