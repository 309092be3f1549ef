import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ScrollerProps {
  children: ReactNode;
  /** The oldest and newest held ids: the scroller keeps its place when older ones arrive above. */
  firstId: number;
  lastId: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  testId: string;
}

const NEAR_EDGE_PX = 48;

/**
 * A message list that opens at the newest message, follows new ones while the reader is at the
 * bottom, and loads older pages when scrolled to the top (or by its button).
 */
export function MessageScroller({ children, firstId, lastId, hasOlder, loadingOlder, onLoadOlder, testId }: ScrollerProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef({ firstId: 0, lastId: 0, height: 0, atBottom: true });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = seen.current;
    if (before.lastId === 0 || (lastId !== before.lastId && before.atBottom)) {
      element.scrollTop = element.scrollHeight;
    } else if (firstId !== before.firstId && lastId === before.lastId) {
      // Older messages arrived above: keep the same messages in view.
      element.scrollTop += element.scrollHeight - before.height;
    }
    seen.current = { firstId, lastId, height: element.scrollHeight, atBottom: isAtBottom(element) };
  }, [firstId, lastId]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    seen.current = { ...seen.current, height: element.scrollHeight, atBottom: isAtBottom(element) };
    if (element.scrollTop < NEAR_EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <div className="msg-scroller" ref={box} onScroll={onScroll} data-testid={testId}>
      {hasOlder ? (
        <button type="button" className="msg-scroller__older" data-testid={`${testId}-older`} disabled={loadingOlder} onClick={onLoadOlder}>
          {loadingOlder ? t('messages.loading') : t('messages.loadOlder')}
        </button>
      ) : null}
      {children}
    </div>
  );
}

function isAtBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_EDGE_PX;
}
