import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playerInfoQuery } from '../../api/player-info.ts';
import { Icon } from '../../ui/icon.tsx';
import { useServerNow } from '../../ui/use-server-now.ts';
import { LOOKS, roadLookAt } from './event-look.ts';
import './event-look.css';

/** Falling tokens at seeded places (no Math.random in render: the same look on every render). */
function tokens(count: number): { left: number; delay: number; duration: number; size: number }[] {
  return Array.from({ length: count }, (_, i) => ({
    left: (i * 37) % 100,
    delay: (i * 1.7) % 9,
    duration: 9 + ((i * 5) % 7),
    size: 14 + ((i * 7) % 12),
  }));
}

/**
 * The event's look over the road (the events calendar, server time): a wash of the event's colour,
 * its tokens drifting down, and its name in a ribbon. Nothing outside the event's dates.
 */
export default function EventLook() {
  const { t } = useTranslation();
  const { data: info } = useQuery(playerInfoQuery);
  const now = useServerNow(30_000);
  const drops = useMemo(() => tokens(14), []);
  const current = info && now > 0 ? roadLookAt(now, info.player.lang) : null;
  if (!current) return null;
  const look = LOOKS[current.look];
  return (
    <div className="event-look" data-testid="event-look" data-event={current.eventId} style={{ background: look.wash }} aria-hidden="true">
      {drops.map((d, i) => (
        <span
          key={i}
          className="event-look__token"
          style={{ left: `${d.left}%`, color: look.color, animationDelay: `${d.delay}s`, animationDuration: `${d.duration}s` }}
        >
          <Icon name={look.icon} size={d.size} />
        </span>
      ))}
      <div className="event-look__ribbon" style={{ color: look.color }}>
        {t(`events.name.${current.eventId}`)}
      </div>
    </div>
  );
}
