import Phaser from 'phaser';
import type { Faction } from '@rol/rules/content/factions';
import { classLook, discColour, rankFrame } from '../../art/class-look.ts';
import { factionColor, heroIcon } from '../../art/hero-art.ts';
import type { IconName } from '../../art/icons.ts';
import type { FamilyLook } from '../../art/creature-family.ts';
import { drawFamilyFrame } from './family-frame.ts';
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
  /** A monster's standing: an elite's frame is violet and doubled, a boss's gold, and it wears a crown. */
  standing?: 'usual' | 'elite' | 'boss';
  /** A monster's family: its frame silhouette and palette (docs/battle.md, "Creatures at a glance"). */
  family?: FamilyLook;
  /** A hero's artifacts held: one gem each on the lower rim (up to six). */
  artifacts?: number;
}

/** An elite's and a boss's frame colour: violet and gold, whatever the family. */
export const STANDING_RIMS = { elite: '#c89bff', boss: '#ffcf4a' } as const;
/** At most this many artifact gems on a hero's rim. */
export const MAX_ARTIFACT_GEMS = 6;

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
  const family = spec.family;
  const disc = scene.add
    .image(0, 0, 'medal-disc')
    .setDisplaySize(size * 0.82, size * 0.82)
    .setTint(
      family
        ? colorNumber(family.disc)
        : cls
          ? colorNumber(discColour(cls.colour))
          : Phaser.Display.Color.ValueToColor(tint).darken(35).color,
    );
  const icon = scene.add
    .image(0, 0, iconKey(iconName))
    .setDisplaySize(size * 0.56, size * 0.56)
    .setTint(colorNumber(family?.ink ?? palette.parchment));
  const iconShade = scene.add
    .image(size * 0.015, size * 0.025, iconKey(iconName))
    .setDisplaySize(size * 0.56, size * 0.56)
    .setTint(0x000000)
    .setAlpha(0.45);
  const ring = scene.add.image(0, 0, 'medal-ring').setDisplaySize(size, size);
  container.add([shadow, aura, disc, iconShade, icon, ring]);
  if (family) {
    const standing = spec.standing ?? 'usual';
    const rim = standing === 'usual' ? family.rim : STANDING_RIMS[standing];
    container.addAt(drawFamilyFrame(scene, family.frame, size, rim), 2);
    if (standing !== 'usual') aura.setTint(colorNumber(standing === 'boss' ? '#ff5a3a' : '#a070ff')).setAlpha(0.6);
  }
  if (cls) addClassMarks(scene, container, spec, cls.colour, cls.icon, ring);
  addArtifactGems(scene, container, size, spec.artifacts ?? 0);

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
      standing !== 'usual' ? STANDING_RIMS[standing] : spec.family ? spec.family.rim : rankFrame(spec.rank ?? 0).tint,
    ),
  );
  if (standing === 'elite') {
    // A second, violet ring just outside the first.
    const outer = scene.add.graphics();
    outer.lineStyle(Math.max(2, size * 0.035), colorNumber(STANDING_RIMS.elite), 1).strokeCircle(0, 0, size * 0.56);
    outer.lineStyle(Math.max(1, size * 0.012), 0x2b1a06, 1).strokeCircle(0, 0, size * 0.58);
    container.addAt(outer, 3);
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

/** One small gem per artifact the hero holds, along the lower rim between the two badges. */
function addArtifactGems(scene: Phaser.Scene, container: Phaser.GameObjects.Container, size: number, count: number): void {
  const gems = Math.max(0, Math.min(MAX_ARTIFACT_GEMS, count));
  for (let i = 0; i < gems; i += 1) {
    const a = Math.PI / 2 + (i - (gems - 1) / 2) * 0.2;
    const x = Math.cos(a) * size * 0.47;
    const y = Math.sin(a) * size * 0.47;
    const d = size * 0.055;
    const gem = scene.add.graphics();
    gem
      .fillStyle(colorNumber('#5ee0c8'), 1)
      .lineStyle(Math.max(1, size * 0.012), 0x10201c, 1)
      .fillPoints([new Phaser.Math.Vector2(x, y - d), new Phaser.Math.Vector2(x + d * 0.7, y), new Phaser.Math.Vector2(x, y + d), new Phaser.Math.Vector2(x - d * 0.7, y)], true)
      .strokePoints([new Phaser.Math.Vector2(x, y - d), new Phaser.Math.Vector2(x + d * 0.7, y), new Phaser.Math.Vector2(x, y + d), new Phaser.Math.Vector2(x - d * 0.7, y)], true);
    container.add(gem);
  }
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
