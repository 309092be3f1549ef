import type Phaser from 'phaser';
import type { IconName } from '../../art/icons.ts';
import type { SceneTransition } from '../../events/game-events.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { SCENE_FADE_MS, type SceneCurtain } from '../scene-services.ts';
import { GameScene } from '../game-scene.ts';

const CLOUD_COUNT = 9;

/** The curtain above every scene: scene changes fade through black or clouds in 350 ms (§2). */
export default class TransitionScene extends GameScene implements SceneCurtain {
  private black!: Phaser.GameObjects.Rectangle;
  private clouds: Phaser.GameObjects.Image[] = [];
  private covered: SceneTransition = 'none';

  constructor() {
    super('Transition');
  }

  protected override iconTextures(): readonly IconName[] {
    return [];
  }

  protected draw(): void {
    const { width, height } = this.scale;
    this.black = this.add.rectangle(0, 0, width, height, colorNumber(palette.nightDeep)).setOrigin(0).setAlpha(this.covered === 'black' ? 1 : 0);
    this.clouds = Array.from({ length: CLOUD_COUNT }, (_, i) => {
      const row = i % 3;
      const cloud = this.add
        .image(0, height * (0.18 + row * 0.32), 'cloud')
        .setDisplaySize(width * 1.5, height * 0.55)
        .setTint(colorNumber(palette.cloud));
      cloud.setData('side', i % 2 === 0 ? -1 : 1);
      cloud.setData('restX', width * (0.2 + (i / (CLOUD_COUNT - 1)) * 0.6));
      cloud.x = this.covered === 'clouds' ? (cloud.getData('restX') as number) : this.offscreenX(cloud);
      return cloud;
    });
  }

  private offscreenX(cloud: Phaser.GameObjects.Image): number {
    return (cloud.getData('side') as number) < 0 ? -this.scale.width : this.scale.width * 2;
  }

  private tween(config: Phaser.Types.Tweens.TweenBuilderConfig): Promise<void> {
    return new Promise((resolve) => {
      this.tweens.add({ ...config, duration: SCENE_FADE_MS, onComplete: () => resolve() });
    });
  }

  cover(kind: SceneTransition): Promise<void> {
    this.covered = kind;
    if (kind === 'none') return Promise.resolve();
    this.scene.bringToTop();
    if (kind === 'black') return this.tween({ targets: this.black, alpha: 1, ease: 'Sine.easeIn' });
    return Promise.all(
      this.clouds.map((cloud) =>
        this.tween({ targets: cloud, x: cloud.getData('restX') as number, ease: 'Cubic.easeOut' }),
      ),
    ).then(() => undefined);
  }

  reveal(kind: SceneTransition): Promise<void> {
    this.covered = 'none';
    this.scene.bringToTop();
    if (kind === 'none') return Promise.resolve();
    if (kind === 'black') return this.tween({ targets: this.black, alpha: 0, ease: 'Sine.easeOut' });
    return Promise.all(
      this.clouds.map((cloud) => this.tween({ targets: cloud, x: this.offscreenX(cloud), ease: 'Cubic.easeIn' })),
    ).then(() => undefined);
  }
}
