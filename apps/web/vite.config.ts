import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
    // Phaser alone is ~1.3 MB minified; it lives in its own lazily loaded chunk.
    chunkSizeWarningLimit: 1600,
  },
});
