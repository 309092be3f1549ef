import Phaser from 'phaser';
import type { IconName } from '../../art/icons.ts';
import { creatureIcon } from '../../art/creature-icon.ts';
import { factionColor } from '../../art/hero-art.ts';
import type { CreatureSceneData } from '../../events/game-events.ts';
import { i18n } from '../../i18n/instance.ts';
import { playerStore } from '../../stores/player-store.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { biomeForStair } from '../biomes.ts';
import { queueIconTextures } from '../art/icon-textures.ts';
import { FONT_TITLE, iconKey } from '../art/texture-keys.ts';
import { GameScene } from '../game-scene.ts';
import { creatureSceneIcons } from './creature-icons.ts';
import { drawBackdrop } from './scene-backdrop.ts';

/**
 * §2 creature loading scene: while the hero's textures load (the drawings of the player's heroes,
 * decoded once for the game), an empty medallion ring turns over the road's biome with the loader's
 * percent; the hero feature (React) meanwhile fetches the hero page. When the textures are ready it
 * reports `creature:assets-ready` and the hero feature asks for the creature scene.
 */
export default class CreatureLoadingScene extends GameScene<CreatureSceneData> {
  private progress = 0;
  private fill: Phaser.GameObjects.Rectangle | null = null;
  private label: Phaser.GameObjects.Text | null = null;

  constructor() {
    super('CreatureLoading');
  }

  protected override iconTextures(): readonly IconName[] {
    return [];
  }

  protected override subscribe(): void {
    const { creatureId } = this.startData;
    const ready = () => this.services.bus.emit('creature:assets-ready', { creatureId });
    queueIconTextures(this, creatureSceneIcons());
    if (this.load.list.size === 0) {
      // Everything is at hand: report once the scene has been created (outside its creation).
      this.progress = 1;
      const timer = setTimeout(ready, 0);
      this.onShutdown(() => clearTimeout(timer));
      return;
    }
    const onProgress = (share: number) => {
      this.progress = share;
      this.showProgress();
    };
    this.load.on(Phaser.Loader.Events.PROGRESS, onProgress);
    this.load.once(Phaser.Loader.Events.COMPLETE, () => {
      this.load.off(Phaser.Loader.Events.PROGRESS, onProgress);
      ready();
    });
    this.onShutdown(() => this.load.off(Phaser.Loader.Events.PROGRESS, onProgress));
    this.load.start();
  }

  protected draw(): void {
    const { width, height } = this.scale;
    const u = this.unit;
    const info = playerStore.getState().info;
    const creature = info?.player.creatures.find((c) => c.id === this.startData.creatureId);
    const tint = colorNumber(creature ? factionColor(creature.faction) : palette.gold);
    drawBackdrop(this, biomeForStair(info?.player.stair ?? 1), height * 0.62, 0);
    this.add.rectangle(0, 0, width, height, colorNumber(palette.nightDeep), 0.6).setOrigin(0);
    const cy = height * 0.4;
    const size = 190 * u;
    const glow = this.add.image(width / 2, cy, 'glow').setDisplaySize(size * 1.8, size * 1.8).setTint(tint).setAlpha(0.4);
    glow.setBlendMode(Phaser.BlendModes.ADD);
    this.tweens.add({ targets: glow, alpha: 0.2, duration: 700, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    this.add.image(width / 2, cy, 'medal-disc').setDisplaySize(size * 0.82, size * 0.82).setTint(Phaser.Display.Color.ValueToColor(tint).darken(45).color);
    // The hero's silhouette when its drawing is already at hand, coming out of the dark.
    const icon = creature ? iconKey(creatureIcon(creature)) : null;
    if (icon && this.textures.exists(icon)) {
      const figure = this.add.image(width / 2, cy, icon).setDisplaySize(size * 0.56, size * 0.56).setTint(colorNumber(palette.nightDeep)).setAlpha(0.9);
      this.tweens.add({ targets: figure, alpha: 0.5, duration: 900, yoyo: true, repeat: -1 });
    }
    const ring = this.add.image(width / 2, cy, 'medal-ring').setDisplaySize(size, size);
    this.tweens.add({ targets: ring, angle: 360, duration: 2400, repeat: -1 });
    this.add
      .text(width / 2, cy + size * 0.72, i18n.t('creatureLoading.text'), {
        fontFamily: FONT_TITLE,
        fontStyle: 'bold',
        fontSize: `${Math.round(26 * u)}px`,
        color: palette.goldLight,
        stroke: palette.ink,
        strokeThickness: Math.max(2, Math.round(4 * u)),
      })
      .setOrigin(0.5);
    const barWidth = 263 * u;
    const barY = cy + size * 0.72 + 48 * u;
    this.add.rectangle(width / 2, barY, barWidth + 8 * u, 16 * u, colorNumber(palette.ink)).setStrokeStyle(Math.max(1, 2 * u), colorNumber(palette.goldDark));
    this.fill = this.add.rectangle(width / 2 - barWidth / 2, barY, barWidth, 10 * u, colorNumber(palette.gold)).setOrigin(0, 0.5);
    this.label = this.add
      .text(width / 2, barY + 24 * u, '', { fontFamily: FONT_TITLE, fontSize: `${Math.round(18 * u)}px`, color: palette.parchment })
      .setOrigin(0.5, 0);
    this.showProgress();
  }

  private showProgress(): void {
    const percent = Math.floor(this.progress * 100);
    this.fill?.setScale(Math.max(0.02, this.progress), 1);
    this.label?.setText(i18n.t('loading.progress', { percent }));
  }
}
