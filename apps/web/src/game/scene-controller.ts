import type Phaser from 'phaser';
import type { EventBus } from '../events/event-bus.ts';
import type { GameEvents, PlayableSceneKey, SceneKey, SceneStartRequest } from '../events/game-events.ts';
import { SERVICES_KEY, type SceneCurtain, type SceneServices } from './scene-services.ts';
import BootFixScene from './scenes/boot-fix-scene.ts';

type SceneClass = new () => Phaser.Scene;

/**
 * Each scene is its own lazily loaded module (§2, docs/architecture.md, "Front end") — but BootFix,
 * which must start when scene modules cannot be downloaded, comes with the game itself.
 */
const SCENE_MODULES: Record<SceneKey, () => Promise<{ default: SceneClass }>> = {
  Boot: () => import('./scenes/boot-scene.ts'),
  BootFix: () => Promise.resolve({ default: BootFixScene }),
  Load: () => import('./scenes/load-scene.ts'),
  Transition: () => import('./scenes/transition-scene.ts'),
  CharacterSelection: () => import('./scenes/character-selection-scene.ts'),
  Road: () => import('./scenes/road-scene.ts'),
  BattleLoading: () => import('./scenes/battle-loading-scene.ts'),
  Battle: () => import('./scenes/battle-scene.ts'),
  CreatureLoading: () => import('./scenes/creature-loading-scene.ts'),
  Creature: () => import('./scenes/creature-scene.ts'),
  Cutscene: () => import('./scenes/cutscene-scene.ts'),
  SnowWorld: () => import('./scenes/snow-world-scene.ts'),
  ClanLoading: () => import('./scenes/clan-loading-scene.ts'),
  Clan: () => import('./scenes/clan-scene.ts'),
  Arena: () => import('./scenes/arena-scene.ts'),
};

const PLAYABLE: readonly PlayableSceneKey[] = [
  'CharacterSelection',
  'Road',
  'BattleLoading',
  'Battle',
  'CreatureLoading',
  'Creature',
  'Cutscene',
  'SnowWorld',
  'ClanLoading',
  'Clan',
  'Arena',
];

function isPlayable(key: SceneKey): key is PlayableSceneKey {
  return (PLAYABLE as readonly SceneKey[]).includes(key);
}

/**
 * Runs scenes for the React side: loads scene modules on demand, fades between scenes, blocks
 * input under overlays. It listens to the bus; React never calls it.
 */
export class SceneController {
  private readonly offs: (() => void)[] = [];
  private readonly loading = new Map<SceneKey, Promise<void>>();
  private inputBlocked = false;
  private requestSeq = 0;
  private pendingReveal: { key: PlayableSceneKey; request: SceneStartRequest } | null = null;
  private activePlayable: SceneStartRequest | null = null;
  /** A scene change is under way (cover, start, reveal): the loop must run until it ends. */
  private changing = false;

  constructor(
    private readonly game: Phaser.Game,
    private readonly bus: EventBus<GameEvents>,
  ) {
    const services: SceneServices = {
      bus,
      inputBlocked: () => this.inputBlocked,
      sceneCreated: (key) => this.onSceneCreated(key),
      sceneFailed: (key, error) => bus.emit('scene:failed', { key, error }),
      startScene: (key) => void this.run(key),
    };
    game.registry.set(SERVICES_KEY, services);
    this.inputBlocked = bus.last('input:blocked')?.blocked ?? false;
    this.offs.push(
      bus.on('scene:start', (request) => void this.start(request)),
      bus.on('scene:reload', () => {
        const active = this.activePlayable;
        if (!active) return;
        // A reloaded road is not the first start of the page any more.
        void this.start(active.key === 'Road' ? { ...active, data: { firstStart: false }, transition: 'black' } : { ...active, transition: 'black' });
      }),
      bus.on('input:blocked', ({ blocked }) => this.setInputBlocked(blocked)),
      bus.on('boot:fix', () => this.fix()),
    );
  }

  /**
   * Loads and starts Boot (called once the game has booted); Load and Transition, which always
   * follow, download meanwhile. A playable scene's module downloads when it is first asked for
   * (while the curtain covers the scene before it), so the first scene does not wait on the others.
   */
  boot(): void {
    void this.run('Boot');
    for (const key of ['Load', 'Transition'] as const) this.ensure(key).catch(() => undefined);
  }

