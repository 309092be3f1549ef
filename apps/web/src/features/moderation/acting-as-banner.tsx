import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playerInfoQuery } from '../../api/player-info.ts';
import { Button } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { exitToOwnAccount, useStaffSelf } from './moderation-api.ts';
import './moderation.css';

/** In a login-as session: who the moderator is acting as, and the way back to their own account. */
export default function ActingAsBanner() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { data: info } = useQuery(playerInfoQuery);
  const self = useStaffSelf(Boolean(info));
  const [error, setError] = useState<unknown>(null);
  if (!info || !self.data?.actingAs) return null;
  return (
    <div className="acting-as" role="status" data-testid="acting-as">
      <span>{t('staff.actingAs', { name: info.player.nickname })}</span>
      <Button variant="stone" data-testid="acting-as-exit" onClick={() => exitToOwnAccount().catch((e: unknown) => setError(e))}>
        {t('staff.exit')}
      </Button>
      {error ? <span>{failureText(error)}</span> : null}
    </div>
  );
}
