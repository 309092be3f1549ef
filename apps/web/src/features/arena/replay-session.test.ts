import { afterEach, describe, expect, it } from 'vitest';
import type { BattleMove } from '@rol/rules/battle/battle-types';
import { gameBus } from '../../events/game-events.ts';
import { battleStore, type CreatureLook } from '../../stores/battle-store.ts';
import type { ArenaReplay } from './replay-moves.ts';
import { replayProgressStore, startReplayRun } from './replay-session.ts';

const look = (id: number, team: 0 | 1, health: number): CreatureLook => ({
  id,
  team,
  warriorClass: 'human',
  standing: 'usual',
  imageId: 'hero_knight_m',
  monsterId: null,
  faction: 'none',
  rank: 0,
  level: 1,
  attack: 10,
  defence: 5,
  health,
  maxHealth: 100,
  effects: [],
  artifacts: 0,
  canAct: true,
});

const hit = (index: number, healthAfter: number): BattleMove => ({
  index,
  round: 1,
  kind: 'hit',
  sourceId: 1,
  targetId: -1,
  amount: 25,
  healthAfter,
});

const rebuilt: ArenaReplay = {
  initial: [look(-1, 1, 100), look(1, 0, 100)],
  moves: [hit(0, 75), hit(1, 50), hit(2, 25), hit(3, 0)],
  final: [look(-1, 1, 0), look(1, 0, 100)],
  winnerTeam: 0,
  lastRound: 1,
  classes: { 1: 'human', [-1]: 'human' },
};

/** A stand-in for the battle scene: reports every playback shown on the next tick. */
function fakeScene(): () => void {
  return battleStore.subscribe((state, previous) => {
    if (state.playback && state.playback !== previous.playback) {
      const { seq } = state.playback;
      setTimeout(() => gameBus.emit('battle:played', { seq }), 1);
    }
  });
}

/** Polls for up to 5 s: a busy test machine may be slow to run the scene's timers. */
const until = async (check: () => boolean) => {
  const started = Date.now();
  while (!check() && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

afterEach(() => replayProgressStore.setState(null, true));

describe('an arena replay fed to the battle scene', () => {
  it('hands over one move at a time, counts what the scene showed, and ends on the final state', async () => {
    const off = fakeScene();
    const run = startReplayRun(7, rebuilt, { side: 'defender', attacker: 'Rival', defender: 'Me' });
    run.play();
    await until(() => replayProgressStore.getState()?.done === true);
    const progress = replayProgressStore.getState()!;
    expect(progress.shown).toBe(4);
    expect(progress.played).toBe(4);
    expect(battleStore.getState().creatures.find((c) => c.id === -1)?.health).toBe(0);
    expect(battleStore.getState().replay?.winnerTeam).toBe(0);
    off();
  });

  it('holds still while paused and skips straight to the result', async () => {
    const off = fakeScene();
    const run = startReplayRun(8, rebuilt, { side: 'attacker', attacker: 'Me', defender: 'Rival' });
    run.play();
    run.pause();
    await until(() => replayProgressStore.getState()?.shown === 1);
    await new Promise((r) => setTimeout(r, 40));
    expect(replayProgressStore.getState()?.shown).toBe(1);
    expect(battleStore.getState().creatures.find((c) => c.id === -1)?.health).toBe(75);
    run.skip();
    expect(replayProgressStore.getState()?.done).toBe(true);
    expect(battleStore.getState().creatures.find((c) => c.id === -1)?.health).toBe(0);
    expect(battleStore.getState().phase).toBe('finished');
    off();
  });
});
