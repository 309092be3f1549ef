import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playerInfoKey, playerInfoQuery } from '../../api/player-info.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { useUiLang } from '../../ui/use-failure-text.ts';
import './ban-notice.css';

/**
 * A banned player's screen (§6): the translated reason and when the ban ends, over the whole game.
 * At the end the player's info is asked for again and the game goes on by itself.
 */
export default function BanNotice() {
  const { t } = useTranslation();
  const lang = useUiLang();
  const client = useQueryClient();
  const { data: info } = useQuery(playerInfoQuery);
  const ban = info?.player.ban ?? null;

  // A ban closes the player's sockets (SESSION_CLOSED opens the reload page): ask for the player's
  // info at once, so the ban shows over everything without waiting for a reload.
  useEffect(
    () =>
      useWindowStore.subscribe((state, previous) => {
        if (state.stack.includes('reload') && !previous.stack.includes('reload'))
          void client.invalidateQueries({ queryKey: playerInfoKey, exact: true });
      }),
    [client],
  );

  useEffect(() => {
    if (!ban) return;
    const wait = Math.min(Math.max(ban.until - Date.now(), 0) + 1000, 2_147_000_000);
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey: playerInfoKey, exact: true }), wait);
    return () => clearTimeout(timer);
  }, [ban, client]);

  if (!ban) return null;
  return (
    <div className="ban-notice" role="alertdialog" aria-modal="true" aria-labelledby="ban-notice-title" data-testid="ban-notice">
      <section className="ban-notice__panel">
        <h2 id="ban-notice-title">{t('ban.title')}</h2>
        <p data-testid="ban-notice-reason">{t('ban.reason', { reason: t(`staff.reason.${ban.reason}`, { defaultValue: ban.reason }) })}</p>
        <p data-testid="ban-notice-until">{t('ban.until', { until: new Date(ban.until).toLocaleString(lang) })}</p>
        <p>{t('ban.wait')}</p>
      </section>
    </div>
  );
}