  dispose(): void {
    for (const off of this.offs.splice(0)) off();
  }

  private ensure(key: SceneKey): Promise<void> {
    let promise = this.loading.get(key);
    if (!promise) {
      promise = SCENE_MODULES[key]().then(({ default: SceneType }) => {
        if (!this.game.scene.getScene(key)) this.game.scene.add(key, SceneType, false);
      });
      promise.catch(() => this.loading.delete(key));
      this.loading.set(key, promise);
    }
    return promise;
  }

  /** Starts a non-playable scene (Boot, Load, Transition) alongside what runs. */
  private async run(key: SceneKey): Promise<void> {
    try {
      await this.ensure(key);
      if (key === 'Transition') {
        this.game.scene.run(key);
        this.game.scene.bringToTop(key);
      } else {
        this.game.scene.start(key);
      }
    } catch (error) {
      this.bus.emit('scene:failed', { key, error });
    }
  }

  private curtain(): SceneCurtain | null {
    const scene = this.game.scene.getScene('Transition') as (Phaser.Scene & SceneCurtain) | null;
    return scene && this.game.scene.isActive('Transition') ? scene : null;
  }

  private async start(request: SceneStartRequest): Promise<void> {
    const seq = ++this.requestSeq;
    this.changing = true;
    // A window opened just before (it put the loop to sleep) must not stall the curtain.
    this.game.loop.wake(true);
    try {
      await Promise.all([this.curtain()?.cover(request.transition), this.ensure(request.key)]);
      if (seq !== this.requestSeq) return;
      for (const key of PLAYABLE) {
        if (key !== request.key && this.game.scene.isActive(key)) this.game.scene.stop(key);
      }
      this.pendingReveal = { key: request.key, request };
      this.game.scene.start(request.key, 'data' in request ? request.data : undefined);
      if (this.game.scene.getScene('Transition')) this.game.scene.bringToTop('Transition');
    } catch (error) {
      this.changing = false;
      this.bus.emit('scene:failed', { key: request.key, error });
    }
  }

  /** The scene change has ended: a window opened meanwhile now puts the loop to sleep. */
  private changed(seq: number): void {
    if (seq !== this.requestSeq) return;
    this.changing = false;
    if (this.inputBlocked && this.activePlayable) this.game.loop.sleep();
  }

  /** Stops every scene and runs BootFix alone, awake and taking input (it repairs and reloads). */
  private fix(): void {
    this.requestSeq += 1;
    this.changing = false;
    this.pendingReveal = null;
    this.activePlayable = null;
    for (const scene of this.game.scene.getScenes(true)) if (scene.scene.key !== 'BootFix') this.game.scene.stop(scene.scene.key);
    this.inputBlocked = false;
    this.game.loop.wake(true);
    void this.run('BootFix');
  }

  private onSceneCreated(key: SceneKey): void {
    if (key === 'Boot') {
      this.bus.emit('boot:started', undefined);
      return;
    }
    if (key === 'Load') {
      void this.run('Transition');
      return;
    }
    if (key === 'BootFix') {
      this.bus.emit('scene:active', { key });
      return;
    }
    if (!isPlayable(key)) return;
    if (this.pendingReveal?.key === key) {
      this.activePlayable = this.pendingReveal.request;
      const kind = this.pendingReveal.request.transition;
      this.pendingReveal = null;
      const seq = this.requestSeq;
      void Promise.resolve(this.curtain()?.reveal(kind)).then(
        () => this.changed(seq),
        () => this.changed(seq),
      );
    }
    this.bus.emit('scene:active', { key });
  }

  /**
   * An overlay blocks canvas input. Behind an overlay the game also stops rendering (the last frame
   * stays on screen), so the window gets the whole CPU; loading is never paused this way.
   */
  private setInputBlocked(blocked: boolean): void {
    this.inputBlocked = blocked;
    for (const scene of this.game.scene.getScenes(true)) scene.input.enabled = !blocked;
    if (blocked && this.activePlayable && !this.pendingReveal && !this.changing) this.game.loop.sleep();
    else if (!blocked) this.game.loop.wake(true);
  }
}
