import Phaser from 'phaser';
import type { SceneKey } from '../events/game-events.ts';
import { REFERENCE_WIDTH, SERVICES_KEY, type SceneServices } from './scene-services.ts';

/**
 * The base of every scene: creation errors are caught and reported (a failed scene start reloads
 * the page), input follows the overlay windows, and a resize redraws the scene.
 * Subclasses `subscribe` once per start and `draw` on every layout.
 */
export abstract class GameScene<Data = undefined> extends Phaser.Scene {
  protected startData!: Data;

  protected get services(): SceneServices {
    return this.registry.get(SERVICES_KEY) as SceneServices;
  }

  protected get sceneKey(): SceneKey {
    return this.scene.key as SceneKey;
  }

  /** Game pixels per reference pixel. */
  protected get unit(): number {
    return this.scale.width / REFERENCE_WIDTH;
  }

  create(data: Data): void {
    try {
      this.startData = data;
      this.input.enabled = !this.services.inputBlocked();
      const onResize = () => this.redraw();
      this.scale.on(Phaser.Scale.Events.RESIZE, onResize);
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.scale.off(Phaser.Scale.Events.RESIZE, onResize));
      this.subscribe();
      this.draw();
      this.services.sceneCreated(this.sceneKey);
    } catch (error) {
      this.services.sceneFailed(this.sceneKey, error);
    }
  }

  /** Registers listeners; `onShutdown` removes them when the scene stops. */
  protected subscribe(): void {}

  protected abstract draw(): void;

  protected onShutdown(cleanup: () => void): void {
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, cleanup);
  }

  /** Clears everything drawn and draws again (resize, new player state, language). */
  protected redraw(): void {
    try {
      this.tweens.killAll();
      this.time.removeAllEvents();
      this.children.removeAll(true);
      this.cameras.main.setScroll(0, 0);
      this.draw();
    } catch (error) {
      this.services.sceneFailed(this.sceneKey, error);
    }
  }
}
