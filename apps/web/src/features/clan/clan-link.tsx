import { useTranslation } from 'react-i18next';
import { openClanPage } from '../../stores/clan-page-store.ts';

/** A clan in a clan list: tapping it opens that clan's page. */
export function ClanLink({ clanId, name, text }: { clanId: number; name: string; text: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="clan__name-link"
      data-testid={`clan-link-${clanId}`}
      onClick={() => openClanPage(clanId)}
      title={t('clanVisit.open', { name })}
    >
      {text}
    </button>
  );
}
