import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useWindowStore, type WindowName } from '../stores/window-store.ts';
import './ui.css';

interface WindowFrameProps {
  name: WindowName;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A narrower panel for short messages. */
  compact?: boolean;
  /** Extra classes on the panel (e.g. a taller message window). */
  className?: string;
  /**
   * A window over the window `name` (e.g. the clan page's overlays), outside the window stack: drawn
   * above every window with this test id; Escape and a tap beside it close it alone.
   */
  overlayTestId?: string;
}

/** The parchment window of every overlay: a backdrop over the canvas, a title, a close button. */
export function WindowFrame({ name, title, onClose, children, compact = false, className, overlayTestId }: WindowFrameProps) {
  const titleId = useId();
  const overlay = overlayTestId !== undefined;
  const onTop = useWindowStore((s) => s.stack[s.stack.length - 1] === name);

  useEffect(() => {
    if (!onTop && !overlay) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // An overlay hears it first (captured) and keeps it from the window under it.
      if (overlay) event.stopImmediatePropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, overlay);
    return () => window.removeEventListener('keydown', onKey, overlay);
  }, [onClose, onTop, overlay]);

  const frame = (
    <div className={`window-backdrop${overlay ? ' window-backdrop--overlay' : ''}`} onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
      <section
        className={`window${compact ? ' window--compact' : ''}${className ? ` ${className}` : ''}`}
        data-testid={overlayTestId ?? `window-${name}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <WindowHeader titleId={titleId} title={title} onClose={onClose} />
        <div className="window__body">{children}</div>
      </section>
    </div>
  );
  return overlay ? createPortal(frame, document.body) : frame;
}

interface WindowHeaderProps {
  titleId?: string;
  title: string;
  onClose: () => void;
  /** Extra classes on the header (e.g. a smaller title on a panel). */
  className?: string;
  closeLabel?: string;
  closeTestId?: string;
}

/** The title bar of every parchment window and panel: the title and the round close button. */
export function WindowHeader({ titleId, title, onClose, className, closeLabel, closeTestId = 'window-close' }: WindowHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={`window__header${className ? ` ${className}` : ''}`}>
      <h2 id={titleId} className="window__title">
        {title}
      </h2>
      <button type="button" className="window__close" data-testid={closeTestId} onClick={onClose} aria-label={closeLabel ?? t('common.close')}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 3 13 13 M13 3 3 13" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
      </button>
    </header>
  );
}
