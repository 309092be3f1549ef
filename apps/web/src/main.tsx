import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installErrorReporting, installGameBridge } from './app/game-bridge.ts';
import { installRealtime } from './app/realtime-bridge.ts';
import { installViewportWatcher } from './display/viewport-watcher.ts';
import { initialUiLang } from './launch/launch.ts';
import { loadLog, installLoadLifecycle } from './loading/loading-runtime.ts';
import { applyPaletteToDocument } from './theme/apply-palette.ts';
import './theme/global.css';

loadLog.step('preboot');
applyPaletteToDocument();
document.documentElement.lang = initialUiLang;
installErrorReporting();
installGameBridge();
installRealtime();
installLoadLifecycle();
installViewportWatcher();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(<App />);
