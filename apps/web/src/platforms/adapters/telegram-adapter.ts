import { telegramAuthenticateRoute } from '@rol/protocol/platform-routes';
import { sdkGlobal, type AdapterFactory } from '../platform-adapter.ts';

/** The part of `Telegram.WebApp` the game uses. */
interface TelegramWebApp {
  initData: string;
  initDataUnsafe?: { user?: { id?: number } };
  ready(): void;
}

const SDK_URL = 'https://telegram.org/js/telegram-web-app.js';

/** Telegram Mini App: signs in with the raw initData; Telegram has no ads and no account switch inside the app. */
export const telegramAdapter: AdapterFactory = (env) => {
  let app: TelegramWebApp | null = null;
  return {
    family: 'tg',
    async ready() {
      const telegram = await sdkGlobal<{ WebApp: TelegramWebApp }>(env, 'Telegram', SDK_URL);
      app = telegram.WebApp;
      app.ready();
    },
    async signInCall(lang) {
      if (!app || app.initData === '') return null;
      return { route: telegramAuthenticateRoute, body: { initData: app.initData, lang } };
    },
    ids() {
      const id = app?.initDataUnsafe?.user?.id;
      return id === undefined ? {} : { tg_user_id: String(id) };
    },
    showAd: async () => false,
    watchAccount: () => () => undefined,
  };
};
