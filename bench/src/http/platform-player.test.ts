import { describe, expect, it } from 'vitest';
import { verifyOkLaunchParams, verifyOkSig } from '../../../apps/server/src/platforms/ok-signature.ts';
import { verifyYandexPlayer, yandexPurchases } from '../../../apps/server/src/platforms/yandex-signature.ts';
import { okCallback, okLaunch, PLATFORM_SECRETS, yandexSigned } from './platform-player.ts';

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
});
