import type { StoreApi } from 'zustand/vanilla';
import type { BattleMoveDto, BattleResultDto, BattleStatusDto, HitPreviewDto } from '@rol/protocol/battle-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { isApiError } from '../../api/api-error.ts';
import { moveLook } from '../../game/battle/move-look.ts';
import type { BattleState } from '../../stores/battle-store.ts';
import { canTarget } from './consumable-targets.ts';
import { creatureLooks } from './creature-looks.ts';

/** The battle calls the controller makes (§7 Battle). */
export interface BattleCalls {
  status(): Promise<BattleStatusDto>;
  /** The status with every move from `offset` (`moves/sublist/get`). */
  movesFrom(offset: number): Promise<BattleStatusDto>;
  hit(attackerId: number, defenderId: number): Promise<BattleStatusDto>;
  precalculate(attackerId: number, defenderId: number): Promise<HitPreviewDto>;
  skip(): Promise<BattleStatusDto>;
  giveUp(): Promise<BattleStatusDto>;
  useConsumable(id: number, targetCreatureId: number): Promise<BattleStatusDto>;
  complete(): Promise<BattleResultDto>;
}

export interface BattleControllerDeps {
  calls: BattleCalls;
  store: StoreApi<BattleState>;
  heroes(): readonly CreatureDto[];
  /** Resolves once the scene reports playback `seq` shown, or when `timeoutMs` passes. */
  waitPlayback(seq: number, timeoutMs: number): Promise<unknown>;
  failure(error: unknown): string;
}

/** Time the scene may take beyond the moves' own durations before the controller moves on. */
const PLAYBACK_SLACK_MS = 4000;

/** How long the scene needs for `moves` at most. */
export function playbackBudgetMs(moves: readonly BattleMoveDto[]): number {
  return moves.reduce((sum, m) => sum + moveLook(m, 0).durationMs + 200, PLAYBACK_SLACK_MS);
}

/**
 * Runs a battle for the React side (docs/architecture.md, "Front end"): loads the status, keeps the choice of attacker and
 * target with its preview, sends hits, skips and give-ups, hands the server's moves to the scene and
 * waits until they have shown, then settles the finished battle once. The scene only draws `store`.
 */
export class BattleController {
  private playSeq = 0;
  private previewSeq = 0;
  private disposed = false;
  private completing: Promise<void> | null = null;

  constructor(private readonly deps: BattleControllerDeps) {}

  private get state(): BattleState {
    return this.deps.store.getState();
  }

  private set(patch: Partial<BattleState>): void {
    if (!this.disposed) this.deps.store.setState(patch);
  }

  dispose(): void {
    this.disposed = true;
  }

  /** Fetches the current status (a reload mid-battle resumes here). */
  async load(): Promise<void> {
    const status = await this.deps.calls.status();
    this.accept(status);
  }

  /** Shows `status` as it stands (an attack's answer, a resumed battle). */
  accept(status: BattleStatusDto): void {
    const creatures = creatureLooks(status.battle.creatures, this.deps.heroes(), status.battle.ranks);
    const attacker = creatures.find((c) => c.id === this.state.attackerId && c.team === 0 && c.canAct) ?? creatures.find((c) => c.team === 0 && c.canAct);
    const target = creatures.find((c) => c.id === this.state.targetId && c.team === 1 && c.health > 0);
    const finished = status.battleState === 'COMPLETED';
    const kept = status.consumables.some((c) => c.id === this.state.consumableId);
    this.set({
      status,
      creatures,
      phase: finished ? 'finished' : 'choose',
      attackerId: finished ? null : (attacker?.id ?? null),
      targetId: finished ? null : (target?.id ?? null),
      consumableId: finished || !kept ? null : this.state.consumableId,
      preview: null,
      playback: null,
    });
    if (finished) void this.complete();
    else this.refreshPreview();
  }

