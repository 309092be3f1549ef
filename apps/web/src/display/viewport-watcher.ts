import { create } from 'zustand';
import { RESIZE_CHECK_MS, RESIZE_DEBOUNCE_MS, type Viewport } from './display-layout.ts';

function readViewport(): Viewport {
  return { width: globalThis.innerWidth || 600, height: globalThis.innerHeight || 840 };
}

/** The viewport size, updated after resizes settle. */
export const useViewport = create<Viewport>()(() => readViewport());

/**
 * §9: resize events are debounced by 250 ms, and a check every 500 ms catches size changes some
 * mobile browsers never announce (rotation, toolbars).
 */
export function installViewportWatcher(): () => void {
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    const next = readViewport();
    const current = useViewport.getState();
    if (next.width !== current.width || next.height !== current.height) useViewport.setState(next, true);
  };
  const onResize = () => {
    clearTimeout(debounce);
    debounce = setTimeout(update, RESIZE_DEBOUNCE_MS);
  };
  const check = setInterval(update, RESIZE_CHECK_MS);
  globalThis.addEventListener('resize', onResize);
  globalThis.addEventListener('orientationchange', onResize);
  return () => {
    clearTimeout(debounce);
    clearInterval(check);
    globalThis.removeEventListener('resize', onResize);
    globalThis.removeEventListener('orientationchange', onResize);
  };
}

/** The JS heap limit in MB where the browser tells it (Chromium), else null. */
export function heapLimitMb(): number | null {
  const memory = (globalThis.performance as Performance & { memory?: { jsHeapSizeLimit?: number } }).memory;
  const limit = memory?.jsHeapSizeLimit;
  return typeof limit === 'number' && limit > 0 ? limit / (1024 * 1024) : null;
}
