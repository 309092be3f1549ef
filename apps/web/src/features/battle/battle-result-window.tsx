import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { arenaSceneStore } from '../../stores/arena-scene-store.ts';
import { battleStore } from '../../stores/battle-store.ts';
import type { TFunction } from 'i18next';
import type { BattleResultDto } from '@rol/protocol/battle-dto';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { playSound } from '../../game/battle/battle-sfx.ts';
import type { MoveSound } from '../../game/battle/move-look.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { leaveBattle } from './battle-api.ts';
import { endBattleSession } from './battle-session.ts';
import './battle-layer.css';

/** The loot moment: each line of the result appears after the one before, with its sound. */
const LOOT_STEP_MS = 450;

interface ResultLine {
  key: string;
  text: string;
  testId?: string;
  className?: string;
  sound: MoveSound;
}

type SettledResult = BattleResultDto;

/** What the battle gave and took, one line each, in the order they appear. */
function resultLines(t: TFunction, result: SettledResult): ResultLine[] {
  const lines: ResultLine[] = [];
  const won = result.won;
  if (won && result.reward.gold > 0)
    lines.push({
      key: 'gold',
      testId: 'battle-result-gold',
      text: t('battle.result.gold', { amount: result.reward.gold }),
      sound: 'buff',
    });
  if (won && result.reward.experience > 0)
    lines.push({
      key: 'xp',
      testId: 'battle-result-experience',
      text: t('battle.result.experience', { amount: result.reward.experience }),
      sound: 'buff',
    });
  if (won && result.reward.items.length > 0)
    lines.push({
      key: 'items',
      text: t('battle.result.items', { count: result.reward.items.length }),
      sound: 'heal',
    });
  if (result.levelsGained > 0)
    lines.push({
      key: 'level',
      testId: 'battle-result-level',
      className: 'battle-result__level',
      text: t('battle.result.levelUp', { level: result.level }),
      sound: 'resurrection',
    });
  if (!won && result.penalty.gold > 0)
    lines.push({
      key: 'gold-lost',
      className: 'battle-result__penalty',
      text: t('battle.result.goldLost', { amount: result.penalty.gold }),
      sound: 'hit-light',
    });
  if (!won && result.penalty.healthPerHero > 0)
    lines.push({
      key: 'health',
      testId: 'battle-result-health',
      className: 'battle-result__penalty',
      text: t('battle.result.healthPenalty', { amount: result.penalty.healthPerHero }),
      sound: 'hit-light',
    });
  return lines;
}

/** Plays each line's sound as the line appears (once per shown result). */
function useLootSounds(sounds: readonly MoveSound[]): void {
  const signature = sounds.join(',');
  useEffect(() => {
    if (!signature) return;
    const timers = signature
      .split(',')
      .map((sound, i) => setTimeout(() => playSound(sound as MoveSound), (i + 1) * LOOT_STEP_MS));
    return () => timers.forEach(clearTimeout);
  }, [signature]);
}

/**
 * The result of a settled battle (§4): win or loss, gold, experience, level-up, health penalty; then
 * back to the road — or to the arena after an arena battle (the start sequence shows the arena).
 */
export default function BattleResultWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const result = useStore(battleStore, (s) => s.result);
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
  const lines = result ? resultLines(t, result) : [];
  useLootSounds(lines.map((l) => l.sound));
  if (!result) return null;
  const won = result.won;
  return (
    <WindowFrame
      name="battle-result"
      title={t(won ? 'battle.result.won' : 'battle.result.lost')}
      onClose={leave}
      compact
    >
      <div className="battle-result" data-testid="battle-result" data-won={won ? '1' : '0'}>
        <div className="battle-result__emblem">
          <Icon name={won ? 'laurels' : 'broken-shield'} size={72} />
        </div>
        <p className="window__lead">
          {arena
            ? t(won ? 'arena.result.wonLead' : 'arena.result.lostLead')
            : t(won ? 'battle.result.wonLead' : 'battle.result.lostLead')}
        </p>
        <ul className="battle-result__lines">
          {lines.map((line, i) => (
            <li
              key={line.key}
              className={`battle-result__line${line.className ? ` ${line.className}` : ''}`}
              data-testid={line.testId}
              style={{ animationDelay: `${(i + 1) * LOOT_STEP_MS}ms` }}
            >
              {line.text}
            </li>
          ))}
        </ul>
        <div className="battle-window__actions">
          <Button
            data-testid="battle-result-close"
            icon={arena ? 'crossed-swords' : 'footsteps'}
            disabled={leaving}
            onClick={leave}
          >
            {t(arena ? 'arena.result.close' : 'battle.result.close')}
          </Button>
        </div>
      </div>
    </WindowFrame>
  );
}
