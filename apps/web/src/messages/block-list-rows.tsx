import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, FormError } from '../ui/form-controls.tsx';
import { Icon } from '../ui/icon.tsx';
import { useFailureText, useUiLang } from '../ui/use-failure-text.ts';
import { blockListQuery, useBlockToggle } from './block-list.ts';
import './block-list.css';

/**
 * §2 "black list": the players the reader has blocked, each with the date and an unblock button.
 * Shown in Settings and in the mail window; `testId` names the place (`<testId>`, `<testId>-unblock`).
 */
export function BlockListRows({ testId, emptyClassName }: { testId: string; emptyClassName: string }) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const list = useQuery(blockListQuery);
  const toggle = useBlockToggle();
  const players = list.data?.players ?? [];
  return (
    <>
      {list.isPending ? <p className={emptyClassName}>{t('messages.loading')}</p> : null}
      {list.isError ? <FormError text={failureText(list.error)} /> : null}
      {list.isSuccess && players.length === 0 ? <p className={emptyClassName}>{t('mail.blockListEmpty')}</p> : null}
      {players.map((player) => (
        <div key={player.playerId} className="blocked-row" data-testid={testId} data-player-id={player.playerId}>
          <Icon name="cancel" size={20} />
          <span className="blocked-row__who">
            <strong>{player.name}</strong>
            <span className="blocked-row__since">
              {t('mail.blockedSince', { date: new Date(player.since).toLocaleDateString(lang === 'ru' ? 'ru-RU' : 'en-GB') })}
            </span>
          </span>
          <Button
            variant="stone"
            data-testid={`${testId}-unblock`}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ playerId: player.playerId, block: false })}
          >
            {t('mail.unblock')}
          </Button>
        </div>
      ))}
      {toggle.error ? <FormError text={failureText(toggle.error)} /> : null}
    </>
  );
}
