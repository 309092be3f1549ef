import { useEffect, type RefObject } from 'react';
import { gameBus } from '../events/game-events.ts';

/**
 * Reports (`ui:insets`) how much of the stage a page's top bar and bottom sheet cover, so the scene
 * under it draws in the space left free; again whenever one of them changes size.
 */
export function useStageInsets(
  root: RefObject<HTMLElement | null>,
  top: RefObject<HTMLElement | null>,
  sheet: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const [rootEl, topEl, sheetEl] = [root.current, top.current, sheet.current];
    if (!rootEl || !topEl || !sheetEl) return;
    const report = () => {
      const box = rootEl.getBoundingClientRect();
      if (box.height <= 0) return;
      gameBus.emit('ui:insets', {
        top: (topEl.getBoundingClientRect().bottom - box.top) / box.height,
        bottom: (box.bottom - sheetEl.getBoundingClientRect().top) / box.height,
      });
    };
    const observer = new ResizeObserver(report);
    [rootEl, topEl, sheetEl].forEach((el) => observer.observe(el));
    report();
    return () => observer.disconnect();
  }, [root, top, sheet]);
}
