import Phaser from 'phaser';
import type { IconName } from '../../art/icons.ts';
import { reloadPage } from '../../api/reload.ts';
import { i18n } from '../../i18n/instance.ts';
import { repairBoot, type BootRepairReport } from '../../offline/boot-repair.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { FONT_TEXT, FONT_TITLE, iconKey } from '../art/texture-keys.ts';
import { GameScene } from '../game-scene.ts';

/** Seconds shown before the repaired page reloads by itself. */
export const BOOT_FIX_RELOAD_SECONDS = 5;

/**
 * §2 boot-fix scene (docs/story-and-scenes.md, "BootFix"): when the game failed to start twice in
 * a row, it takes the canvas alone, clears the game's cached files and its offline worker
 * (`repairBoot`), shows what it did and reloads after a short countdown, or at once on the button.
 * It comes with the game itself (not a lazily loaded module), since a scene's module that cannot be
 * downloaded is one of the failures it repairs.
 */
export default class BootFixScene extends GameScene {
  private report: BootRepairReport | null = null;
  private secondsLeft = BOOT_FIX_RELOAD_SECONDS;

  constructor() {
    super('BootFix');
  }

  protected override iconTextures(): readonly IconName[] {
    return ['anvil-impact', 'check-mark', 'anticlockwise-rotation'];
  }

  protected override subscribe(): void {
    let timer: ReturnType<typeof setInterval> | null = null;
    let stopped = false;
    void repairBoot().then((report) => {
      if (stopped) return;
      this.report = report;
      console.info('boot fix: repaired', report);
      this.redraw();
      timer = setInterval(() => {
        this.secondsLeft -= 1;
        if (this.secondsLeft <= 0) {
          if (timer) clearInterval(timer);
          reloadPage();
        } else {
          this.redraw();
        }
      }, 1000);
    });
    this.onShutdown(() => {
      stopped = true;
      if (timer) clearInterval(timer);
    });
  }

  protected draw(): void {
    const { width, height } = this.scale;
    const u = this.unit;
    const cx = width / 2;
    const hasTexture = (key: string) => this.textures.exists(key);
    this.add.rectangle(0, 0, width, height, colorNumber(palette.night)).setOrigin(0);
    if (hasTexture('glow')) {
      this.add
        .image(cx, height * 0.3, 'glow')
        .setDisplaySize(320 * u, 320 * u)
        .setTint(colorNumber(palette.torch))
        .setAlpha(0.35)
        .setBlendMode(Phaser.BlendModes.ADD);
    }
    if (hasTexture(iconKey('anvil-impact'))) {
      const anvil = this.add.image(cx, height * 0.3, iconKey('anvil-impact')).setDisplaySize(130 * u, 130 * u).setTint(colorNumber(palette.goldLight));
      if (!this.report) this.tweens.add({ targets: anvil, angle: { from: -4, to: 4 }, duration: 260, yoyo: true, repeat: -1 });
    }
    const text = (y: number, value: string, size: number, color: string, title = false) =>
      this.add
        .text(cx, y, value, {
          fontFamily: title ? FONT_TITLE : FONT_TEXT,
          fontStyle: title ? 'bold' : 'normal',
          fontSize: `${Math.round(size * u)}px`,
          color,
          align: 'center',
          wordWrap: { width: width * 0.84 },
        })
        .setOrigin(0.5, 0);
    text(height * 0.42, i18n.t('bootFix.title'), 34, palette.goldLight, true);
    text(height * 0.49, i18n.t('bootFix.text'), 20, palette.parchment);
    if (!this.report) {
      text(height * 0.62, i18n.t('bootFix.working'), 22, palette.stoneLight);
      return;
    }
    const lines = [
      i18n.t('bootFix.caches', { count: this.report.cachesCleared }),
      i18n.t('bootFix.worker', { count: this.report.workersRemoved }),
    ];
    lines.forEach((line, i) => {
      const y = height * (0.61 + i * 0.05);
      if (hasTexture(iconKey('check-mark'))) this.add.image(width * 0.12, y + 12 * u, iconKey('check-mark')).setDisplaySize(24 * u, 24 * u).setTint(colorNumber(palette.exp));
      text(y, line, 20, palette.parchment);
    });
    text(height * 0.74, i18n.t('bootFix.reloadIn', { seconds: this.secondsLeft }), 20, palette.stoneLight);
    this.drawReloadButton(cx, height * 0.84, u);
  }

  private drawReloadButton(x: number, y: number, u: number): void {
    const w = 260 * u;
    const h = 64 * u;
    const button = this.add
      .rectangle(x, y, w, h, colorNumber(palette.goldDark))
      .setStrokeStyle(Math.max(2, 3 * u), colorNumber(palette.goldLight))
      .setInteractive({ useHandCursor: true });
    this.add
      .text(x, y, i18n.t('bootFix.reloadNow'), {
        fontFamily: FONT_TITLE,
        fontStyle: 'bold',
        fontSize: `${Math.round(24 * u)}px`,
        color: palette.parchment,
      })
      .setOrigin(0.5);
    button.on('pointerup', () => reloadPage());
  }
}
