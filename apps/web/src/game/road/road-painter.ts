import Phaser from 'phaser';
import type { PlaceDto } from '@rol/protocol/place-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { STAIR_HEIGHT } from '@rol/rules/road/coordinates';
import type { PlaceLook, PlaceState } from '../../art/place-art.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { breathe, createMedallion } from '../art/medallion.ts';
import { FONT_TITLE, iconKey } from '../art/texture-keys.ts';
import { squadOrder } from '../road-layout.ts';
import { roadSway, worldY } from './road-geometry.ts';
import { STAIR_COLOURS, type StairColour } from './stair-colour.ts';

/** Half the drawn path's width (reference pixels); places in the outer lanes stand at its edge. */
const PATH_HALF = 228;
/** Layers, back to front. Within the places' layer, nearer (lower) places draw in front. */
export const DEPTH = {
  path: 100,
  step: 200,
  milestone: 300,
  places: 1000,
  squad: 1000,
  mist: 4500,
  foreground: 4800,
} as const;

/** Depth of something standing at `coordinate` in the places' layer (lower on screen = in front). */
export function standingDepth(coordinate: number): number {
  return DEPTH.places + 1000 - coordinate * 1e-3;
}

/**
 * One stair (docs/architecture.md, "Art and sound"): its stretch of earth path, the stone step where it begins and a
 * milestone with its number coloured by §9's stair colour.
 */
export function createStairView(
  scene: Phaser.Scene,
  stair: number,
  unit: number,
  colour: StairColour,
): Phaser.GameObjects.GameObject[] {
  const bottom = (stair - 1) * STAIR_HEIGHT;
  const samples = 6;
  const left: Phaser.Math.Vector2[] = [];
  const right: Phaser.Math.Vector2[] = [];
  for (let i = 0; i <= samples; i += 1) {
    const c = bottom + (i / samples) * STAIR_HEIGHT;
    const y = worldY(c, unit);
    const mid = 300 + roadSway(c);
    left.push(new Phaser.Math.Vector2((mid - PATH_HALF) * unit, y));
    right.push(new Phaser.Math.Vector2((mid + PATH_HALF) * unit, y));
  }
  const path = scene.add.graphics().setDepth(DEPTH.path);
  path.fillStyle(stair % 2 === 0 ? 0x33291d : 0x2f261b, 1);
  path.fillPoints([...left, ...right.reverse()], true);
  right.reverse();
  path.lineStyle(5 * unit, 0x15110c, 0.9);
  path.strokePoints(left, false);
  path.strokePoints(right, false);
  // Worn ruts and pebbles, the same for every visit of this stair.
  const random = new Phaser.Math.RandomDataGenerator([String(stair)]);
  for (let i = 0; i < 7; i += 1) {
    const c = bottom + random.frac() * STAIR_HEIGHT;
    const x = (300 + roadSway(c) + (random.frac() - 0.5) * PATH_HALF * 1.7) * unit;
    path.fillStyle(random.pick([0x4a4033, 0x1e1912, 0x574c3c]), 0.8);
    path.fillEllipse(x, worldY(c, unit), (5 + random.frac() * 9) * unit, (3 + random.frac() * 4) * unit);
  }

  const stepY = worldY(bottom, unit);
  const stepX = (300 + roadSway(bottom)) * unit;
  const stepImage = scene.add
    .image(stepX, stepY, 'step')
    .setDisplaySize((PATH_HALF * 2 + 16) * unit, 26 * unit)
    .setDepth(DEPTH.step);

  const stoneX = stepX - (PATH_HALF + 4) * unit;
  const stoneY = stepY - 6 * unit;
  const glow = scene.add
    .image(stoneX, stoneY - 14 * unit, 'glow')
    .setDisplaySize(78 * unit, 78 * unit)
    .setTint(colorNumber(STAIR_COLOURS[colour].glow))
    .setAlpha(0.5)
    .setBlendMode(Phaser.BlendModes.ADD)
    .setDepth(DEPTH.milestone - 1);
  const stone = scene.add
    .image(stoneX, stoneY, 'milestone')
    .setOrigin(0.5, 0.78)
    .setDisplaySize(46 * unit, 52 * unit)
    .setDepth(DEPTH.milestone);
  const digits = String(stair).length;
  const number = scene.add
    .text(stoneX, stoneY - 17 * unit, String(stair), {
      fontFamily: FONT_TITLE,
      fontStyle: 'bold',
      fontSize: `${Math.round((digits > 3 ? 15 : 20) * unit)}px`,
      color: STAIR_COLOURS[colour].text,
      stroke: STAIR_COLOURS[colour].glow,
      strokeThickness: Math.max(2, Math.round(3 * unit)),
    })
    .setOrigin(0.5)
    .setDepth(DEPTH.milestone + 1);
  return [path, stepImage, glow, stone, number];
}

/** Plinth width by tile size (reference pixels). */
const PLINTH_WIDTH: Record<PlaceDto['tileSize'], number> = {
  SMALL: 66,
  BIG: 84,
  WATER_SMALL: 66,
  WATER_BIG: 84,
};

/** The size of a place's clickable box (reference pixels), centred `placeBoxLift` above its point. */
export function placeBoxSize(tileSize: PlaceDto['tileSize']): number {
  return PLINTH_WIDTH[tileSize] + 6;
}
export const PLACE_BOX_LIFT = 22;

