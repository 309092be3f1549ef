import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/form-controls.tsx';

/** Newer and older pages of a staff list. */
export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="staff-row">
      <Button variant="stone" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('staff.newer')}
      </Button>
      <Button variant="stone" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('staff.older')}
      </Button>
    </div>
  );
}
