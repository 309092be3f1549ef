import { createStore } from 'zustand/vanilla';
import { arenaReplayRoute } from '@rol/protocol/arena-routes';
import type { BattleAction, BattleMove, BattleSetup } from '@rol/rules/battle/battle-types';
import { api } from '../../api/api.ts';
import { gameBus, type SceneKey } from '../../events/game-events.ts';
import { waitPlayback } from '../../events/wait-playback.ts';
import { moveLook } from '../../game/battle/move-look.ts';
import { battleStore, initialBattleState } from '../../stores/battle-store.ts';
import { useGameStore } from '../../stores/game-store.ts';
import { playerStore } from '../../stores/player-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { requestArenaTab } from './arena-tab.ts';
import { looksAfterMove, replayArenaBattle, type ArenaReplay } from './replay-moves.ts';

/** Who fought, and the watcher's side: their heroes are team 0 when they attacked; null watching others. */
export interface ReplayFighters {
  side: 'attacker' | 'defender' | null;
  attacker: string;
  defender: string;
}

/** What the replay's controls show. `played` counts the moves the scene reported shown. */
export interface ReplayProgress extends ReplayFighters {
  battleId: number;
  shown: number;
  played: number;
  total: number;
  paused: boolean;
  done: boolean;
  last: BattleMove | null;
  winnerTeam: ArenaReplay['winnerTeam'];
  classes: ArenaReplay['classes'];
}

export const replayProgressStore = createStore<ReplayProgress | null>()(() => null);

/** Time the scene may take beyond a move's own duration before the replay moves on. */
const MOVE_SLACK_MS = 4000;

/**
 * Feeds a rebuilt arena battle to the battle scene one move at a time (the scene animates each and
 * reports `battle:played`), so it can pause between blows, and jumps to the final state on skip.
 */
export class ReplayRun {
  private seq = 0;
  private index = 0;
  private running = false;
  private disposed = false;

  constructor(private readonly replay: ArenaReplay) {}

  private progress(patch: Partial<ReplayProgress>): void {
    const current = replayProgressStore.getState();
    if (current && !this.disposed) replayProgressStore.setState({ ...current, ...patch }, true);
  }

  play(): void {
    const state = replayProgressStore.getState();
    if (this.disposed || !state || state.done) return;
    this.progress({ paused: false });
    if (!this.running) void this.loop();
  }

  pause(): void {
    if (!replayProgressStore.getState()?.done) this.progress({ paused: true });
  }

  private async loop(): Promise<void> {
    this.running = true;
    const { moves } = this.replay;
    while (!this.disposed && this.index < moves.length && !replayProgressStore.getState()?.paused) {
      const move = moves[this.index]!;
      const seq = ++this.seq;
      const replay = battleStore.getState().replay;
      battleStore.setState({
        playback: { seq, moves: [move] },
        ...(move.kind === 'round' && replay ? { replay: { ...replay, round: move.amount } } : {}),
      });
      const played = await waitPlayback(seq, moveLook(move, 0).durationMs + MOVE_SLACK_MS);
      if (this.disposed || this.seq !== seq) break;
      this.index += 1;
      battleStore.setState({ creatures: looksAfterMove(battleStore.getState().creatures, move) });
      const state = replayProgressStore.getState();
      this.progress({ shown: this.index, played: (state?.played ?? 0) + (played ? 1 : 0), last: move });
    }
    this.running = false;
    if (!this.disposed && this.index >= moves.length) this.finish();
  }

  /** Straight to the result: the move on screen is cut short, the final state shows. */
  skip(): void {
    if (this.disposed || replayProgressStore.getState()?.done) return;
    this.seq += 1;
    battleStore.setState({ playback: { seq: this.seq, moves: [] } });
    this.index = this.replay.moves.length;
    this.finish();
  }

  private finish(): void {
    if (replayProgressStore.getState()?.done) return;
    battleStore.setState({
      creatures: this.replay.final,
      phase: 'finished',
      replay: { round: this.replay.lastRound, winnerTeam: this.replay.winnerTeam },
    });
    this.progress({ done: true, paused: false, shown: this.index, last: this.replay.moves.at(-1) ?? null });
  }

