import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/offline/web-manifest.ts';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';
const here = dirname(fileURLToPath(import.meta.url));
const phaserSrc = join(dirname(createRequire(import.meta.url).resolve('phaser/package.json')), 'src');

// Phaser's build flags, as its own webpack builds set them: both renderers, no debug capture, no
// Phaser sound (the game's sound is synthesized: docs/architecture.md, "Art and sound"), no 3D camera or Facebook plugins.
const PHASER_FLAGS = {
  'typeof CANVAS_RENDERER': 'true',
  'typeof WEBGL_RENDERER': 'true',
  'typeof WEBGL_DEBUG': 'false',
  'typeof EXPERIMENTAL': 'false',
  'typeof FEATURE_SOUND': 'false',
  'typeof PLUGIN_CAMERA3D': 'false',
  'typeof PLUGIN_FBINSTANT': 'false',
};

export default defineConfig({
  plugins: [
    react(),
    // The installable game: web manifest, icons (public/icons) and the service worker
    // (src/offline/service-worker.ts) precaching the build's files. docs/operations.md.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/offline',
      filename: 'service-worker.ts',
      // Registered by the app once the game has started (src/offline/register-service-worker.ts):
      // its downloads never compete with the first start.
      injectRegister: false,
      manifest: webManifest,
      includeAssets: [],
      injectManifest: {
        // The build's scripts, styles, fonts with Cyrillic or Latin letters, icons; not the page's
        // other fonts (Greek, Vietnamese, …) that a browser never asks for.
        globPatterns: ['**/*.{js,css,html,png,svg}', 'assets/*-{cyrillic,latin}-*.woff2'],
        globIgnores: ['sw.js', 'registerSW.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      // The game's own Phaser build (src/game/phaser-build.ts) from Phaser's sources, not the whole
      // prebuilt framework: about 40 % fewer bytes in the game chunk.
      { find: /^phaser$/, replacement: join(here, 'src/game/phaser-build.ts') },
      { find: /^phaser-src\//, replacement: `${phaserSrc}/` },
    ],
  },
  define: PHASER_FLAGS,
  // The dev server pre-bundles Phaser's sources; the flags must hold there too.
  optimizeDeps: { rolldownOptions: { transform: { define: PHASER_FLAGS } } },
  server: {
    port: 5173,
    proxy: {
      '/api/websocket': { target: apiTarget, ws: true, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api/websocket': { target: apiTarget, ws: true, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The game chunk (Phaser's build) is ~0.8 MB minified; it lives in its own lazily loaded chunk.
    chunkSizeWarningLimit: 900,
  },
});
