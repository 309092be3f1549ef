import Phaser from 'phaser';
import type { IconName } from '../../art/icons.ts';
import type { CutsceneSceneData } from '../../events/game-events.ts';
import { cutsceneStore } from '../../stores/cutscene-store.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { BIOMES, type Biome } from '../biomes.ts';
import { iconKey } from '../art/texture-keys.ts';
import { cutsceneIcons, storyPanel, type PanelFigure } from '../cutscene/story-panels.ts';
import { GameScene } from '../game-scene.ts';
import { addAmbientParticles, drawBackdrop } from './scene-backdrop.ts';

/** The picture fills the stage between the letterbox bars; the caption (React) sits on the lower bar. */
const BAR_TOP = 0.09;
const BAR_BOTTOM = 0.3;
const PANEL_FADE_MS = 280;
/** The slow push-in of every panel (Ken Burns), over this long. */
const PUSH_MS = 12_000;

function biomeOf(id: Biome['id']): Biome {
  return BIOMES.find((b) => b.id === id) ?? BIOMES[0]!;
}

/**
 * A story cutscene (§2, parts 1 to 10; docs/story-and-scenes.md): one illustrated panel per line of
 * the part's text — the biome's night backdrop, game-icons figures lit in the palette's colours,
 * drifting particles and letterbox bars, with a slow push-in. The cutscene feature (React) shows the
 * caption and the Next and Skip buttons and moves `cutsceneStore.panel`; the scene fades between
 * panels.
 */
export default class CutsceneScene extends GameScene<CutsceneSceneData> {
  private shownPanel = -1;

  constructor() {
    super('Cutscene');
  }

  protected override iconTextures(): readonly IconName[] {
    return cutsceneIcons();
  }

  protected override subscribe(): void {
    this.shownPanel = cutsceneStore.getState().panel;
    const off = cutsceneStore.subscribe((state) => {
      if (state.part !== this.startData.part || state.panel === this.shownPanel) return;
      this.shownPanel = state.panel;
      const camera = this.cameras.main;
      camera.fadeOut(PANEL_FADE_MS, 6, 9, 18);
      camera.once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, () => {
        this.redraw();
        this.cameras.main.fadeIn(PANEL_FADE_MS, 6, 9, 18);
      });
    });
    this.onShutdown(off);
  }

  protected draw(): void {
    const { width, height } = this.scale;
    const u = this.unit;
    const panel = storyPanel(this.startData.part, this.shownPanel);
    if (!panel) throw new Error(`no cutscene for story part ${this.startData.part}`);
    const biome = biomeOf(panel.biome);
    const top = height * BAR_TOP;
    const bottom = height * (1 - BAR_BOTTOM);
    const pictureHeight = bottom - top;

    const camera = this.cameras.main;
    camera.setZoom(1);
    drawBackdrop(this, biome, top + pictureHeight * 0.72, 0);
    addAmbientParticles(this, biome);
    this.add.rectangle(0, 0, width, height, colorNumber(palette.nightDeep), 0.22).setOrigin(0);
    for (const figure of panel.figures) this.drawFigure(figure, top, pictureHeight, u);
    // Letterbox bars with a thin gold rule, like the frame of a storybook picture.
    this.add.rectangle(0, 0, width, top, colorNumber(palette.nightDeep)).setOrigin(0).setScrollFactor(0).setDepth(10);
    this.add.rectangle(0, bottom, width, height - bottom + 40, colorNumber(palette.nightDeep)).setOrigin(0).setScrollFactor(0).setDepth(10);
    this.add.rectangle(width / 2, top, width * 0.9, Math.max(1, 2 * u), colorNumber(palette.goldDark)).setDepth(11);
    this.add.rectangle(width / 2, bottom, width * 0.9, Math.max(1, 2 * u), colorNumber(palette.goldDark)).setDepth(11);
    this.tweens.add({ targets: camera, zoom: 1.06, duration: PUSH_MS, ease: 'Sine.easeInOut' });
  }

  private drawFigure(figure: PanelFigure, top: number, pictureHeight: number, u: number): void {
    const x = this.scale.width * figure.x;
    const y = top + pictureHeight * figure.y;
    const size = figure.size * u;
    const color = colorNumber(palette[figure.color]);
    if (figure.glow) {
      const glow = this.add
        .image(x, y, 'glow')
        .setDisplaySize(size * 2.2, size * 2.2)
        .setTint(color)
        .setAlpha(0.45)
        .setBlendMode(Phaser.BlendModes.ADD);
      this.tweens.add({ targets: glow, alpha: 0.25, duration: 1800, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    }
    const image = this.add
      .image(x, y, iconKey(figure.icon))
      .setDisplaySize(size, size)
      .setTint(figure.shadow ? colorNumber(palette.nightDeep) : color)
      .setAlpha(figure.shadow ? 0.85 : 1);
    if (!figure.shadow) {
      // A dark copy under the lit figure keeps it readable on a bright sky.
      this.add.image(x + 2 * u, y + 3 * u, iconKey(figure.icon)).setDisplaySize(size, size).setTint(0x000000).setAlpha(0.35).setDepth(-1);
    }
    image.setAlpha(0);
    this.tweens.add({ targets: image, alpha: figure.shadow ? 0.85 : 1, duration: 700, ease: 'Sine.easeOut' });
    this.animate(image, figure, u);
  }

  private animate(image: Phaser.GameObjects.Image, figure: PanelFigure, u: number): void {
    switch (figure.motion) {
      case 'float':
        this.tweens.add({ targets: image, y: image.y - 10 * u, duration: 2200, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
        return;
      case 'pulse':
        this.tweens.add({ targets: image, scale: image.scale * 1.07, duration: 1400, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
        return;
      case 'walk':
        // Setting out up the road: a small step away, up and into the distance.
        this.tweens.add({ targets: image, y: image.y - 36 * u, x: image.x + 14 * u, scale: image.scale * 0.8, duration: PUSH_MS, ease: 'Sine.easeOut' });
        this.tweens.add({ targets: image, angle: { from: -3, to: 3 }, duration: 420, yoyo: true, repeat: -1 });
        return;
      case 'drift':
        this.tweens.add({ targets: image, x: image.x + 18 * u, duration: 5200, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
        return;
      default:
        return;
    }
  }
}
