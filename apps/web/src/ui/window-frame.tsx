import { useEffect, useId, type ReactNode } from 'react';
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
}

/** The parchment window of every overlay: a backdrop over the canvas, a title, a close button. */
export function WindowFrame({ name, title, onClose, children, compact = false, className }: WindowFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();

  const onTop = useWindowStore((s) => s.stack[s.stack.length - 1] === name);

  useEffect(() => {
    if (!onTop) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, onTop]);

  return (
    <div className="window-backdrop" onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
      <section
        className={`window${compact ? ' window--compact' : ''}${className ? ` ${className}` : ''}`}
        data-testid={`window-${name}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <header className="window__header">
          <h2 id={titleId} className="window__title">
            {title}
          </h2>
          <button type="button" className="window__close" data-testid="window-close" onClick={onClose} aria-label={t('common.close')}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3 3 13 13 M13 3 3 13" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="window__body">{children}</div>
      </section>
    </div>
  );
}
