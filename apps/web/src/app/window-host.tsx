import { lazy, Suspense, type ComponentType } from 'react';
import { clientErrors } from '../api/api.ts';
import { reloadRoutine } from '../api/reload.ts';
import { useReloadReasonStore } from '../stores/reload-reason-store.ts';
import { isChunkLoadError, loadChunk } from './chunk-load.ts';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { useWindowStore, type WindowName, type WindowProps } from '../stores/window-store.ts';

const loadConnectionLost = () => import('../features/notices/connection-lost-window.tsx');
const loadReload = () => import('../features/notices/reload-window.tsx');

/**
 * Loads the connection-lost and reload pages ahead of need: they show when the server (and so
 * every chunk) may be out of reach. Called once the player is set.
 */
export function preloadOfflinePages(): void {
  for (const load of [loadConnectionLost, loadReload]) load().catch(() => undefined);
}

/** A window's chunk, loaded lazily: a lost download fails with a ChunkLoadError (app/chunk-load.ts). */
const chunk = (name: WindowName, load: () => Promise<{ default: ComponentType<WindowProps> }>) =>
  lazy(() => loadChunk(name, load));

/**
 * A window that failed: its error is logged (within the page's client errors) and it closes; a
 * window whose download was lost opens the reload page instead of leaving the screen as it was.
 */
function windowFailed(name: WindowName, error: unknown, close: (name: WindowName) => void): void {
  clientErrors.report(error);
  close(name);
  if (isChunkLoadError(error) && name !== 'reload') {
    useReloadReasonStore.setState({ reason: 'download' });
    reloadRoutine(error.message);
  }
}

/** Each overlay window is its own lazily loaded feature (docs/architecture.md, "Front end"); they meet only here. */
const WINDOWS: Record<WindowName, ComponentType<WindowProps>> = {
  settings: chunk('settings', () => import('../features/settings/settings-window.tsx')),
  register: chunk('register', () => import('../features/account/register-window.tsx')),
  login: chunk('login', () => import('../features/account/login-window.tsx')),
  rename: chunk('rename', () => import('../features/account/rename-window.tsx')),
  'mail-or-phone': chunk('mail-or-phone', () => import('../features/account/mail-or-phone-window.tsx')),
  password: chunk('password', () => import('../features/account/password-window.tsx')),
  'connection-lost': chunk('connection-lost', loadConnectionLost),
  reload: chunk('reload', loadReload),
  update: chunk('update', () => import('../features/notices/update-window.tsx')),
  place: chunk('place', () => import('../features/road/place-window.tsx')),
  health: chunk('health', () => import('../features/health/health-window.tsx')),
  'everyday-reward': chunk('everyday-reward', () => import('../features/everyday-reward/everyday-reward-window.tsx')),
  chat: chunk('chat', () => import('../features/chat/chat-window.tsx')),
  mail: chunk('mail', () => import('../features/mail/mail-window.tsx')),
  'battle-result': chunk('battle-result', () => import('../features/battle/battle-result-window.tsx')),
  'battle-give-up': chunk('battle-give-up', () => import('../features/battle/battle-give-up-window.tsx')),
  profile: chunk('profile', () => import('../features/profile/profile-window.tsx')),
  'hero-shop': chunk('hero-shop', () => import('../features/hero-shop/hero-shop-window.tsx')),
  'goods-shop': chunk('goods-shop', () => import('../features/goods-shop/goods-shop-window.tsx')),
  backpack: chunk('backpack', () => import('../features/backpack/backpack-window.tsx')),
  forge: chunk('forge', () => import('../features/forge/forge-window.tsx')),
  moderation: chunk('moderation', () => import('../features/moderation/moderation-window.tsx')),
  arena: chunk('arena', () => import('../features/arena/arena-window.tsx')),
  rating: chunk('rating', () => import('../features/rating/rating-window.tsx')),
  'player-profile': chunk('player-profile', () => import('../features/player-profile/player-profile-window.tsx')),
  forum: chunk('forum', () => import('../features/forum/forum-window.tsx')),
  gifts: chunk('gifts', () => import('../features/gifts/gifts-window.tsx')),
  notifications: chunk('notifications', () => import('../features/notifications/notifications-window.tsx')),
  manual: chunk('manual', () => import('../features/manual/manual-window.tsx')),
  clan: chunk('clan', () => import('../features/clan/clan-window.tsx')),
  'clan-page': chunk('clan-page', () => import('../features/clan/clan-page-window.tsx')),
  tasks: chunk('tasks', () => import('../features/tasks/tasks-window.tsx')),
  'snow-world': chunk('snow-world', () => import('../features/snow-world/snow-world-window.tsx')),
  monastery: chunk('monastery', () => import('../features/monastery/monastery-window.tsx')),
  boosters: chunk('boosters', () => import('../features/boosters/boosters-window.tsx')),
  wheel: chunk('wheel', () => import('../features/wheel/wheel-window.tsx')),
  'news-editor': chunk('news-editor', () => import('../features/news-editor/news-editor-window.tsx')),
  'rate-prompt': chunk('rate-prompt', () => import('../features/rate-prompt/rate-prompt-window.tsx')),
  bank: chunk('bank', () => import('../features/bank/bank-window.tsx')),
  'ya-accounts': chunk('ya-accounts', () => import('../features/platform-accounts/yandex-accounts-window.tsx')),
  'amulet-shop': chunk('amulet-shop', () => import('../features/catalogue-shop/amulet-shop-window.tsx')),
  'portal-shop': chunk('portal-shop', () => import('../features/catalogue-shop/portal-shop-window.tsx')),
  'faction-shop': chunk('faction-shop', () => import('../features/catalogue-shop/faction-shop-window.tsx')),
  market: chunk('market', () => import('../features/catalogue-shop/market-window.tsx')),
  referral: chunk('referral', () => import('../features/referral/referral-window.tsx')),
  'bonus-status': chunk('bonus-status', () => import('../features/bonus-status/bonus-status-window.tsx')),
  chests: chunk('chests', () => import('../features/chests/chests-window.tsx')),
  campaigns: chunk('campaigns', () => import('../features/campaigns/campaigns-window.tsx')),
  offers: chunk('offers', () => import('../features/offers/offers-window.tsx')),
  'platform-gift': chunk('platform-gift', () => import('../features/platform-gift/platform-gift-window.tsx')),
  'clan-shop': chunk('clan-shop', () => import('../features/catalogue-shop/clan-shop-window.tsx')),
  'leave-game': chunk('leave-game', () => import('../features/leave-game/leave-game-window.tsx')),
};

/** Renders the open windows, the last opened on top. */
export function WindowHost() {
  const stack = useWindowStore((s) => s.stack);
  const close = useWindowStore((s) => s.close);
  return (
    <>
      {stack.map((name) => {
        const Window = WINDOWS[name];
        return (
          <ErrorBoundary
            key={name}
            onError={(error) => windowFailed(name, error, close)}
          >
            <Suspense fallback={null}>
              <Window onClose={() => close(name)} />
            </Suspense>
          </ErrorBoundary>
        );
      })}
    </>
  );
}
