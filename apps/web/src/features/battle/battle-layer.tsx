import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { isApiError } from '../../api/api-error.ts';
import { gameBus } from '../../events/game-events.ts';
import { isFrozen } from '../../game/battle/creature-look.ts';
import { battleStore, battleViewStore } from '../../stores/battle-store.ts';
import { useGameStore } from '../../stores/game-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { leaveBattle } from './battle-api.ts';
import { motionStore, nextFastForward, setFastForward } from '../../game/motion/motion-speed.ts';
import { BattleConsumables } from './battle-consumables.tsx';
import { BattleTale } from './battle-tale.tsx';
import type { BattleController } from './battle-controller.ts';
import { battleSession, startBattleSession } from './battle-session.ts';
import { canTarget, needsDead } from './consumable-targets.ts';
import { creatureName } from './creature-name.ts';
import './battle-layer.css';

/**
 * The battle's DOM side (docs/architecture.md, "Front end"): in the battle loading scene it starts the battle session and
 * loads the status, then asks for the Battle scene; in the battle scene it is the accessible layer
 * (one button per creature over its medallion), the hint and hit preview, the action bar (strike,
 * skip, give up), the backpack's consumables and the errors. The result window opens when settled.
 */
export default function BattleLayer() {
  const scene = useGameStore((s) => s.activeScene);
  const client = useQueryClient();

  useEffect(() => {
    if (scene !== 'BattleLoading') return;
    const controller = startBattleSession();
    controller
      .load()
      .then(() => gameBus.emit('scene:start', { key: 'Battle', transition: 'black' }))
      .catch((error: unknown) => {
        // No battle after all (settled elsewhere): the fresh player info sends the page to the road.
        if (isApiError(error) && error.code === 'BATTLE_NOT_FOUND') void leaveBattle(client, null);
        else console.warn('the battle did not load', error);
      });
  }, [scene, client]);

  // The result window opens when this battle is settled (a stale store never opens it).
  const settled = useStore(battleStore, (s) => s.phase === 'result' && s.result !== null);
  useEffect(() => {
    if (settled && scene === 'Battle') useWindowStore.getState().open('battle-result');
  }, [settled, scene]);

  const controller = battleSession();
  if (scene !== 'Battle' || !controller) return null;
  return (
    <div className="battle-layer">
      <CreatureButtons controller={controller} />
      <ActionBar controller={controller} />
    </div>
  );
}

function CreatureButtons({ controller }: { controller: BattleController }) {
  const { t } = useTranslation();
  const boxes = useStore(battleViewStore, (s) => s.boxes);
  const creatures = useStore(battleStore, (s) => s.creatures);
  const attackerId = useStore(battleStore, (s) => s.attackerId);
  const targetId = useStore(battleStore, (s) => s.targetId);
  const phase = useStore(battleStore, (s) => s.phase);
  const item = useStore(battleStore, (s) => s.status?.consumables.find((c) => c.id === s.consumableId) ?? null);
  return (
    <div className="battle-creatures" role="group" aria-label={t('battle.creaturesLabel')}>
      {creatures.map((c) => {
        const box = boxes.find((b) => b.id === c.id);
        const dead = c.health <= 0;
        const states = [dead ? t('battle.dead') : null, isFrozen(c) ? t('battle.frozen') : null, c.team === 0 && c.canAct ? t('battle.canAct') : null].filter(Boolean);
        const label = `${t('battle.creature', { name: creatureName(t, c), level: c.level, health: Math.max(0, Math.round(c.health)), max: Math.round(c.maxHealth) })}${states.length ? ` (${states.join(', ')})` : ''}`;
        const itemTarget = item !== null && canTarget(item.consumableId, c);
        const selectable = phase === 'choose' && (item ? itemTarget : !dead && (c.team === 1 || c.canAct));
        return (
          <button
            key={c.id}
            type="button"
            className="battle-creature"
            data-testid={`battle-creature-${c.id}`}
            data-team={c.team}
            data-rank={c.rank}
            data-health={Math.max(0, Math.round(c.health))}
            data-max-health={Math.round(c.maxHealth)}
            data-attack={Math.round(c.attack)}
            data-defence={Math.round(c.defence)}
            data-dead={dead ? '1' : '0'}
            data-selected={c.id === attackerId ? 'attacker' : c.id === targetId ? 'target' : 'none'}
            data-item-target={itemTarget ? '1' : '0'}
            aria-pressed={c.id === attackerId || c.id === targetId}
            aria-disabled={!selectable}
            aria-label={itemTarget ? t('items.battle.target', { item: t(`names.consumable.${item.consumableId}`), name: creatureName(t, c) }) : label}
            title={label}
            style={box ? { left: box.x - box.size / 2, top: box.y - box.size / 2, width: box.size, height: box.size } : { display: 'none' }}
            onClick={() => controller.tapCreature(c.id)}
          />
        );
      })}
    </div>
  );
}

