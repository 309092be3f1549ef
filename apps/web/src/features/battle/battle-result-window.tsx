import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { TFunction } from 'i18next';
import { arenaSceneStore } from '../../stores/arena-scene-store.ts';
import { battleStore, type CreatureLook } from '../../stores/battle-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { IconName } from '../../art/icons.ts';
import { consumableArt } from '../../art/item-art.ts';
import { artifactIcon } from '../../art/place-art.ts';
import { playSound } from '../../game/battle/battle-sfx.ts';
import { motionSpeed } from '../../game/motion/motion-speed.ts';
import { ARTIFACTS } from '@rol/rules/content/artifacts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { leaveBattle } from './battle-api.ts';
import { endBattleSession } from './battle-session.ts';
import { creatureName } from './creature-name.ts';
import { revealLook, revealSteps, revealTimes, type RevealStep } from './reward-reveal.ts';
import './battle-layer.css';

interface ShownStep {
  key: string;
  icon: IconName;
  colour?: string;
  text: string;
  detail?: string;
  testId?: string;
}

function artifactEffect(id: string): string | null {
  return Object.hasOwn(ARTIFACTS, id) ? ARTIFACTS[id as keyof typeof ARTIFACTS].effectType : null;
}

/** How one revealed step reads: its icon, its line and, for a fallen hero, what the fall costs. */
function shownStep(t: TFunction, step: RevealStep, heroes: readonly CreatureLook[]): ShownStep {
  switch (step.kind) {
    case 'gold':
      return { key: 'gold', icon: 'two-coins', colour: '#ffd36b', testId: 'battle-result-gold', text: t('battle.result.gold', { amount: step.amount }) };
    case 'experience':
      return { key: 'xp', icon: 'upgrade', colour: '#9fe08a', testId: 'battle-result-experience', text: t('battle.result.experience', { amount: step.amount }) };
    case 'item': {
      const consumable = step.item.kind === 'consumable';
      const art = consumable ? consumableArt(step.item.id) : { icon: artifactIcon(artifactEffect(step.item.id)), color: '#d2b4ff' };
      const name = t(consumable ? `names.consumable.${step.item.id}` : `names.artifact.${step.item.id}`, { defaultValue: step.item.id });
      return { key: `item-${step.index}`, icon: art.icon, colour: art.color, testId: 'battle-result-item', text: t('battle.result.item', { name, count: step.item.count }) };
    }
    case 'level':
      return { key: 'level', icon: 'crown', colour: '#ffe9a8', testId: 'battle-result-level', text: t('battle.result.levelUp', { level: step.level }) };
    case 'fallen': {
      const hero = heroes.find((c) => c.id === step.hero.creatureId);
      const name = hero ? creatureName(t, hero) : t('battle.heroName', { id: step.hero.creatureId });
      return {
        key: `fallen-${step.hero.creatureId}`,
        icon: 'tombstone',
        colour: '#c9c3b4',
        testId: 'battle-result-fallen',
        text: t('battle.result.fallen', { name }),
        detail: t('battle.result.fallenCost', { minutes: step.hero.minutesToFull }),
      };
    }
    case 'gold-lost':
      return { key: 'gold-lost', icon: 'two-coins', colour: '#ff8a7a', text: t('battle.result.goldLost', { amount: step.amount }) };
    case 'health':
      return { key: 'health', icon: 'heart-plus', colour: '#ff8a7a', testId: 'battle-result-health', text: t('battle.result.healthPenalty', { amount: step.amount }) };
  }
}

/**
 * Reveals `count` steps one by one (docs/battle.md, "The reward moment"), each with its sound as
 * it appears; `revealAll` shows the rest at once (a tap, the skip button). Returns how many show.
 */
