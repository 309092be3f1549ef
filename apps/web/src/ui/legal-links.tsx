import { useTranslation } from 'react-i18next';
import { useUiLang } from './use-failure-text.ts';

/** Links to the legal pages the server serves (the consent and agreement screens). */
export function LegalLinks() {
  const { t } = useTranslation();
  const lang = useUiLang();
  return (
    <p className="legal-links" data-testid="legal-links">
      <a href={`/legal/agreement?lang=${lang}`} target="_blank" rel="noopener noreferrer">
        {t('legal.agreement')}
      </a>
      {' · '}
      <a href={`/legal/privacy?lang=${lang}`} target="_blank" rel="noopener noreferrer">
        {t('legal.privacy')}
      </a>
    </p>
  );
}
