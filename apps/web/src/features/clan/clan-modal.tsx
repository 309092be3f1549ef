import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import '../../ui/ui.css';

/**
 * A small modal window over the clan window (the clan name, about and edit-page overlays): the
 * parchment frame of every window, drawn over everything; Escape or a tap beside it closes it
 * (and only it: the clan window under it stays open).
 */
export function ClanModal({ title, testId, onClose, children }: { title: string; testId: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Captured first, so the clan window (and the clan yard) under it do not close as well.
      event.stopImmediatePropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);
  return createPortal(
    <div className="window-backdrop clan-modal" onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
      <section className="window window--compact" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <header className="window__header">
          <h2 id={titleId} className="window__title">{title}</h2>
          <button type="button" className="window__close" data-testid="clan-modal-close" onClick={onClose} aria-label={t('common.close')}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3 3 13 13 M13 3 3 13" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="window__body clan-modal__body">{children}</div>
      </section>
    </div>,
    document.body,
  );
}
