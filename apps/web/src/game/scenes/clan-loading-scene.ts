import Phaser from 'phaser';
import type { IconName } from '../../art/icons.ts';
import { i18n } from '../../i18n/instance.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { CLAN_SCENE_ICONS } from '../clan/clan-icons.ts';
import { themeBiome } from '../clan/clan-layout.ts';
import { FONT_TITLE, iconKey } from '../art/texture-keys.ts';
import { GameScene } from '../game-scene.ts';
import { drawBackdrop } from './scene-backdrop.ts';

/**
 * §2 clan loading scene: the clan scene's emblems are decoded before it shows (they stay for the
 * game), then a laurel wreath turns over the clan's sky while the clan feature (React) reads the
 * clan and its buildings and fetches the clan layer; when both are at hand it asks for the clan
 * scene.
 */
export default class ClanLoadingScene extends GameScene {
  constructor() {
    super('ClanLoading');
  }

  protected override iconTextures(): readonly IconName[] {
    return CLAN_SCENE_ICONS;
  }

  protected draw(): void {
    const { width, height } = this.scale;
    const u = this.unit;
    const theme = this.services.bus.last('clan:view')?.theme ?? 1;
    drawBackdrop(this, themeBiome(theme), height * 0.62, 0);
    this.add.rectangle(0, 0, width, height, colorNumber(palette.nightDeep), 0.6).setOrigin(0);
    const cy = height * 0.42;
    const size = 170 * u;
    const glow = this.add.image(width / 2, cy, 'glow').setDisplaySize(size * 1.8, size * 1.8).setTint(colorNumber(palette.gold)).setAlpha(0.35);
    glow.setBlendMode(Phaser.BlendModes.ADD);
    this.tweens.add({ targets: glow, alpha: 0.15, duration: 700, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    const wreath = this.add.image(width / 2, cy, iconKey('laurels')).setDisplaySize(size * 0.7, size * 0.7).setTint(colorNumber(palette.goldLight));
    this.tweens.add({ targets: wreath, scale: wreath.scale * 1.08, duration: 900, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    const ring = this.add.image(width / 2, cy, 'medal-ring').setDisplaySize(size, size);
    this.tweens.add({ targets: ring, angle: 360, duration: 2400, repeat: -1 });
    this.add
      .text(width / 2, cy + size * 0.75, i18n.t('clan.loading'), {
        fontFamily: FONT_TITLE,
        fontStyle: 'bold',
        fontSize: `${Math.round(26 * u)}px`,
        color: palette.goldLight,
        stroke: palette.ink,
        strokeThickness: Math.max(2, Math.round(4 * u)),
      })
      .setOrigin(0.5);
  }
}
