import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installErrorReporting, installGameBridge } from './app/game-bridge.ts';
import { installRealtime } from './app/realtime-bridge.ts';
import { softwareRenderer } from './display/renderer-probe.ts';
import { installViewportWatcher } from './display/viewport-watcher.ts';
import { setUiLang } from './i18n/instance.ts';
import { initialUiLang } from './launch/launch.ts';
import { loadLog, installLoadLifecycle } from './loading/loading-runtime.ts';
import { registerServiceWorkerAfterStart } from './offline/register-service-worker.ts';
import { bootPlatform } from './platforms/platform-boot.ts';
import { applyPaletteToDocument } from './theme/apply-palette.ts';
import './theme/global.css';

loadLog.step('preboot');
applyPaletteToDocument();
document.documentElement.lang = initialUiLang;
// A CPU rasterizer: endless decorative CSS loops play once (theme/global.css).
if (softwareRenderer()) document.documentElement.dataset.renderer = 'software';
installErrorReporting();
installGameBridge();
installRealtime();
installLoadLifecycle();
installViewportWatcher();
// The installable game's offline start (a production build only: the dev server has no worker).
if (import.meta.env.PROD) registerServiceWorkerAfterStart();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
// English texts are their own chunk: the first render waits for them when the page starts in English
// (if they fail to load, it starts in Russian).
// §4: on a host platform its player signs in before the player is fetched (5 s for its SDK).
void Promise.all([
  setUiLang(initialUiLang).catch((error: unknown) =>
    console.error('interface language failed to load', error),
  ),
  bootPlatform(initialUiLang).catch((error: unknown) => console.error('platform start failed', error)),
]).finally(() => createRoot(root).render(<App />));
