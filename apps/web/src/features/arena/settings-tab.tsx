import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ArenaInfoDto } from '@rol/protocol/arena-routes';
import { playerInfoQuery } from '../../api/player-info.ts';
import { creatureIcon } from '../../art/creature-icon.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { heroName } from '../../ui/hero-name.ts';
import { Icon } from '../../ui/icon.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useArenaSettings } from './arena-api.ts';
import { minuteOfTime, timeOfMinute } from './reward-time-input.ts';

const MAX_DEFENCE = 6;

/** The defence squad (a snapshot of 1–6 heroes) and the daily reward's local time. */
export function SettingsTab({ info }: { info: ArenaInfoDto }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { data: player } = useQuery(playerInfoQuery);
  const { defence, rewardTime } = useArenaSettings();
  const heroes = player?.player.creatures ?? [];
  const [chosen, setChosen] = useState<number[]>(() =>
    heroes
      .filter((h) => h.inSquad)
      .map((h) => h.id)
      .slice(0, MAX_DEFENCE),
  );
  const [time, setTime] = useState(timeOfMinute(info.rewardMinute));
  const toggle = (id: number) =>
    setChosen((list) =>
      list.includes(id) ? list.filter((x) => x !== id) : list.length < MAX_DEFENCE ? [...list, id] : list,
    );
  const error = defence.error ?? rewardTime.error;
  return (
    <div data-testid="arena-settings">
      <FormError text={error ? failureText(error) : null} />
      <h3>{t('arena.defence')}</h3>
      <p className="window__lead">{t('arena.defenceLead')}</p>
      <ul className="arena__choices">
        {heroes.map((h) => (
          <li key={h.id}>
            <label>
              <input
                type="checkbox"
                data-testid={`arena-defence-${h.id}`}
                checked={chosen.includes(h.id)}
                onChange={() => toggle(h.id)}
              />
              <Icon name={creatureIcon(h)} size={22} />
              <span>
                {heroName(t, h)} · {t('hud.levelTitle', { level: h.level })}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Button
        data-testid="arena-save-defence"
        disabled={chosen.length === 0 || defence.isPending}
        onClick={() => defence.mutate(chosen)}
      >
        {t('arena.saveDefence')}
      </Button>
      <h3>{t('arena.rewardTime')}</h3>
      <input
        type="time"
        value={time}
        data-testid="arena-reward-time"
        onChange={(e) => setTime(e.target.value)}
      />
      <Button
        data-testid="arena-save-time"
        disabled={minuteOfTime(time) === null || rewardTime.isPending}
        onClick={() => {
          const minute = minuteOfTime(time);
          if (minute !== null) rewardTime.mutate({ minute, utcOffset: -new Date().getTimezoneOffset() });
        }}
      >
        {t('arena.saveTime')}
      </Button>
    </div>
  );
}
