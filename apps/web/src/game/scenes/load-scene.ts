import Phaser from 'phaser';
import { ICON_BODIES } from '../../art/icon-bodies.generated.ts';
import { iconDataUri, type IconName } from '../../art/icons.ts';
import { GameScene } from '../game-scene.ts';
import { ICON_TEXTURE_SIZE, iconKey } from '../art/texture-keys.ts';

const FONT_FACES = ['700 32px Philosopher', '400 32px Philosopher', '400 16px "PT Serif"', '700 16px "PT Serif"'];
const FONT_WAIT_MS = 4000;

/** Waits for the display fonts so canvas text never draws in a fallback face (bounded wait). */
function fontsReady(): Promise<void> {
  const fonts = globalThis.document?.fonts;
  if (!fonts) return Promise.resolve();
  const loads = Promise.all(FONT_FACES.map((face) => fonts.load(face, 'Дорога Road'))).then(() => undefined);
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  return Promise.race([loads, timeout]).catch(() => undefined);
}

/**
 * §2 load scene: loads the icon textures through Phaser's loader, whose progress feeds the DOM
 * loading screen over the bus, and the fonts; then reports boot completed.
 */
export default class LoadScene extends GameScene {
  constructor() {
    super('Load');
  }

  preload(): void {
    const { bus } = this.services;
    this.load.on(Phaser.Loader.Events.PROGRESS, (value: number) => bus.emit('load:progress', { percent: value * 100 }));
    for (const name of Object.keys(ICON_BODIES) as IconName[]) {
      const key = iconKey(name);
      if (!this.textures.exists(key)) {
        this.load.svg(key, iconDataUri(name, '#ffffff', ICON_TEXTURE_SIZE), { width: ICON_TEXTURE_SIZE, height: ICON_TEXTURE_SIZE });
      }
    }
  }

  protected draw(): void {
    void fontsReady().then(() => {
      this.services.bus.emit('load:progress', { percent: 100 });
      this.services.bus.emit('boot:completed', undefined);
      this.scene.stop();
    });
  }
}
