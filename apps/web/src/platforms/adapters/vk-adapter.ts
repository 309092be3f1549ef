import { launchAuthenticateRoute } from '@rol/protocol/platform-routes';
import { sdkGlobal, type AdapterFactory } from '../platform-adapter.ts';

/** The part of VK Bridge the game uses. */
interface VkBridge {
  send(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

const SDK_URL = 'https://unpkg.com/@vkontakte/vk-bridge/dist/browser.min.js';

/** VK Bridge's refusal: `error_data.error_code` 4 is the player closing the dialog. */
function vkCancelled(error: unknown): boolean {
  const data = (error as { error_data?: { error_code?: unknown } } | null)?.error_data;
  return data?.error_code === 4;
}

/**
 * VK Mini App: signs in with the page's signed launch parameters; ads through VK Bridge. A purchase
 * is VK's order box for the pack (`item` = the pack id): VK asks our server for the item and
 * confirms the order to it by its payment notifications before the box answers success.
 */
export const vkAdapter: AdapterFactory = (env) => {
  let bridge: VkBridge | null = null;
  return {
    family: 'vk',
    async ready() {
      bridge = await sdkGlobal<VkBridge>(env, 'vkBridge', SDK_URL);
      await bridge.send('VKWebAppInit');
    },
    async signInCall(lang) {
      const params = env.search.replace(/^\?/, '');
      if (!new URLSearchParams(params).has('sign')) return null;
      return { route: launchAuthenticateRoute, body: { source: 'vk', params, lang } };
    },
    ids: () => ({}),
    async showAd(kind) {
      if (!bridge) return false;
      try {
        const answer = await bridge.send('VKWebAppShowNativeAds', {
          ad_format: kind === 'rewarded' ? 'reward' : 'interstitial',
        });
        return answer.result === true;
      } catch {
        return false;
      }
    },
    watchAccount: () => () => undefined,
    async purchase(pack) {
      if (!bridge) return { outcome: 'failed' };
      try {
        const answer = await bridge.send('VKWebAppShowOrderBox', { type: 'item', item: pack.id });
        return answer.success === true ? { outcome: 'confirmed' } : { outcome: 'failed' };
      } catch (error) {
        return { outcome: vkCancelled(error) ? 'cancelled' : 'failed' };
      }
    },
  };
};
