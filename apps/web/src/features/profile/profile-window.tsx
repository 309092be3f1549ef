import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { newsLastRoute } from '@rol/protocol/news-routes';
import { api } from '../../api/api.ts';
import { useNewsMarkSeen } from '../../api/news-marks.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { CardsTab } from './cards-tab.tsx';
import { HeroesTab } from './heroes-tab.tsx';
import { useCreatureList, useProfileCalls } from './profile-api.ts';
import './profile.css';

type Tab = 'heroes' | 'cards';

/**
 * §2 profile: the player's line (nickname, level, the hero's gender with the settings' change entry —
 * the first change is free there), then the heroes tab and the cards tab.
 */
export default function ProfileWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { data: info } = useQuery(playerInfoQuery);
  const list = useCreatureList();
  const calls = useProfileCalls();
  const openWindow = useWindowStore((s) => s.open);
  const [tab, setTab] = useState<Tab>('heroes');
  const player = info?.player;
  // Creature news (the mark on the HUD's heroes button): shown here once, and the mark cleared.
  const creatureNews = useNewsMarkSeen('creature', player?.creatureNews);
  const lang = useUiLang();
  const news = useQuery({
    queryKey: ['news', lang, 'creature'],
    queryFn: () => api.call(newsLastRoute, { query: { lang, kind: 'creature' } }),
    enabled: creatureNews,
    retry: false,
  });
  const cardTotal = Object.values(list.data?.cardState ?? {}).reduce((sum, n) => sum + (n ?? 0), 0);

  return (
    <WindowFrame
      name="profile"
      title={t('heroes.profile.title')}
      onClose={onClose}
      className="window--wide profile-window"
    >
      {player ? (
        <div className="profile-player">
          <Icon name="laurels" size={22} />
          <span className="profile-player__name">
            {t('heroes.profile.player', { nickname: player.nickname, level: player.level })}
          </span>
          <span className="profile-player__gender">
            {t('heroes.profile.gender', { gender: t(`settings.genderName.${player.gender}`) })}
            <button
              type="button"
              className="profile-player__change"
              data-testid="profile-gender"
              onClick={() => openWindow('settings')}
            >
              <Icon name={player.gender === 'female' ? 'female' : 'male'} size={14} />{' '}
              {t('heroes.profile.genderChange')}
            </button>
          </span>
        </div>
      ) : null}
      {creatureNews && news.data ? (
        <aside className="profile-news" data-testid="profile-news">
          <strong>
            {t('heroes.news')}: {news.data.title}
          </strong>
          <p>{news.data.text}</p>
        </aside>
      ) : null}
      <Tabs<Tab>
        tabs={[
          { value: 'heroes', label: t('heroes.profile.tabs.heroes'), badge: list.data?.creatures.length },
          { value: 'cards', label: t('heroes.profile.tabs.cards'), badge: list.data ? cardTotal : undefined },
        ]}
        value={tab}
        onChange={setTab}
        label={t('heroes.profile.title')}
        testIdPrefix="profile-tab"
      />
      <FormError text={list.error ? failureText(list.error) : null} />
      {list.data && player ? (
        tab === 'heroes' ? (
          <HeroesTab
            creatures={list.data.creatures}
            hammers={list.data.hammerDto}
            playerLevel={player.level}
            calls={calls}
          />
        ) : (
          <CardsTab creatures={list.data.creatures} cardState={list.data.cardState} call={calls.card} />
        )
      ) : null}
    </WindowFrame>
  );
}
