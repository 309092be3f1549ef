import type { AdapterFactory, PlatformFamily } from './platform-adapter.ts';

/** Each adapter is its own chunk, loaded only on its platform. */
const LOADERS: Record<PlatformFamily, () => Promise<AdapterFactory>> = {
  tg: () => import('./adapters/telegram-adapter.ts').then((m) => m.telegramAdapter),
  ya: () => import('./adapters/yandex-adapter.ts').then((m) => m.yandexAdapter),
  vk: () => import('./adapters/vk-adapter.ts').then((m) => m.vkAdapter),
  ok: () => import('./adapters/ok-adapter.ts').then((m) => m.okAdapter),
  crazygames: () => import('./adapters/crazygames-adapter.ts').then((m) => m.crazyGamesAdapter),
  kong: () => import('./adapters/kongregate-adapter.ts').then((m) => m.kongregateAdapter),
  mystore: () => import('./adapters/mystore-adapter.ts').then((m) => m.mystoreAdapter),
  gp: () => import('./adapters/gamepush-adapter.ts').then((m) => m.gamePushAdapter),
  foto: () => import('./adapters/foto-adapter.ts').then((m) => m.fotoAdapter),
  rustore: () => import('./adapters/rustore-adapter.ts').then((m) => m.ruStoreAdapter),
  mail: () => import('./adapters/mail-adapter.ts').then((m) => m.mailAdapter),
  google: () => import('./adapters/google-adapter.ts').then((m) => m.googleAdapter),
  exe: () => import('./adapters/partner-adapter.ts').then((m) => m.exeAdapter),
  beeline: () => import('./adapters/partner-adapter.ts').then((m) => m.beelineAdapter),
};

export function loadAdapterFactory(family: PlatformFamily): Promise<AdapterFactory> {
  return LOADERS[family]();
}
