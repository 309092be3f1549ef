import { createStore } from 'zustand/vanilla';
import { arenaReplayRoute } from '@rol/protocol/arena-routes';
import type { BattleAction, BattleMove, BattleSetup } from '@rol/rules/battle/battle-types';
import { api } from '../../api/api.ts';
import { gameBus } from '../../events/game-events.ts';
import { waitPlayback } from '../../events/wait-playback.ts';
import { moveLook } from '../../game/battle/move-look.ts';
import { battleStore, initialBattleState } from '../../stores/battle-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { requestArenaTab } from './arena-tab.ts';
import { looksAfterMove, replayArenaBattle, type ArenaReplay } from './replay-moves.ts';

/** What the replay's controls show. `played` counts the moves the scene reported shown. */
export interface ReplayProgress {
  battleId: number;
  /** The watcher's side: their heroes are team 0 when they attacked. */
  role: 'attacker' | 'defender';
  opponent: string;
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
export function startReplayRun(
  battleId: number,
  rebuilt: ArenaReplay,
  role: ReplayProgress['role'],
  opponent: string,
): ReplayRun {
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
      role,
      opponent,
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

/**
 * Opens a stored arena battle in the battle scene: fetches its setup, seed and action log, rebuilds
 * it with the rules' engine, closes the windows and fades to the battle scene, which the replay's
 * controls then drive. Rejects when the battle cannot be fetched or rebuilt.
 */
export async function watchReplay(
  battleId: number,
  role: ReplayProgress['role'],
  opponent: string,
): Promise<void> {
  const stored = await api.call(arenaReplayRoute, { params: { battleId } });
  const rebuilt = replayArenaBattle(
    stored.setup as BattleSetup,
    stored.seed,
    stored.actions as BattleAction[],
  );
  if (!rebuilt) throw new Error(`arena battle ${battleId} does not replay`);
  startReplayRun(battleId, rebuilt, role, opponent);
  useWindowStore.getState().closeAll();
  gameBus.emit('scene:start', { key: 'Battle', transition: 'black' });
}

/** Closes the replay: back to the arena scene, its window open on the history again. */
export function closeReplay(): void {
  active?.dispose();
  active = null;
  replayProgressStore.setState(null, true);
  battleStore.setState(initialBattleState, true);
  requestArenaTab('history');
  // The window opens once the scene behind it shows (an open window would hold the fade still).
  const off = gameBus.on('scene:active', ({ key }) => {
    if (key !== 'Arena') return;
    off();
    useWindowStore.getState().open('arena');
  });
  gameBus.emit('scene:start', { key: 'Arena', transition: 'black' });
}
