import Phaser from 'phaser';
import type { Faction } from '@rol/rules/content/factions';
import { classLook, discColour, rankFrame } from '../../art/class-look.ts';
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
  /**
   * The warrior class, when the medallion shows it (battle): the disc takes the class's colour, a
   * class emblem sits at the lower left and the frame's metal follows the rank; the faction stays
   * in the aura.
   */
  warriorClass?: string;
  /** A monster's standing: an elite's frame is spiked violet, a boss wears a crown. */
  standing?: 'usual' | 'elite' | 'boss';
}

/**
 * A hero medallion (docs/architecture.md, "Art and sound"): faction-coloured disc, the hero's icon, a gold ring, rank stars
 * above and the level in a badge.
 */
export function createMedallion(
  scene: Phaser.Scene,
  x: number,
  y: number,
  spec: MedallionSpec,
): Phaser.GameObjects.Container {
  const { size } = spec;
  const container = scene.add.container(x, y);
  const tint = colorNumber(factionColor(spec.faction));
  const iconName = spec.icon ?? heroIcon(spec.imageId);

  const shadow = scene.add.ellipse(0, size * 0.56, size * 0.9, size * 0.22, 0x000000, 0.45);
  const aura = scene.add
    .image(0, 0, 'glow')
    .setDisplaySize(size * 1.7, size * 1.7)
    .setTint(tint)
    .setAlpha(0.35);
  aura.setBlendMode(Phaser.BlendModes.ADD);
  const cls = spec.warriorClass === undefined ? null : classLook(spec.warriorClass);
  const disc = scene.add
    .image(0, 0, 'medal-disc')
    .setDisplaySize(size * 0.82, size * 0.82)
    .setTint(
      cls ? colorNumber(discColour(cls.colour)) : Phaser.Display.Color.ValueToColor(tint).darken(35).color,
    );
  const icon = scene.add
    .image(0, 0, iconKey(iconName))
    .setDisplaySize(size * 0.56, size * 0.56)
    .setTint(colorNumber(palette.parchment));
  const iconShade = scene.add
    .image(size * 0.015, size * 0.025, iconKey(iconName))
    .setDisplaySize(size * 0.56, size * 0.56)
    .setTint(0x000000)
    .setAlpha(0.45);
  const ring = scene.add.image(0, 0, 'medal-ring').setDisplaySize(size, size);
  container.add([shadow, aura, disc, iconShade, icon, ring]);
  if (cls) addClassMarks(scene, container, spec, cls.colour, cls.icon, ring);

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

/** The class emblem, the rank's metal on the frame, an elite's spikes or a boss's crown. */
function addClassMarks(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  spec: MedallionSpec,
  colour: string,
  emblem: IconName,
  ring: Phaser.GameObjects.Image,
): void {
  const { size } = spec;
  const standing = spec.standing ?? 'usual';
  ring.setTint(
    colorNumber(
      standing === 'elite' ? '#c89bff' : standing === 'boss' ? '#ff9a7a' : rankFrame(spec.rank ?? 0).tint,
    ),
  );
  if (standing === 'elite') {
    // Eight short spikes around the frame.
    const spikes = scene.add.graphics();
    spikes.fillStyle(colorNumber('#c89bff'), 1).lineStyle(Math.max(1, size * 0.012), 0x2b1a06, 1);
    for (let i = 0; i < 8; i += 1) {
      const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
      const at = (r: number, da = 0) => new Phaser.Math.Vector2(Math.cos(a + da) * r, Math.sin(a + da) * r);
      const points = [at(size * 0.47, -0.12), at(size * 0.62), at(size * 0.47, 0.12)];
      spikes.fillPoints(points, true).strokePoints(points, true);
    }
    container.addAt(spikes, 2);
  }
  if (standing === 'boss') {
    const crown = scene.add
      .image(0, -size * 0.56, iconKey('crown'))
      .setDisplaySize(size * 0.34, size * 0.34)
      .setTint(colorNumber(palette.goldLight));
    container.add(crown);
  }
  const r = size * 0.15;
  const bx = -size * 0.36;
  const by = size * 0.36;
  const badge = scene.add
    .circle(bx, by, r, colorNumber(colour), 1)
    .setStrokeStyle(Math.max(1, size * 0.02), colorNumber(palette.ink));
  const mark = scene.add
    .image(bx, by, iconKey(emblem))
    .setDisplaySize(r * 1.45, r * 1.45)
    .setTint(colorNumber(palette.ink));
  container.add([badge, mark]);
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
