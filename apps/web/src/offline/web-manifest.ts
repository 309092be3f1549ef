import type { ManifestOptions } from 'vite-plugin-pwa';
import { palette } from '../theme/palette.ts';

/** The installed game's web manifest: Russian first (the game's default language), the game's colours and icons. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Дорога легенд · Road of Legends',
  short_name: 'Дорога легенд',
  description: 'Фэнтезийная ролевая игра / A fantasy role-playing game',
  lang: 'ru',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: palette.night,
  theme_color: palette.night,
  categories: ['games'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