  /**
   * A tap on a creature (canvas or accessible layer): with a backpack item chosen, a fitting creature
   * receives it; otherwise a hero who can act becomes the attacker, a living monster the target.
   */
  tapCreature(id: number): void {
    if (this.state.phase !== 'choose') return;
    const creature = this.state.creatures.find((c) => c.id === id);
    if (!creature) return;
    const item = this.chosenConsumable();
    if (item) {
      if (canTarget(item.consumableId, creature)) void this.useConsumable(item.id, id);
      return;
    }
    if (creature.team === 0) {
      if (!creature.canAct) return;
      this.set({ attackerId: id, error: null });
    } else {
      if (creature.health <= 0) return;
      this.set({ targetId: id, error: null });
    }
    this.refreshPreview();
  }

  private refreshPreview(): void {
    const { attackerId, targetId } = this.state;
    const seq = ++this.previewSeq;
    this.set({ preview: null });
    if (attackerId === null || targetId === null) return;
    this.deps.calls.precalculate(attackerId, targetId).then(
      (preview) => {
        if (seq === this.previewSeq) this.set({ preview });
      },
      () => undefined,
    );
  }

  /** Strikes with the chosen attacker at the chosen target. */
  confirmHit(): Promise<void> {
    const { attackerId, targetId, phase } = this.state;
    if (phase !== 'choose' || attackerId === null || targetId === null) return Promise.resolve();
    return this.act(() => this.deps.calls.hit(attackerId, targetId));
  }

  skip(): Promise<void> {
    if (this.state.phase !== 'choose') return Promise.resolve();
    return this.act(() => this.deps.calls.skip());
  }

  /** Gives up (a loss); allowed whenever the battle is not already over. */
  giveUp(): Promise<void> {
    if (this.state.phase !== 'choose') return Promise.resolve();
    return this.act(() => this.deps.calls.giveUp());
  }

  /** Chooses a backpack item to use (null, or the same item again: puts it back). */
  chooseConsumable(id: number | null): void {
    if (this.state.phase !== 'choose') return;
    this.set({ consumableId: id === this.state.consumableId ? null : id, error: null });
  }

  private chosenConsumable() {
    const id = this.state.consumableId;
    return id === null ? undefined : this.state.status?.consumables.find((c) => c.id === id);
  }

  useConsumable(id: number, targetCreatureId: number): Promise<void> {
    if (this.state.phase !== 'choose') return Promise.resolve();
    this.set({ consumableId: null });
    return this.act(() => this.deps.calls.useConsumable(id, targetCreatureId));
  }

  private async act(call: () => Promise<BattleStatusDto>): Promise<void> {
    this.previewSeq += 1;
    this.set({ phase: 'busy', error: null, preview: null });
    let status: BattleStatusDto;
    try {
      status = await call();
    } catch (error) {
      this.set({ error: this.deps.failure(error) });
      // The battle may have moved on (CONFLICT, a second tab): the moves made since this page's last
      // status are played, then the battle shows as the server has it.
      await this.catchUp().catch(() => this.set({ phase: 'choose' }));
      if (isApiError(error) && error.code === 'BATTLE_NOT_FOUND') this.set({ phase: 'finished' });
      return;
    }
    await this.play(status.moves);
    this.accept(status);
  }

  /** Plays what happened since the status this page holds (`moves/sublist/get` from its offset). */
  private async catchUp(): Promise<void> {
    const known = this.state.status;
    if (!known) return this.load();
    const latest = await this.deps.calls.movesFrom(known.offset);
    await this.play(latest.moves);
    this.accept(latest);
  }

  /** Hands `moves` to the scene and waits until they have shown. */
  async play(moves: readonly BattleMoveDto[]): Promise<void> {
    if (moves.length === 0) return;
    const seq = ++this.playSeq;
    this.set({ phase: 'playing', playback: { seq, moves } });
    await this.deps.waitPlayback(seq, playbackBudgetMs(moves));
  }

  /** Settles the finished battle once and shows the result. */
  complete(): Promise<void> {
    this.completing ??= this.deps.calls
      .complete()
      .then((result) => this.set({ result, phase: 'result' }))
      .catch((error: unknown) => {
        this.completing = null;
        this.set({ error: this.deps.failure(error) });
      });
    return this.completing;
  }
}
