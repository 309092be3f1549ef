import Phaser from 'phaser';
import type { ClanSceneBuilding } from '../../events/game-events.ts';
import { i18n } from '../../i18n/instance.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { FONT_TITLE, iconKey } from '../art/texture-keys.ts';
import { BUILDING_COLORS, BUILDING_ICONS, buildingFontSize, buildingTapBox, type BuildingSpot } from './clan-layout.ts';

const darker = (color: number, by: number) => Phaser.Display.Color.ValueToColor(color).darken(by).color;

/**
 * One clan building (docs/clans.md, "The clan scene"): stone walls under a roof in the building's
 * colour with its emblem, the clan's banner, the level as gold pips under it and its name; an
 * upgrade in progress shows scaffolding and a turning hourglass; a building never built stands as
 * a pale outline. The container is as large as the building and answers taps.
 */
export function createBuilding(
  scene: Phaser.Scene,
  spot: BuildingSpot,
  building: ClanSceneBuilding,
  look: { banner: number; unit: number; onTap: () => void },
): Phaser.GameObjects.Container {
  const { banner, unit } = look;
  const s = spot.size;
  const container = scene.add.container(spot.x, spot.y);
  const built = building.level > 0;
  const roof = colorNumber(BUILDING_COLORS[building.type]);
  const walls = built ? colorNumber(palette.stoneLight) : colorNumber(palette.stoneDark);

  const shadow = scene.add.ellipse(0, 0, s * 1.05, s * 0.2, 0x000000, 0.45);
  const glow = scene.add.image(0, -s * 0.4, 'glow').setDisplaySize(s * 1.6, s * 1.4).setTint(roof).setAlpha(built ? 0.3 : 0.1);
  glow.setBlendMode(Phaser.BlendModes.ADD);

  const body = scene.add.graphics();
  const w = s * 0.78;
  const wallTop = -s * 0.46;
  // Walls with a doorway, courses of stone, and the roof over them.
  body.fillStyle(walls, built ? 1 : 0.55).fillRect(-w / 2, wallTop, w, -wallTop);
  body.lineStyle(Math.max(1, 1.5 * unit), darker(walls, 30), 0.8);
  for (let y = wallTop + s * 0.11; y < 0; y += s * 0.11) body.lineBetween(-w / 2, y, w / 2, y);
  body.strokeRect(-w / 2, wallTop, w, -wallTop);
  body.fillStyle(colorNumber(palette.ink), built ? 0.95 : 0.5);
  body.fillRoundedRect(-s * 0.09, -s * 0.2, s * 0.18, s * 0.2, { tl: s * 0.09, tr: s * 0.09, bl: 0, br: 0 });
  body.fillStyle(built ? roof : darker(roof, 40), built ? 1 : 0.55);
  body.fillTriangle(-w / 2 - s * 0.08, wallTop, w / 2 + s * 0.08, wallTop, 0, wallTop - s * 0.4);
  body.lineStyle(Math.max(1, 2 * unit), darker(roof, 35), 1);
  body.strokeTriangle(-w / 2 - s * 0.08, wallTop, w / 2 + s * 0.08, wallTop, 0, wallTop - s * 0.4);
  // The clan's banner on a pole at the roof's peak.
  body.lineStyle(Math.max(1, 2 * unit), colorNumber(palette.goldDark), 1).lineBetween(0, wallTop - s * 0.4, 0, wallTop - s * 0.6);
  body.fillStyle(banner, built ? 1 : 0.5).fillTriangle(0, wallTop - s * 0.6, s * 0.2, wallTop - s * 0.55, 0, wallTop - s * 0.5);

  const emblemY = wallTop - s * 0.15;
  const disc = scene.add.circle(0, emblemY, s * 0.13, colorNumber(palette.nightDeep), built ? 0.85 : 0.4).setStrokeStyle(Math.max(1, 2 * unit), colorNumber(palette.gold));
  const emblem = scene.add
    .image(0, emblemY, iconKey(BUILDING_ICONS[building.type]))
    .setDisplaySize(s * 0.19, s * 0.19)
    .setTint(colorNumber(built ? palette.goldLight : palette.stoneLight))
    .setAlpha(built ? 1 : 0.6);
  container.add([shadow, glow, body, disc, emblem]);

  if (building.processing) container.add(scaffolding(scene, s, wallTop, unit));

  // The level: a gold pip per level built, a dark one per level still to build.
  const pipGap = s * 0.14;
  for (let i = 0; i < building.maxLevel; i += 1) {
    const x = (i - (building.maxLevel - 1) / 2) * pipGap;
    const lit = i < building.level;
    const pip = scene.add
      .rectangle(x, s * 0.1, s * 0.07, s * 0.07, colorNumber(lit ? palette.gold : palette.stoneDeep), 1)
      .setAngle(45)
      .setStrokeStyle(Math.max(1, unit), colorNumber(lit ? palette.goldLight : palette.stone));
    container.add(pip);
  }
  const fontSize = buildingFontSize(s, unit);
  const name = scene.add
    .text(0, s * 0.2, i18n.t(`clan.building.${building.type}`), {
      fontFamily: FONT_TITLE,
      fontStyle: 'bold',
      fontSize: `${fontSize}px`,
      color: built ? palette.goldLight : palette.stoneLight,
      stroke: palette.ink,
      strokeThickness: Math.max(2, Math.round(fontSize / 5)),
      align: 'center',
    })
    .setOrigin(0.5, 0);
  // One line as wide as the building's box at the most: a long name is drawn smaller.
  const box = buildingTapBox(s, unit);
  if (name.width > box.width) name.setScale(box.width / name.width);
  container.add(name);

  // The tap target: the whole building with its name, nearly transparent (a hidden object takes no taps).
  const hit = scene.add
    .rectangle(box.x, box.y, box.width, box.height, 0x000000, 0.001)
    .setOrigin(0)
    .setInteractive({ useHandCursor: true });
  hit.on('pointerup', look.onTap);
  container.add(hit);
  return container;
}

/** Poles and planks over the walls and an hourglass turning above the roof. */
function scaffolding(scene: Phaser.Scene, s: number, wallTop: number, unit: number): Phaser.GameObjects.GameObject[] {
  const frame = scene.add.graphics();
  const w = s * 0.9;
  frame.lineStyle(Math.max(1, 2.5 * unit), colorNumber(palette.goldDark), 1);
  for (const x of [-w / 2, 0, w / 2]) frame.lineBetween(x, 0, x, wallTop - s * 0.08);
  for (const y of [wallTop * 0.33, wallTop * 0.7]) frame.lineBetween(-w / 2, y, w / 2, y);
  frame.lineBetween(-w / 2, 0, 0, wallTop * 0.7);
  const glass = scene.add.image(s * 0.42, wallTop - s * 0.3, iconKey('hourglass')).setDisplaySize(s * 0.22, s * 0.22).setTint(colorNumber(palette.torch));
  scene.tweens.add({ targets: glass, angle: 180, duration: 1200, repeat: -1, repeatDelay: 600, ease: 'Cubic.easeInOut' });
  return [frame, glass];
}
