import { describe, expect, it, vi } from 'vitest';
import type { AdapterEnv, PurchasePack } from '../platform-adapter.ts';
import { replayUnconsumedPurchases } from '../purchase-replay.ts';
import { okAdapter } from './ok-adapter.ts';
import { vkAdapter } from './vk-adapter.ts';
import { yandexAdapter } from './yandex-adapter.ts';

const pack: PurchasePack = { id: 'gems_110', gems: 110, price: 9900, currency: 'RUB' };
const env = (global: Record<string, unknown>, search = ''): AdapterEnv => ({
  global,
  search,
  loadScript: () => Promise.reject(new Error('no network')),
});

function fakeYandex(
  purchase: () => Promise<{ signature?: string }>,
  list: unknown[] & { signature?: string },
  uniqueId = 'u1',
) {
  const payments = {
    purchase: vi.fn(purchase),
    getPurchases: vi.fn(async () => list),
    consumePurchase: vi.fn(async () => true),
  };
  const sdk = {
    getPlayer: async () => ({ signature: 's.d', getUniqueID: () => uniqueId }),
    getPayments: vi.fn(async () => payments),
    adv: { showFullscreenAdv: vi.fn(), showRewardedVideo: vi.fn() },
  };
  return { global: { YaGames: { init: async () => sdk } }, sdk, payments };
}

describe('purchases through the platform adapters', () => {
  it('Yandex: a signed purchase, a closed window as cancelled, consumes and the unconsumed list', async () => {
    const fake = fakeYandex(
      async () => ({ signature: 'receipt' }),
      Object.assign([{ token: 't1' }], { signature: 'list' }),
    );
    const adapter = yandexAdapter(env(fake.global));
    await adapter.ready();
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'signed', signature: 'receipt' });
    // The receipt names the buying Yandex account, the one the server holds for the player.
    expect(fake.payments.purchase).toHaveBeenCalledWith({ id: 'gems_110', developerPayload: 'ya:u1' });
    expect(fake.sdk.getPayments).toHaveBeenCalledWith({ signed: true });
    fake.payments.purchase.mockRejectedValueOnce(new Error('closed'));
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'cancelled' });
    const credit = vi.fn(async () => ({ tokens: ['t1'] }));
    expect(await replayUnconsumedPurchases(adapter, credit)).toBe(1);
    expect(credit).toHaveBeenCalledWith('list');
    expect(fake.payments.consumePurchase).toHaveBeenCalledWith('t1');
  });

  it('Yandex: without a unique id to name the buyer, no purchase dialog opens', async () => {
    const fake = fakeYandex(async () => ({ signature: 'receipt' }), [], '');
    const adapter = yandexAdapter(env(fake.global));
    await adapter.ready();
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
    expect(fake.payments.purchase).not.toHaveBeenCalled();
  });

  it('Yandex: nothing unconsumed sends nothing; a refused credit consumes nothing', async () => {
    const empty = fakeYandex(async () => ({}), Object.assign([], { signature: 'list' }));
    const adapter = yandexAdapter(env(empty.global));
    await adapter.ready();
    const credit = vi.fn(async () => ({ tokens: [] }));
    expect(await replayUnconsumedPurchases(adapter, credit)).toBe(0);
    expect(credit).not.toHaveBeenCalled();
    const held = fakeYandex(async () => ({}), Object.assign([{ token: 't9' }], { signature: 'list' }));
    const other = yandexAdapter(env(held.global));
    await other.ready();
    await expect(
      replayUnconsumedPurchases(other, () => Promise.reject(new Error('refused'))),
    ).rejects.toThrow();
    expect(held.payments.consumePurchase).not.toHaveBeenCalled();
  });

  it("VK: the order box for the pack; VK's code 4 is a cancel, other errors a failure", async () => {
    const send = vi.fn(async (method: string): Promise<Record<string, unknown>> =>
      method === 'VKWebAppShowOrderBox' ? { success: true } : { result: true },
    );
    const adapter = vkAdapter(env({ vkBridge: { send } }, '?vk_user_id=1&sign=x'));
    await adapter.ready();
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'confirmed' });
    expect(send).toHaveBeenCalledWith('VKWebAppShowOrderBox', { type: 'item', item: 'gems_110' });
    send.mockRejectedValueOnce({ error_type: 'client_error', error_data: { error_code: 4 } });
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'cancelled' });
    send.mockRejectedValueOnce({ error_type: 'client_error', error_data: { error_code: 1 } });
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
  });

  it('OK: the payment window in OKs; its answer through API_callback', async () => {
    const global: Record<string, unknown> = {};
    let verdict: [string, string] = ['ok', ''];
    const showPayment = vi.fn(() =>
      (global.API_callback as (m: string, r: string, d: string) => void)('showPayment', ...verdict),
    );
    global.FAPI = {
      init: (_s: string, _c: string, ok: () => void) => ok(),
      Util: { getRequestParameters: () => ({}) },
      UI: { showAd: vi.fn(), loadAd: vi.fn(), showLoadedAd: vi.fn(), showPayment },
    };
    const adapter = okAdapter(env(global));
    await adapter.ready();
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'confirmed' });
    expect(showPayment).toHaveBeenCalledWith('110 💎', '110 💎', 'gems_110', 99, null, null, 'ok', 'true');
    verdict = ['error', 'cancel'];
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'cancelled' });
    verdict = ['error', 'payment failed'];
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
    expect(await adapter.purchase?.({ ...pack, currency: 'USD' })).toEqual({ outcome: 'failed' });
  });
});
