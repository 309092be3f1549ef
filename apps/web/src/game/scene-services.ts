import type { EventBus } from '../events/event-bus.ts';
import type { GameEvents, SceneKey, SceneTransition } from '../events/game-events.ts';

/** What scenes may use from outside Phaser; kept in the game registry under SERVICES_KEY. */
export interface SceneServices {
  bus: EventBus<GameEvents>;
  inputBlocked(): boolean;
  sceneCreated(key: SceneKey): void;
  sceneFailed(key: SceneKey, error: unknown): void;
  /** Asks the controller to show another scene (Boot → Load). */
  startScene(key: SceneKey): void;
}

/** The persistent top scene that covers scene changes. */
export interface SceneCurtain {
  cover(kind: SceneTransition): Promise<void>;
  reveal(kind: SceneTransition): Promise<void>;
}

export const SERVICES_KEY = 'rol.services';

/** §2/§9: scene changes fade through black or clouds in 350 ms. */
export const SCENE_FADE_MS = 350;

/** Scenes lay out for a 600-wide world. */
export const REFERENCE_WIDTH = 600;
