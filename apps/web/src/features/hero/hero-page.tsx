import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { HammerDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { codeText } from '../../api/error-text.ts';
import { refreshHeroes } from '../../api/hero-cache.ts';
import { isApiError } from '../../api/api-error.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import { gameBus } from '../../events/game-events.ts';
import { useCreatureMusic } from '../../music/use-road-music.ts';
import { durationText } from '../../numbers/duration-text.ts';
import { heroPageStore } from '../../stores/hero-page-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { amountsText } from '../../ui/amounts-text.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { useHeroName } from '../../ui/use-hero-name.ts';
import { useServerNow } from '../../ui/use-server-now.ts';
import { useStageInsets } from '../../ui/use-stage-insets.ts';
import { useHero, useHeroCalls, type HeroCalls } from './hero-api.ts';
import { HeroArtifacts } from './hero-artifacts.tsx';
import { HeroForces } from './hero-forces.tsx';
import { anyStepEnded, forcesByTab, type ForceTab } from './hero-rules.ts';
import { HeroStats } from './hero-stats.tsx';
import { HeroSteps } from './hero-steps.tsx';
import { leaveHeroPage } from './use-hero-entry.ts';
import './hero-page.css';
import './hero-stats.css';
import './hero-steps.css';
import './hero-items.css';
import { useShortfall } from '../../ui/use-shortfall.ts';

type PageTab = ForceTab | 'artifacts';

/**
 * §2 hero page over the creature scene (docs/architecture.md, "Front end"): a top bar (back to the road, the hero's name,
 * the magic hammers), and a parchment sheet with the stats, the rank, the running steps with their
 * speed-up, and tabs for the studied forces, the forces to study and the artifacts. The scene draws
 * the hero in the space the page leaves free (`ui:insets`).
 */
export default function HeroPage() {
  const creatureId = useStore(heroPageStore, (s) => s.creatureId);
  const { data: info } = useQuery(playerInfoQuery);
  useCreatureMusic(info?.player ?? null);
  if (creatureId === null) return null;
  return <HeroPageBody key={creatureId} creatureId={creatureId} />;
}

function HeroPageBody({ creatureId }: { creatureId: number }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const hero = useHero(creatureId);
  const calls = useHeroCalls(creatureId);
  const now = useServerNow();
  const creature = hero.data?.creature;
  const heroName = useHeroName();
  const name = creature ? heroName(creature) : '';
  const missing = isApiError(hero.error) && hero.error.code === 'CREATURE_NOT_FOUND';

  const root = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLElement>(null);
  const sheet = useRef<HTMLElement>(null);
  useStageInsets(root, top, sheet);
  useEscapeBack();
  useStepsEnding(creature, now);
  useCelebrations(creature);

  return (
    <div className="hero-page" ref={root} data-testid="hero-page" data-creature-id={creatureId}>
      <header className="hero-page__top" ref={top}>
        <button
          type="button"
          className="hero-page__back"
          data-testid="hero-back"
          onClick={leaveHeroPage}
          aria-label={t('heroes.hero.back')}
        >
          <span aria-hidden="true">‹</span>
          <span className="hero-page__back-text">{t('heroes.hero.back')}</span>
        </button>
        <div className="hero-page__title">
          <h2 className="hero-page__name" data-testid="hero-name">
            {name}
          </h2>
          {creature ? (
            <span className="hero-page__subtitle">
              {t('heroes.hero.subtitle', {
                class: t(`names.warriorClass.${creature.warriorClass}`, {
                  defaultValue: creature.warriorClass,
                }),
                faction: t(`names.faction.${creature.faction}`),
              })}
            </span>
          ) : null}
        </div>
        {hero.data ? <Hammers hammers={hero.data.hammerDto} /> : null}
      </header>
      <section className="hero-page__sheet" ref={sheet} aria-labelledby="hero-page-title">
        <h3 id="hero-page-title" className="visually-hidden">
          {name}
        </h3>
        {missing ? <p className="hero-section__empty">{t('heroes.hero.missing')}</p> : null}
        {!missing && hero.error ? <FormError text={failureText(hero.error)} /> : null}
        {creature ? <HeroSheet creature={creature} calls={calls} now={now} /> : null}
      </section>
    </div>
  );
}

function Hammers({ hammers }: { hammers: HammerDto }) {
  const { t } = useTranslation();
  const busy = hammers.currenCount >= hammers.maxCount;
  return (
    <span
      className={`hero-page__hammers${busy ? ' hero-page__hammers--busy' : ''}`}
      data-testid="hero-hammers"
      data-used={hammers.currenCount}
      data-max={hammers.maxCount}
      title={t('heroes.hero.hammersTitle', { used: hammers.currenCount, max: hammers.maxCount })}
    >
      <Icon name="thor-hammer" size={18} />
      {t('heroes.hero.hammers', { used: hammers.currenCount, max: hammers.maxCount })}
    </span>
  );
}

function HeroSheet({ creature, calls, now }: { creature: CreatureDto; calls: HeroCalls; now: number }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const studied = forcesByTab(creature.forcesV2).studied.length;
  const [tab, setTab] = useState<PageTab>(studied > 0 ? 'studied' : 'toStudy');
  return (
    <div
      className="hero-sheet"
      data-testid="hero-sheet"
      data-rank={creature.rank}
      data-level={creature.level}
    >
      <HeroStats creature={creature} />
      <RankRow creature={creature} calls={calls} />
      <HeroSteps creature={creature} now={now} calls={calls} />
      <div className="hero-sheet__messages" aria-live="polite">
        <FormError text={calls.error ? failureText(calls.error) : null} />
        {calls.notice && !calls.error ? (
          <p className="form-note" data-testid="hero-notice" data-kind={calls.notice}>
            {t(`heroes.hero.done.${calls.notice}`)}
          </p>
        ) : null}
      </div>
      <Tabs<PageTab>
        tabs={[
          { value: 'studied', label: t('heroes.hero.tabs.studied'), badge: studied },
          { value: 'toStudy', label: t('heroes.hero.tabs.toStudy') },
          { value: 'artifacts', label: t('heroes.hero.tabs.artifacts'), badge: creature.artifacts.length },
        ]}
        value={tab}
        onChange={setTab}
        label={t('heroes.hero.tabsLabel')}
        testIdPrefix="hero-tab"
      />
      {tab === 'artifacts' ? (
        <HeroArtifacts creature={creature} calls={calls} />
      ) : (
        <HeroForces creature={creature} tab={tab} calls={calls} />
      )}
    </div>
  );
}

/** The rank (§9 caps): rank up on the main class with its price and time, or why not. */
function RankRow({ creature, calls }: { creature: CreatureDto; calls: HeroCalls }) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const next = creature.rankNext;
  const shortfall = useShortfall(creature.canRankUp ? next?.cost : null);
  return (
    <section className="hero-rank" data-testid="hero-rank-row" data-blocked={creature.rankBlocked ?? ''}>
      <div className="hero-rank__text">
        <span className="hero-rank__stars" aria-hidden="true">
          {Array.from({ length: Math.min(10, Math.max(creature.rank, creature.rankCap)) }, (_, i) => (
            <span key={i} className={i < creature.rank ? 'hero-rank__star--on' : 'hero-rank__star'}>
              ★
            </span>
          ))}
        </span>
        <span className="hero-rank__cap">{t('heroes.hero.rank.cap', { cap: creature.rankCap })}</span>
        {!creature.canRankUp ? (
          <span className="hero-rank__note">{t('heroes.hero.rank.fixed')}</span>
        ) : next ? (
          <span className="hero-rank__note">
            {`${amountsText(next.cost, t)} · ${durationText(next.seconds * 1000, t)}`}
            {shortfall.text ? (
              <span className="price-shortfall" data-testid="hero-rank-shortfall">
                {shortfall.text}
              </span>
            ) : null}
          </span>
        ) : creature.rankBlocked && creature.rankBlocked !== 'RANK_UP_FORBIDDEN' ? (
          <span className="hero-rank__note">{codeText(creature.rankBlocked, lang)}</span>
        ) : null}
      </div>
      {creature.canRankUp && next ? (
        <Button
          icon="upgrade"
          data-testid="hero-rank-up"
          data-payable={shortfall.payable ? '1' : '0'}
          disabled={calls.rank.isPending || !shortfall.payable}
          onClick={() => calls.rank.mutate()}
        >
          {t('heroes.hero.rank.up', { rank: next.toRank })}
        </Button>
      ) : null}
    </section>
  );
}

