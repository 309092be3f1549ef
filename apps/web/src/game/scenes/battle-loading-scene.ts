import Phaser from 'phaser';
import { i18n } from '../../i18n/instance.ts';
import { playerStore } from '../../stores/player-store.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { biomeForStair } from '../biomes.ts';
import { FONT_TITLE, iconKey } from '../art/texture-keys.ts';
import { GameScene } from '../game-scene.ts';
import { drawBackdrop } from './scene-backdrop.ts';

/**
 * §2 battle loading scene: crossed swords over the road's biome while the battle's status loads.
 * The battle feature (React) fetches it and then asks for the Battle scene.
 */
export default class BattleLoadingScene extends GameScene {
  constructor() {
    super('BattleLoading');
  }

  protected draw(): void {
    const { width, height } = this.scale;
    const u = this.unit;
    const stair = playerStore.getState().info?.player.stair ?? 0;
    drawBackdrop(this, biomeForStair(stair), height * 0.6, 0);
    this.add.rectangle(0, 0, width, height, colorNumber(palette.nightDeep), 0.55).setOrigin(0);
    const glow = this.add.image(width / 2, height * 0.42, 'glow').setDisplaySize(300 * u, 300 * u).setTint(colorNumber(palette.torch)).setAlpha(0.5);
    glow.setBlendMode(Phaser.BlendModes.ADD);
    const swords = this.add.image(width / 2, height * 0.42, iconKey('crossed-swords')).setDisplaySize(130 * u, 130 * u).setTint(colorNumber(palette.goldLight));
    this.tweens.add({ targets: swords, scale: swords.scale * 1.08, duration: 600, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    this.tweens.add({ targets: glow, alpha: 0.25, duration: 600, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    this.add
      .text(width / 2, height * 0.42 + 110 * u, i18n.t('battle.loading'), {
        fontFamily: FONT_TITLE,
        fontStyle: 'bold',
        fontSize: `${Math.round(28 * u)}px`,
        color: palette.goldLight,
        stroke: palette.ink,
        strokeThickness: Math.max(2, Math.round(4 * u)),
      })
      .setOrigin(0.5);
  }
}