  dispose(): void {
    this.disposed = true;
    this.seq += 1;
  }
}

let active: ReplayRun | null = null;

export function replayRun(): ReplayRun | null {
  return active;
}

/** Readies the battle store and the controls for `rebuilt`; the replay layer starts it. */
export function startReplayRun(battleId: number, rebuilt: ArenaReplay, fighters: ReplayFighters): ReplayRun {
  active?.dispose();
  active = new ReplayRun(rebuilt);
  battleStore.setState(
    {
      ...initialBattleState,
      creatures: rebuilt.initial,
      phase: 'playing',
      replay: { round: 1, winnerTeam: null },
    },
    true,
  );
  replayProgressStore.setState(
    {
      battleId,
      ...fighters,
      shown: 0,
      played: 0,
      total: rebuilt.moves.length,
      paused: false,
      done: false,
      last: null,
      winnerTeam: rebuilt.winnerTeam,
      classes: rebuilt.classes,
    },
    true,
  );
  return active;
}

/** Where a replay was opened: the arena window's history, or another player's profile. */
export type ReplayOpenedFrom = 'history' | 'profile';

/** Where closing the replay goes back to: the scene it was opened over and the window it came from. */
let origin: { scene: SceneKey | null; from: ReplayOpenedFrom } = { scene: 'Arena', from: 'history' };

/**
 * Opens a stored arena battle in the battle scene: fetches its setup, seed, action log and the
 * fighters' ranks, rebuilds it with the rules' engine, closes the windows and fades to the battle
 * scene, which the replay's controls then drive. Rejects when the battle cannot be fetched or rebuilt.
 */
export async function watchReplay(battleId: number, from: ReplayOpenedFrom): Promise<void> {
  const stored = await api.call(arenaReplayRoute, { params: { battleId } });
  const rebuilt = replayArenaBattle(
    stored.setup as BattleSetup,
    stored.seed,
    stored.actions as BattleAction[],
    stored.ranks,
  );
  if (!rebuilt) throw new Error(`arena battle ${battleId} does not replay`);
  const me = playerStore.getState().info?.player.id;
  const side = me === stored.attackerId ? 'attacker' : me === stored.defenderId ? 'defender' : null;
  origin = { scene: useGameStore.getState().activeScene, from };
  startReplayRun(battleId, rebuilt, {
    side,
    attacker: stored.attackerNickname,
    defender: stored.defenderNickname,
  });
  useWindowStore.getState().closeAll();
  gameBus.emit('scene:start', { key: 'Battle', transition: 'black' });
}

/** Opens `window` once `scene` shows (an open window would hold the fade still). */
function openOnceShown(scene: SceneKey, open: () => void): void {
  const off = gameBus.on('scene:active', ({ key }) => {
    if (key !== scene) return;
    off();
    open();
  });
}

/**
 * Closes the replay: back to the scene it was opened over — the arena scene with its window on the
 * history, or wherever the profile was opened (the road, the arena, the clan hall) with the profile
 * open again.
 */
export function closeReplay(): void {
  // Closed already (Escape and the button at once): one way back only.
  if (!active) return;
  active.dispose();
  active = null;
  replayProgressStore.setState(null, true);
  battleStore.setState(initialBattleState, true);
  const { scene, from } = origin;
  const back: SceneKey = scene === 'Arena' || scene === 'Clan' || scene === 'SnowWorld' ? scene : 'Road';
  if (from === 'history') requestArenaTab('history');
  openOnceShown(back, () => useWindowStore.getState().open(from === 'history' ? 'arena' : 'player-profile'));
  if (back === 'Clan') gameBus.emit('clan:open', undefined);
  else if (back === 'Road') gameBus.emit('scene:start', { key: 'Road', data: { firstStart: false }, transition: 'black' });
  else gameBus.emit('scene:start', { key: back, transition: 'black' });
}