const STATE_BADGES: Partial<Record<PlaceState, { icon: Parameters<typeof iconKey>[0]; color: string }>> = {
  taken: { icon: 'check-mark', color: palette.exp },
  used: { icon: 'check-mark', color: palette.exp },
  defeated: { icon: 'check-mark', color: palette.exp },
  'battle-lost': { icon: 'broken-shield', color: palette.bloodLight },
};

/**
 * A place on its plinth (docs/architecture.md, "Art and sound"): glow, plinth (bluish on water), the type's icon, a badge for
 * its state, and for a guard the size of its group. Spent places (taken, defeated) fade.
 */
export function createPlaceView(
  scene: Phaser.Scene,
  place: PlaceDto,
  look: PlaceLook,
  state: PlaceState,
  unit: number,
): Phaser.GameObjects.Container {
  const width = PLINTH_WIDTH[place.tileSize] * unit;
  const water = place.tileSize === 'WATER_SMALL' || place.tileSize === 'WATER_BIG';
  const spent = state === 'taken' || state === 'defeated' || state === 'used';
  const container = scene.add.container(0, 0);
  const parts: Phaser.GameObjects.GameObject[] = [];

  if (water) parts.push(scene.add.ellipse(0, 6 * unit, width * 1.35, width * 0.5, 0x2a6f9e, 0.45));
  const glow = scene.add
    .image(0, -4 * unit, 'glow')
    .setDisplaySize(width * 1.7, width * 1.1)
    .setTint(colorNumber(look.glow))
    .setAlpha(spent ? 0.12 : 0.55)
    .setBlendMode(Phaser.BlendModes.ADD);
  parts.push(glow);
  const plinth = scene.add.image(0, 0, 'plinth').setDisplaySize(width, width * 0.64);
  if (water) plinth.setTint(0xb8d8f0);
  parts.push(plinth);

  const iconSize = (place.guard?.boss ? 64 : place.guard ? 56 : 48) * unit;
  const iconY = -iconSize * 0.55;
  const tint = spent ? 0x8a8477 : state === 'battle-lost' ? 0xff8f80 : colorNumber(look.color);
  parts.push(
    scene.add
      .image(2 * unit, iconY + 3 * unit, iconKey(look.icon))
      .setDisplaySize(iconSize, iconSize)
      .setTint(0x000000)
      .setAlpha(0.5),
    scene.add
      .image(0, iconY, iconKey(look.icon))
      .setDisplaySize(iconSize, iconSize)
      .setTint(tint)
      .setAlpha(spent ? 0.6 : 1)
      .setName('icon'),
  );

  if (place.guard && !place.defeated && place.guard.members.length > 1) {
    parts.push(
      scene.add
        .text(iconSize * 0.45, iconY - iconSize * 0.38, `×${place.guard.members.length}`, {
          fontFamily: FONT_TITLE,
          fontStyle: 'bold',
          fontSize: `${Math.round(17 * unit)}px`,
          color: palette.goldLight,
          stroke: palette.ink,
          strokeThickness: Math.max(3, Math.round(4 * unit)),
        })
        .setOrigin(0.5),
    );
  }
  const badge = STATE_BADGES[state];
  if (badge) {
    const size = 24 * unit;
    parts.push(
      scene.add
        .circle(width * 0.36, -4 * unit, size * 0.62, 0x1a140c, 0.9)
        .setStrokeStyle(2 * unit, colorNumber(badge.color)),
      scene.add
        .image(width * 0.36, -4 * unit, iconKey(badge.icon))
        .setDisplaySize(size, size)
        .setTint(colorNumber(badge.color)),
    );
  }
  container.add(parts);
  return container;
}

/**
 * The squad's avatar (docs/architecture.md, "Art and sound"): the leader's medallion in front, the others smaller around it,
 * breathing; the caller moves the container and bobs it while walking.
 */
export function createSquadAvatar(
  scene: Phaser.Scene,
  creatures: readonly CreatureDto[],
  unit: number,
): Phaser.GameObjects.Container {
  const container = scene.add.container(0, 0);
  const squad = squadOrder(creatures);
  const spots = [
    { x: -44, y: -28, size: 44 },
    { x: 44, y: -28, size: 44 },
    { x: -72, y: 4, size: 38 },
    { x: 72, y: 4, size: 38 },
    { x: 0, y: -50, size: 38 },
  ];
  container.add(scene.add.ellipse(0, 6 * unit, 150 * unit, 30 * unit, 0x000000, 0.35));
  const followers = squad.slice(1).map((creature, i) => ({ creature, spot: spots[i]! }));
  // Back rows first so nearer medallions overlap them.
  for (const { creature, spot } of [...followers].sort((a, b) => a.spot.y - b.spot.y)) {
    const medal = createMedallion(scene, spot.x * unit, (spot.y - spot.size * 0.5) * unit, {
      imageId: creature.imageId,
      faction: creature.faction,
      size: spot.size * unit,
    });
    container.add(medal);
    breathe(scene, medal, (spot.x + 100) * 4);
  }
  const leader = squad[0];
  if (leader) {
    const medal = createMedallion(scene, 0, -40 * unit, {
      imageId: leader.imageId,
      faction: leader.faction,
      level: leader.level,
      rank: leader.rank,
      size: 78 * unit,
    });
    container.add(medal);
    breathe(scene, medal);
  }
  return container;
}
