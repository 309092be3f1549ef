import Phaser from 'phaser';
import type { Faction } from '@rol/rules/content/factions';
import { factionColor, heroIcon } from '../../art/hero-art.ts';
import type { IconName } from '../../art/icons.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { FONT_TITLE, iconKey } from './texture-keys.ts';

export interface MedallionSpec {
  imageId: string;
  /** The drawing, when not the hero image's own (a monster). */
  icon?: IconName;
  faction: Faction;
  level?: number;
  rank?: number;
  /** Diameter in game pixels. */
  size: number;
}

/**
 * A hero medallion (docs/architecture.md, "Art and sound"): faction-coloured disc, the hero's icon, a gold ring, rank stars
 * above and the level in a badge.
 */
export function createMedallion(scene: Phaser.Scene, x: number, y: number, spec: MedallionSpec): Phaser.GameObjects.Container {
  const { size } = spec;
  const container = scene.add.container(x, y);
  const tint = colorNumber(factionColor(spec.faction));
  const iconName = spec.icon ?? heroIcon(spec.imageId);

  const shadow = scene.add.ellipse(0, size * 0.56, size * 0.9, size * 0.22, 0x000000, 0.45);
  const aura = scene.add.image(0, 0, 'glow').setDisplaySize(size * 1.7, size * 1.7).setTint(tint).setAlpha(0.35);
  aura.setBlendMode(Phaser.BlendModes.ADD);
  const disc = scene.add.image(0, 0, 'medal-disc').setDisplaySize(size * 0.82, size * 0.82).setTint(Phaser.Display.Color.ValueToColor(tint).darken(35).color);
  const icon = scene.add.image(0, 0, iconKey(iconName)).setDisplaySize(size * 0.56, size * 0.56).setTint(colorNumber(palette.parchment));
  const iconShade = scene.add
    .image(size * 0.015, size * 0.025, iconKey(iconName))
    .setDisplaySize(size * 0.56, size * 0.56)
    .setTint(0x000000)
    .setAlpha(0.45);
  const ring = scene.add.image(0, 0, 'medal-ring').setDisplaySize(size, size);
  container.add([shadow, aura, disc, iconShade, icon, ring]);

  const rank = Math.max(0, Math.min(8, spec.rank ?? 0));
  for (let i = 0; i < rank; i += 1) {
    const angle = -Math.PI / 2 + (i - (rank - 1) / 2) * 0.3;
    const star = scene.add
      .image(Math.cos(angle) * size * 0.53, Math.sin(angle) * size * 0.53, 'star')
      .setDisplaySize(size * 0.16, size * 0.16);
    container.add(star);
  }

  if (spec.level !== undefined) {
    const badgeSize = size * 0.34;
    const bx = size * 0.36;
    const by = size * 0.36;
    const badge = scene.add.image(bx, by, 'badge').setDisplaySize(badgeSize, badgeSize);
    const text = scene.add
      .text(bx, by, String(spec.level), {
        fontFamily: FONT_TITLE,
        fontStyle: 'bold',
        fontSize: `${Math.round(badgeSize * 0.5)}px`,
        color: palette.goldLight,
      })
      .setOrigin(0.5, 0.55);
    container.add([badge, text]);
  }
  return container;
}

/** Idle breathing (docs/architecture.md, "Art and sound"). */
export function breathe(scene: Phaser.Scene, target: Phaser.GameObjects.Container, delay = 0): void {
  scene.tweens.add({
    targets: target,
    scale: { from: 1, to: 1.035 },
    y: target.y - 2,
    duration: 1600,
    delay,
    yoyo: true,
    repeat: -1,
    ease: 'Sine.easeInOut',
  });
}