/** Escape goes back to the road, as the back button does (unless a window is open over the page). */
function useEscapeBack(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && useWindowStore.getState().stack.length === 0) leaveHeroPage();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** A running step that ends is applied by the server on the next read: fetch the hero once it ends. */
function useStepsEnding(creature: CreatureDto | undefined, now: number): void {
  const client = useQueryClient();
  const asked = useRef(new Set<number>());
  const ended = creature ? anyStepEnded(creature.steps, now) : false;
  useEffect(() => {
    if (!creature || !ended) return;
    const fresh = creature.steps.filter((s) => s.doneAt <= now && !asked.current.has(s.id));
    if (fresh.length === 0) return;
    for (const step of fresh) asked.current.add(step.id);
    void refreshHeroes(client);
  }, [client, creature, ended, now]);
}

/** The scene celebrates when the hero's rank, level or a force grows (a step finished). */
function useCelebrations(creature: CreatureDto | undefined): void {
  const previous = useRef<{ id: number; rank: number; level: number; forces: number } | null>(null);
  useEffect(() => {
    if (!creature) return;
    const forces = creature.forcesV2.reduce((sum, f) => sum + f.rank, 0);
    const before = previous.current;
    previous.current = { id: creature.id, rank: creature.rank, level: creature.level, forces };
    if (!before || before.id !== creature.id) return;
    if (creature.rank > before.rank)
      gameBus.emit('creature:upgraded', { creatureId: creature.id, kind: 'rank' });
    else if (creature.level > before.level)
      gameBus.emit('creature:upgraded', { creatureId: creature.id, kind: 'level' });
    else if (forces > before.forces)
      gameBus.emit('creature:upgraded', { creatureId: creature.id, kind: 'force' });
  }, [creature]);
}
