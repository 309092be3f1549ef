import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { boostersQuery } from '../../api/booster-cache.ts';
import { durationText } from '../../numbers/duration-text.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { useServerNow } from '../../ui/use-server-now.ts';
import './booster-badge.css';

/**
 * The HUD's line of running boosters and sets, each with its time left; it disappears when they
 * end (by their end time, no call needed) and opens the boosters window.
 */
export function BoosterBadge() {
  const { t } = useTranslation();
  const { data } = useQuery(boostersQuery);
  const now = useServerNow();
  const openWindow = useWindowStore((s) => s.open);
  const running = (data?.active ?? []).filter((a) => a.endsAt > now);
  if (running.length === 0) return null;
  return (
    <button
      type="button"
      className="hud__boosters"
      data-testid="hud-boosters"
      onClick={() => openWindow('boosters')}
      aria-label={t('boosters.title')}
    >
      {running.map((a) => (
        <span key={a.slot} className="hud__booster" data-testid={`hud-booster-${a.boosterId}`}>
          <Icon name={a.slot === 'experience' ? 'upgrade' : 'star-medal'} size={16} />
          {t(`boosters.name.${a.boosterId}`)} · {durationText(a.endsAt - now, t)}
        </span>
      ))}
    </button>
  );
}