function useReveal(steps: readonly RevealStep[], signature: string): { shown: number; revealAll: () => void } {
  // How many show, for the result `signature` (another result starts again from none).
  const [state, setState] = useState({ signature, shown: 0 });
  const shown = state.signature === signature ? state.shown : 0;
  // A skipped reveal stays silent: the steps still due neither show again nor sound.
  const skipped = useRef('');
  useEffect(() => {
    if (steps.length === 0) return;
    const times = revealTimes(steps, motionSpeed());
    const timers = times.map((at, i) =>
      setTimeout(() => {
        if (skipped.current === signature) return;
        setState((s) => ({ signature, shown: Math.max(s.signature === signature ? s.shown : 0, i + 1) }));
        playSound(revealLook(steps[i]!).sound);
      }, at),
    );
    return () => timers.forEach(clearTimeout);
    // The steps change only with the result (signature).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  return {
    shown,
    revealAll: () => {
      skipped.current = signature;
      setState({ signature, shown: steps.length });
    },
  };
}

/**
 * The result of a settled battle (§4): win or loss; the spoils, the new level and the fallen heroes
 * revealed one by one with sound and light; then back to the road — or to the arena after an arena
 * battle (the start sequence shows the arena).
 */
export default function BattleResultWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const result = useStore(battleStore, (s) => s.result);
  const creatures = useStore(battleStore, (s) => s.creatures);
  const arena = useStore(battleStore, (s) => s.status?.battle.kind === 'ARENA');
  const [leaving, setLeaving] = useState(false);
  const leave = () => {
    if (leaving) return;
    setLeaving(true);
    if (arena) arenaSceneStore.setState({ visiting: true });
    onClose();
    endBattleSession();
    void leaveBattle(client, result);
  };
  useEffect(() => {
    // Nothing to show (the battle was left meanwhile): the window must not block the canvas.
    if (!result && !leaving) onClose();
  }, [result, leaving, onClose]);
  const steps = result ? revealSteps(result) : [];
  const { shown, revealAll } = useReveal(steps, result ? String(result.battleId) : '');
  if (!result) return null;
  const won = result.won;
  const revealed = shown >= steps.length;
  const heroes = creatures.filter((c) => c.team === 0);
  return (
    <WindowFrame name="battle-result" title={t(won ? 'battle.result.won' : 'battle.result.lost')} onClose={leave} compact>
      <div
        className="battle-result"
        data-testid="battle-result"
        data-won={won ? '1' : '0'}
        data-revealed={revealed ? '1' : '0'}
        onClick={revealed ? undefined : revealAll}
      >
        <div className="battle-result__emblem">
          <Icon name={won ? 'laurels' : 'broken-shield'} size={72} />
        </div>
        <p className="window__lead">
          {arena ? t(won ? 'arena.result.wonLead' : 'arena.result.lostLead') : t(won ? 'battle.result.wonLead' : 'battle.result.lostLead')}
        </p>
        <ul className="battle-result__lines">
          {steps.slice(0, shown).map((step) => {
            const line = shownStep(t, step, heroes);
            return (
              <li
                key={line.key}
                className={`battle-result__line battle-result__line--${revealLook(step).light}`}
                data-testid={line.testId}
                data-kind={step.kind}
              >
                <span className="battle-result__icon" style={line.colour ? { color: line.colour } : undefined}>
                  <Icon name={line.icon} size={30} />
                </span>
                <span className="battle-result__text">
                  {line.text}
                  {line.detail ? <small className="battle-result__detail">{line.detail}</small> : null}
                </span>
              </li>
            );
          })}
        </ul>
        <div className="battle-window__actions">
          {revealed ? null : (
            <Button variant="stone" icon="fast-forward-button" data-testid="battle-result-reveal-all" onClick={revealAll}>
              {t('battle.result.revealAll')}
            </Button>
          )}
          <Button data-testid="battle-result-close" icon={arena ? 'crossed-swords' : 'footsteps'} disabled={leaving} onClick={leave}>
            {t(arena ? 'arena.result.close' : 'battle.result.close')}
          </Button>
        </div>
      </div>
    </WindowFrame>
  );
}
