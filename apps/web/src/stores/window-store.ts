import { create } from 'zustand';

/** Every overlay window (§2). Each lives in its own feature folder; `app/window-host.tsx` maps names to them. */
export const WINDOW_NAMES = [
  'settings',
  'register',
  'login',
  'rename',
  'mail-or-phone',
  'password',
  'connection-lost',
  'reload',
  'update',
  'place',
  'health',
  'everyday-reward',
  'chat',
  'mail',
  'battle-result',
  'battle-give-up',
  'profile',
  'hero-shop',
  'goods-shop',
  'backpack',
  'forge',
  'moderation',
  'arena',
  'rating',
  'player-profile',
  'forum',
  'gifts',
  'notifications',
  'manual',
  'clan',
  'clan-page',
  'tasks',
  'snow-world',
  'monastery',
  'boosters',
  'wheel',
  'amulet-shop',
  'portal-shop',
  'faction-shop',
  'market',
  'referral',
  'bonus-status',
  'news-editor',
  'rate-prompt',
  'bank',
  'ya-accounts',
  'chests',
  'campaigns',
  'offers',
  'platform-gift',
  'clan-shop',
  'leave-game',
] as const;
export type WindowName = (typeof WINDOW_NAMES)[number];

/** What the window host gives every window component. */
export interface WindowProps {
  onClose: () => void;
}

interface WindowState {
  /** Open windows, the last one on top. */
  stack: WindowName[];
  open(name: WindowName): void;
  close(name: WindowName): void;
  closeAll(): void;
}

/** The one window manager: opening a window already open brings it to the top. */
export const useWindowStore = create<WindowState>()((set) => ({
  stack: [],
  open: (name) => set((state) => ({ stack: [...state.stack.filter((n) => n !== name), name] })),
  close: (name) => set((state) => ({ stack: state.stack.filter((n) => n !== name) })),
  closeAll: () => set({ stack: [] }),
}));

export const windowStore = useWindowStore;