/** Fast-forward: the battle's moves at ×1, ×2 or ×4 (kept between battles). */
function SpeedButton() {
  const { t } = useTranslation();
  const speed = useStore(motionStore, (s) => s.fastForward);
  return (
    <button
      type="button"
      className="battle-motion"
      data-testid="battle-speed"
      data-speed={speed}
      aria-label={t('battle.playback.speedLabel', { speed })}
      title={t('battle.playback.speedLabel', { speed })}
      onClick={() => setFastForward(nextFastForward(speed))}
    >
      {t('battle.playback.speed', { speed })}
    </button>
  );
}

/** Skips the moves being shown to their end (the next turn plays at the chosen speed again). */
function SkipButton({ playing }: { playing: boolean }) {
  const { t } = useTranslation();
  const skipping = useStore(motionStore, (s) => s.skipping);
  return (
    <button
      type="button"
      className="battle-motion"
      data-testid="battle-playback-skip"
      disabled={!playing || skipping}
      aria-label={t('battle.playback.skipLabel')}
      title={t('battle.playback.skipLabel')}
      onClick={() => motionStore.setState({ skipping: true })}
    >
      <Icon name="fast-forward-button" size={22} />
    </button>
  );
}

function percent(chance: number): number {
  return Math.round(chance * 100);
}

function ActionBar({ controller }: { controller: BattleController }) {
  const { t } = useTranslation();
  const state = useStore(battleStore);
  const { phase, preview, creatures, attackerId, targetId, error, status, consumableId } = state;
  const item = status?.consumables.find((c) => c.id === consumableId);
  const attacker = creatures.find((c) => c.id === attackerId);
  const target = creatures.find((c) => c.id === targetId);
  const choosing = phase === 'choose';
  const hint = (() => {
    if (phase === 'playing' || phase === 'busy') return t('battle.hint.playing');
    if (phase === 'finished' || phase === 'result') return t('battle.hint.settling');
    if (item)
      return t(needsDead(item.consumableId) ? 'items.battle.chooseDead' : 'items.battle.choose', {
        item: t(`names.consumable.${item.consumableId}`),
      });
    if (!attacker) return t('battle.hint.chooseAttacker');
    if (!target) return t('battle.hint.chooseTarget');
    return t('battle.hint.ready', { attacker: creatureName(t, attacker), target: creatureName(t, target) });
  })();
  return (
    <div className="battle-bar" data-testid="battle-bar" data-phase={phase}>
      <BattleTale />
      <div className="battle-bar__motion">
        <SpeedButton />
        <p className="battle-bar__hint" data-testid="battle-hint" aria-live="polite">
          {hint}
        </p>
        <SkipButton playing={phase === 'playing'} />
      </div>
      {choosing && !item && preview && preview.attackerId === attackerId && preview.defenderId === targetId ? (
        <div className="battle-bar__preview" data-testid="battle-preview">
          <strong>{t('battle.preview.damage', { min: preview.damageMin, max: preview.damageMax })}</strong>
          <span> · {t('battle.preview.critical', { min: preview.criticalMin, max: preview.criticalMax })}</span>
          <div className="battle-bar__chances">
            {t('battle.preview.chances', {
              miss: percent(preview.missChance),
              critical: percent(preview.criticalChance),
              block: percent(preview.blockChance),
              shadow: percent(preview.shadowChance),
            })}
          </div>
          {preview.killsSurely ? <div className="battle-bar__kills">{t('battle.preview.kills')}</div> : null}
        </div>
      ) : null}
      {error ? (
        <p className="battle-bar__error" role="alert" data-testid="battle-error">
          {error}
        </p>
      ) : null}
      <BattleConsumables controller={controller} />
      <div className="battle-bar__actions">
        <Button variant="stone" icon="hourglass" data-testid="battle-skip" disabled={!choosing} onClick={() => void controller.skip()}>
          {t('battle.skip')}
        </Button>
        <Button icon="crossed-swords" data-testid="battle-hit-confirm" disabled={!choosing || !attacker || !target} onClick={() => void controller.confirmHit()}>
          {t('battle.hitConfirm')}
        </Button>
        <Button variant="danger" icon="broken-shield" data-testid="battle-give-up" disabled={!choosing} onClick={() => useWindowStore.getState().open('battle-give-up')}>
          {t('battle.giveUp')}
        </Button>
      </div>
    </div>
  );
}
