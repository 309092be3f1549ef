import type { IconName } from '../../art/icons.ts';
import { GameScene } from '../game-scene.ts';

const FONT_FACES = ['700 32px Philosopher', '400 32px Philosopher', '400 16px "PT Serif"', '700 16px "PT Serif"'];
const FONT_WAIT_MS = 4000;

/**
 * Waits for the display fonts so canvas text never draws in a fallback face (bounded wait);
 * `progress` hears the share of faces loaded, 0..1.
 */
function fontsReady(progress: (share: number) => void): Promise<void> {
  const fonts = globalThis.document?.fonts;
  if (!fonts) return Promise.resolve();
  let loaded = 0;
  const loads = Promise.all(
    FONT_FACES.map((face) =>
      fonts.load(face, 'Дорога Road').then(() => {
        loaded += 1;
        progress(loaded / FONT_FACES.length);
      }),
    ),
  ).then(() => undefined);
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  return Promise.race([loads, timeout]).catch(() => undefined);
}

/**
 * §2 load scene: waits for the fonts, whose progress feeds the DOM loading screen over the bus,
 * then reports boot completed. Icon textures are not loaded here: each scene loads the ones it
 * draws (`GameScene.iconTextures`).
 */
export default class LoadScene extends GameScene {
  constructor() {
    super('Load');
  }

  protected override iconTextures(): readonly IconName[] {
    return [];
  }

  protected draw(): void {
    const { bus } = this.services;
    void fontsReady((share) => bus.emit('load:progress', { percent: share * 100 })).then(() => {
      this.services.bus.emit('load:progress', { percent: 100 });
      this.services.bus.emit('boot:completed', undefined);
      this.scene.stop();
    });
  }
}
