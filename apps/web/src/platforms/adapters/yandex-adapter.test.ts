import { describe, expect, it, vi } from 'vitest';
import { localStore } from '../../storage/local-store.ts';
import { chooserMayOpen, CHOOSER_QUIET_MS, earlierYandexSignatures } from '../yandex-signatures.ts';
import { yandexAdapter } from './yandex-adapter.ts';

/** A fake Yandex Games SDK: no network. */
function fakeYaGames(signature: string) {
  const showRewardedVideo = vi.fn((o: { callbacks: { onRewarded(): void; onClose(): void } }) => {
    o.callbacks.onRewarded();
    o.callbacks.onClose();
  });
  const sdk = {
    getPlayer: vi.fn(async () => ({ signature, getUniqueID: () => 'uid-1' })),
    features: { LoadingAPI: { ready: vi.fn() } },
    adv: {
      showFullscreenAdv: vi.fn((o: { callbacks: { onClose(shown: boolean): void } }) =>
        o.callbacks.onClose(true),
      ),
      showRewardedVideo,
    },
  };
  return { YaGames: { init: async () => sdk }, sdk };
}

describe('yandexAdapter', () => {
  it('signs in with the signed player, sends the unique id as a hint and keeps the signature for the chooser', async () => {
    localStore.setPlatformIds(['older']);
    const { YaGames, sdk } = fakeYaGames('sig.data');
    const adapter = yandexAdapter({
      global: { YaGames },
      search: '',
      loadScript: () => Promise.reject(new Error('no network')),
    });
    await adapter.ready();
    expect(sdk.getPlayer).toHaveBeenCalledWith({ signed: true });
    expect(sdk.features.LoadingAPI.ready).toHaveBeenCalled();
    const call = await adapter.signInCall('ru');
    expect(call?.route.path).toBe('/api/integration/ya/authenticate');
    expect(call?.body).toEqual({ signature: 'sig.data', uniqueIds: 'uid-1', lang: 'ru' });
    expect(adapter.ids()).toEqual({ ya_unique_id: 'uid-1' });
    if (call) adapter.signedIn?.(call);
    expect(localStore.platformIds()).toEqual(['sig.data', 'older']);
    expect(earlierYandexSignatures('sig.data')).toEqual(['older']);
    expect(await adapter.showAd('rewarded')).toBe(true);
    expect(await adapter.showAd('interstitial')).toBe(true);
  });

  it('offers the chooser until the device remapped, and not for a week after it was declined', () => {
    localStore.setRemapUsed(false);
    localStore.setChooseRejectedAt(null);
    expect(chooserMayOpen(1_000_000)).toBe(true);
    localStore.setChooseRejectedAt(1_000_000);
    expect(chooserMayOpen(1_000_000 + CHOOSER_QUIET_MS - 1)).toBe(false);
    expect(chooserMayOpen(1_000_000 + CHOOSER_QUIET_MS)).toBe(true);
    localStore.setRemapUsed(true);
    expect(chooserMayOpen(1_000_000 + CHOOSER_QUIET_MS)).toBe(false);
  });
});
