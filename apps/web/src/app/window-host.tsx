import { lazy, Suspense, type ComponentType } from 'react';
import { clientErrors } from '../api/api.ts';
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

/** Each overlay window is its own lazily loaded feature (docs/architecture.md, "Front end"); they meet only here. */
const WINDOWS: Record<WindowName, ComponentType<WindowProps>> = {
  settings: lazy(() => import('../features/settings/settings-window.tsx')),
  register: lazy(() => import('../features/account/register-window.tsx')),
  login: lazy(() => import('../features/account/login-window.tsx')),
  rename: lazy(() => import('../features/account/rename-window.tsx')),
  'mail-or-phone': lazy(() => import('../features/account/mail-or-phone-window.tsx')),
  password: lazy(() => import('../features/account/password-window.tsx')),
  'connection-lost': lazy(loadConnectionLost),
  reload: lazy(loadReload),
  update: lazy(() => import('../features/notices/update-window.tsx')),
  place: lazy(() => import('../features/road/place-window.tsx')),
  health: lazy(() => import('../features/health/health-window.tsx')),
  'everyday-reward': lazy(() => import('../features/everyday-reward/everyday-reward-window.tsx')),
  chat: lazy(() => import('../features/chat/chat-window.tsx')),
  mail: lazy(() => import('../features/mail/mail-window.tsx')),
  'battle-result': lazy(() => import('../features/battle/battle-result-window.tsx')),
  'battle-give-up': lazy(() => import('../features/battle/battle-give-up-window.tsx')),
  profile: lazy(() => import('../features/profile/profile-window.tsx')),
  'hero-shop': lazy(() => import('../features/hero-shop/hero-shop-window.tsx')),
  'goods-shop': lazy(() => import('../features/goods-shop/goods-shop-window.tsx')),
  backpack: lazy(() => import('../features/backpack/backpack-window.tsx')),
  forge: lazy(() => import('../features/forge/forge-window.tsx')),
  moderation: lazy(() => import('../features/moderation/moderation-window.tsx')),
  arena: lazy(() => import('../features/arena/arena-window.tsx')),
  rating: lazy(() => import('../features/rating/rating-window.tsx')),
  'player-profile': lazy(() => import('../features/player-profile/player-profile-window.tsx')),
  forum: lazy(() => import('../features/forum/forum-window.tsx')),
  gifts: lazy(() => import('../features/gifts/gifts-window.tsx')),
  notifications: lazy(() => import('../features/notifications/notifications-window.tsx')),
  manual: lazy(() => import('../features/manual/manual-window.tsx')),
  clan: lazy(() => import('../features/clan/clan-window.tsx')),
  tasks: lazy(() => import('../features/tasks/tasks-window.tsx')),
  'snow-world': lazy(() => import('../features/snow-world/snow-world-window.tsx')),
  monastery: lazy(() => import('../features/monastery/monastery-window.tsx')),
  boosters: lazy(() => import('../features/boosters/boosters-window.tsx')),
  wheel: lazy(() => import('../features/wheel/wheel-window.tsx')),
  'amulet-shop': lazy(() => import('../features/catalogue-shop/amulet-shop-window.tsx')),
  'portal-shop': lazy(() => import('../features/catalogue-shop/portal-shop-window.tsx')),
  'faction-shop': lazy(() => import('../features/catalogue-shop/faction-shop-window.tsx')),
  market: lazy(() => import('../features/catalogue-shop/market-window.tsx')),
  referral: lazy(() => import('../features/referral/referral-window.tsx')),
  'bonus-status': lazy(() => import('../features/bonus-status/bonus-status-window.tsx')),
  'news-editor': lazy(() => import('../features/news-editor/news-editor-window.tsx')),
  'rate-prompt': lazy(() => import('../features/rate-prompt/rate-prompt-window.tsx')),
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
            onError={(error) => {
              clientErrors.report(error);
              close(name);
            }}
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
