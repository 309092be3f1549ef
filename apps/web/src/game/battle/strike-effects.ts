import Phaser from 'phaser';
import { IMPACT_ICONS, type AttackStyle } from '../../art/class-look.ts';
import type { IconName } from '../../art/icons.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { iconKey } from '../art/texture-keys.ts';

/** Where a strike lands: a point on the field and the size of the creature there (game pixels). */
export interface StrikePoint {
  x: number;
  y: number;
  size: number;
}

/**
 * The blow landing at `at`: the striker's cut, claws, bolt or smash (its class's way of striking)
 * drawn in the striker's class colour with a flash ring; bigger and torch-gold on a critical; a
 * block shows a shield flash instead.
 */
export function drawImpact(
  scene: Phaser.Scene,
  at: StrikePoint,
  style: AttackStyle,
  colour: string,
  kind: 'hit' | 'critical' | 'block',
): void {
  const scale = kind === 'critical' ? 1.35 : 1;
  const tint = kind === 'block' ? 0xdfe6f0 : kind === 'critical' ? colorNumber(palette.torch) : colorNumber(colour);
  const flash = scene.add
    .image(at.x, at.y, 'glow')
    .setDisplaySize(at.size * 0.6, at.size * 0.6)
    .setTint(tint)
    .setBlendMode(Phaser.BlendModes.ADD)
    .setDepth(14);
  scene.tweens.add({
    targets: flash,
    displayWidth: at.size * 2 * scale,
    displayHeight: at.size * 2 * scale,
    alpha: 0,
    duration: 320,
    ease: 'Cubic.easeOut',
    onComplete: () => flash.destroy(),
  });
  const icon: IconName = kind === 'block' ? 'shield' : IMPACT_ICONS[style];
  const mark = scene.add
    .image(at.x, at.y, iconKey(icon))
    .setDisplaySize(at.size * 0.8 * scale, at.size * 0.8 * scale)
    .setTint(tint)
    .setRotation(style === 'blade' || style === 'claw' ? -0.35 : 0)
    .setDepth(16);
  scene.tweens.add({
    targets: mark,
    scale: mark.scale * 1.25,
    alpha: 0,
    delay: 120,
    duration: 360,
    ease: 'Sine.easeIn',
    onComplete: () => mark.destroy(),
  });
}

/** A spell's bolt in the caster's class colour flying from `from` to `to`; resolves when it lands. */
export function flyBolt(scene: Phaser.Scene, from: StrikePoint, to: { x: number; y: number }, colour: string): Promise<void> {
  const orb = scene.add
    .image(from.x, from.y, 'glow')
    .setDisplaySize(from.size * 0.55, from.size * 0.55)
    .setTint(colorNumber(colour))
    .setBlendMode(Phaser.BlendModes.ADD)
    .setDepth(15);
  const core = scene.add
    .image(from.x, from.y, 'spark')
    .setDisplaySize(from.size * 0.3, from.size * 0.3)
    .setBlendMode(Phaser.BlendModes.ADD)
    .setDepth(15);
  return new Promise((resolve) => {
    scene.tweens.add({
      targets: [orb, core],
      x: to.x,
      y: to.y,
      duration: 240,
      ease: 'Quad.easeIn',
      onComplete: () => {
        orb.destroy();
        core.destroy();
        resolve();
      },
    });
  });
}
