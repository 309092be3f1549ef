import { useTranslation } from 'react-i18next';

/** Back to the dialogs (from a dialog or the black list). */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="mail-back" data-testid="mail-back" onClick={onClick}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M10.5 2.5 5 8l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{t('mail.back')}</span>
    </button>
  );
}
