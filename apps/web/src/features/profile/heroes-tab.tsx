import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HammerDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { codeText } from '../../api/error-text.ts';
import { gameBus } from '../../events/game-events.ts';
import { FormError, Segmented } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { ExchangePanel } from './exchange-panel.tsx';
import { GroupUpgradePanel } from './group-upgrade-panel.tsx';
import { HeroCard } from './hero-card.tsx';
import { useCreatureOrder } from '../../ui/use-creature-order.ts';
import { useHeroName } from '../../ui/use-hero-name.ts';
import type { useProfileCalls } from './profile-api.ts';
import {
  levelUpProblem,
  MAX_SQUAD,
  pickExchange,
  squadIds,
  toggleGroup,
  toggleSquad,
} from './profile-rules.ts';

type Mode = 'squad' | 'group' | 'exchange';

/**
 * The profile's heroes tab (§2): every hero as a medallion card in the unlimited panel's order (kept
 * in local storage, §3), with the in-squad toggle (a squad of up to 6), the hero page, and the group
 * upgrade and hero exchange modes.
 */
export function HeroesTab({
  creatures,
  hammers,
  playerLevel,
  calls,
}: {
  creatures: readonly CreatureDto[];
  hammers: HammerDto;
  playerLevel: number;
  calls: ReturnType<typeof useProfileCalls>;
}) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const heroName = useHeroName();
  const [mode, setMode] = useState<Mode>('squad');
  const [group, setGroup] = useState<number[]>([]);
  const [exchange, setExchange] = useState<{ donorId: number | null; receiverId: number | null }>({
    donorId: null,
    receiverId: null,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { ordered, move } = useCreatureOrder('unlimited', creatures);
  const squad = squadIds(creatures);

  const onSquad = (id: number) => {
    const next = toggleSquad(squad, id);
    if (!next.ok) {
      setRefusal(codeText(next.error, lang));
      return;
    }
    setRefusal(null);
    calls.squad.mutate(next.ids);
  };
  const onGroup = (id: number) => {
    const next = toggleGroup(group, id);
    if (!next.ok) setRefusal(codeText(next.error, lang));
    else {
      setRefusal(null);
      setGroup(next.ids);
    }
  };
  const changeMode = (next: Mode) => {
    setMode(next);
    setRefusal(null);
    calls.level.reset();
    calls.exchange.reset();
  };
  const failed =
    calls.squad.error ??
    (mode === 'group' ? calls.level.error : mode === 'exchange' ? calls.exchange.error : null);

  return (
    <div className="profile-heroes" data-testid="profile-heroes" data-mode={mode}>
      <div className="profile-heroes__summary">
        <span data-testid="profile-squad-count" data-value={squad.length}>
          <Icon name="crossed-swords" size={16} />{' '}
          {t('heroes.profile.squadCount', { count: squad.length, max: MAX_SQUAD })}
        </span>
        <span
          data-testid="profile-hammers"
          data-used={hammers.currenCount}
          data-max={hammers.maxCount}
          title={t('heroes.hero.hammersTitle', { used: hammers.currenCount, max: hammers.maxCount })}
        >
          <Icon name="thor-hammer" size={16} />{' '}
          {t('heroes.profile.hammers', { used: hammers.currenCount, max: hammers.maxCount })}
        </span>
      </div>
      <div role="group" aria-label={t('heroes.profile.modesLabel')}>
        <Segmented<Mode>
          options={[
            { value: 'squad', label: t('heroes.profile.modes.squad') },
            { value: 'group', label: t('heroes.profile.modes.group') },
            { value: 'exchange', label: t('heroes.profile.modes.exchange') },
          ]}
          value={mode}
          onChange={changeMode}
          testIdPrefix="profile-mode"
        />
      </div>
      {mode === 'group' ? <p className="window__lead">{t('heroes.profile.group.lead', { max: 6 })}</p> : null}
      {mode === 'exchange' ? <p className="window__lead">{t('heroes.profile.exchange.lead')}</p> : null}

      {ordered.length === 0 ? <p className="window__lead">{t('heroes.profile.empty')}</p> : null}
      <ul className="hero-cards">
        {ordered.map((creature, index) => {
          const name = heroName(creature);
          if (mode === 'group') {
            const problem = levelUpProblem(creature, playerLevel);
            return (
              <HeroCard
                key={creature.id}
                creature={creature}
                onPick={() => onGroup(creature.id)}
                picked={group.includes(creature.id)}
                disabledNote={problem ? t('heroes.profile.group.levelMax') : null}
                badge={group.includes(creature.id) ? <Icon name="check-mark" size={22} /> : null}
              />
            );
          }
          if (mode === 'exchange') {
            const role =
              exchange.donorId === creature.id
                ? 'donor'
                : exchange.receiverId === creature.id
                  ? 'receiver'
                  : null;
            const ownDonor = creature.own && exchange.donorId === null;
            return (
              <HeroCard
                key={creature.id}
                creature={creature}
                onPick={() => setExchange(pickExchange(exchange, creature.id))}
                picked={role !== null}
                disabledNote={ownDonor ? t('heroes.profile.exchange.own') : null}
                badge={
                  role ? (
                    <span className={`hero-card__role hero-card__role--${role}`}>
                      {t(`heroes.profile.exchange.${role}`)}
                    </span>
                  ) : null
                }
              />
            );
          }
          return (
            <HeroCard
              key={creature.id}
              creature={creature}
              actions={
                <>
                  <button
                    type="button"
                    className={`hero-card__squad${creature.inSquad ? ' hero-card__squad--on' : ''}`}
                    aria-pressed={creature.inSquad}
                    data-testid={`profile-squad-${creature.id}`}
                    disabled={calls.squad.isPending}
                    onClick={() => onSquad(creature.id)}
                  >
                    <Icon name={creature.inSquad ? 'check-mark' : 'crossed-swords'} size={16} />
                    {creature.inSquad ? t('heroes.profile.inSquad') : t('heroes.profile.addToSquad')}
                  </button>
                  <button
                    type="button"
                    className="hero-card__open"
                    data-testid={`profile-open-${creature.id}`}
                    onClick={() => gameBus.emit('hero:open', { creatureId: creature.id })}
                  >
                    {t('heroes.profile.open')} ›
                  </button>
                  <span className="hero-card__order">
                    <button
                      type="button"
                      aria-label={t('heroes.profile.moveUp', { name })}
                      disabled={index === 0}
                      onClick={() => move(creature.id, -1)}
                    >
                      ▲
                    </button>
                    <button
                      type="button"
                      aria-label={t('heroes.profile.moveDown', { name })}
                      disabled={index === ordered.length - 1}
                      onClick={() => move(creature.id, 1)}
                    >
                      ▼
                    </button>
                  </span>
                </>
              }
            />
          );
        })}
      </ul>

      <FormError text={refusal ?? (failed ? failureText(failed) : null)} />
      {mode === 'group' ? (
        <GroupUpgradePanel
          creatures={creatures}
          selected={group}
          call={calls.level}
          onDone={() => setGroup([])}
        />
      ) : null}
      {mode === 'exchange' ? (
        <ExchangePanel
          creatures={creatures}
          choice={exchange}
          call={calls.exchange}
          onDone={() => setExchange({ donorId: null, receiverId: null })}
        />
      ) : null}
    </div>
  );
}
