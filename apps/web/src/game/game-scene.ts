import Phaser from 'phaser';
import { ICON_NAMES, type IconName } from '../art/icons.ts';
import type { SceneKey } from '../events/game-events.ts';
import { queueIconTextures } from './art/icon-textures.ts';
import { REFERENCE_WIDTH, SERVICES_KEY, type SceneServices } from './scene-services.ts';
import { i18n } from '../i18n/instance.ts';

/** The page notes the language the canvas was last drawn in (`body[data-scene-lang]`). */
function markDrawnLanguage(): void {
  if (globalThis.document?.body) document.body.dataset.sceneLang = i18n.language;
}

/**
 * The base of every scene: the icon textures it draws are loaded before it is created, creation
 * errors are caught and reported (a failed scene start reloads the page), input follows the overlay
 * windows, and a resize redraws the scene.
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

  preload(): void {
    queueIconTextures(this, this.iconTextures());
  }

  /**
   * The icons this scene draws as textures (those not loaded by an earlier scene load before
   * `create`): every icon unless the scene narrows it, so the first scene a newcomer sees decodes
   * only its own few.
   */
  protected iconTextures(): readonly IconName[] {
    return ICON_NAMES;
  }

  create(data: Data): void {
    try {
      this.startData = data;
      this.input.enabled = !this.services.inputBlocked();
      const onResize = () => this.redraw();
      this.scale.on(Phaser.Scale.Events.RESIZE, onResize);
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.scale.off(Phaser.Scale.Events.RESIZE, onResize));
      // A language switch draws the canvas again in the new language at once (no reload).
      const onLanguage = () => this.redraw();
      i18n.on('languageChanged', onLanguage);
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => i18n.off('languageChanged', onLanguage));
      this.subscribe();
      this.draw();
      markDrawnLanguage();
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
      markDrawnLanguage();
    } catch (error) {
      this.services.sceneFailed(this.sceneKey, error);
    }
  }
}
