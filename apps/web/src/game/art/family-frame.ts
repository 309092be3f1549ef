import Phaser from 'phaser';
import type { FrameShape } from '../../art/creature-family.ts';
import { colorNumber } from '../../theme/palette.ts';

const OUTLINE = 0x1a0f06;

/**
 * A creature family's silhouette around a medallion of diameter `size` (docs/battle.md,
 * "Creatures at a glance"), in `colour`: drawn behind the ring, so only what stands out of it shows.
 */
export function drawFamilyFrame(scene: Phaser.Scene, shape: FrameShape, size: number, colour: string): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics();
  const r = size * 0.5;
  const fill = colorNumber(colour);
  const line = Math.max(1, size * 0.018);
  g.fillStyle(fill, 1).lineStyle(line, OUTLINE, 1);
  const at = (angle: number, radius: number) => new Phaser.Math.Vector2(Math.cos(angle) * radius, Math.sin(angle) * radius);
  const polygon = (points: Phaser.Math.Vector2[]) => g.fillPoints(points, true).strokePoints(points, true);
  switch (shape) {
    case 'fangs': {
      // A jaw of teeth all round, the long ones at the bottom like a beast's fangs.
      const teeth = 14;
      for (let i = 0; i < teeth; i += 1) {
        const a = (i / teeth) * Math.PI * 2;
        const long = Math.sin(a) > 0.6 ? 1.3 : i % 2 === 0 ? 1.18 : 1.1;
        polygon([at(a - 0.16, r * 0.92), at(a, r * long), at(a + 0.16, r * 0.92)]);
      }
      break;
    }
    case 'legs': {
      // Eight jointed legs, four a side.
      g.lineStyle(Math.max(2, size * 0.05), OUTLINE, 1);
      const legs = [-0.55, -0.2, 0.15, 0.5];
      const drawLeg = (side: 1 | -1, a: number, stroke: number, width: number) => {
        g.lineStyle(width, stroke, 1);
        const base = at(side === 1 ? a : Math.PI - a, r * 0.85);
        const knee = at(side === 1 ? a - 0.25 : Math.PI - a + 0.25, r * 1.28);
        const foot = new Phaser.Math.Vector2(knee.x + side * r * 0.12, knee.y + r * 0.32);
        g.strokePoints([base, knee, foot], false);
      };
      for (const side of [1, -1] as const) for (const a of legs) drawLeg(side, a, OUTLINE, Math.max(3, size * 0.06));
      for (const side of [1, -1] as const) for (const a of legs) drawLeg(side, a, fill, Math.max(2, size * 0.035));
      break;
    }
    case 'bones': {
      // Four crossed bones through the ring, knobbed at their ends.
      for (const a of [Math.PI / 4, (3 * Math.PI) / 4, (5 * Math.PI) / 4, (7 * Math.PI) / 4]) {
        const end = at(a, r * 1.2);
        g.lineStyle(Math.max(3, size * 0.085), OUTLINE, 1).lineBetween(at(a, r * 0.8).x, at(a, r * 0.8).y, end.x, end.y);
        g.lineStyle(Math.max(2, size * 0.05), fill, 1).lineBetween(at(a, r * 0.8).x, at(a, r * 0.8).y, end.x, end.y);
        for (const da of [-0.09, 0.09]) {
          const knob = at(a + da, r * 1.24);
          g.fillStyle(fill, 1).fillCircle(knob.x, knob.y, size * 0.05).lineStyle(line, OUTLINE, 1).strokeCircle(knob.x, knob.y, size * 0.05);
        }
      }
      break;
    }
    case 'horns': {
      // Two curved horns above, three flame tongues below.
      for (const side of [1, -1]) {
        const points: Phaser.Math.Vector2[] = [];
        for (let t = 0; t <= 1.0001; t += 0.1) points.push(new Phaser.Math.Vector2(side * r * (0.45 + 0.55 * t), -r * (0.7 + 0.55 * t * t) + r * 0.1 * Math.sin(t * Math.PI)));
        for (let t = 1; t >= -0.0001; t -= 0.1) points.push(new Phaser.Math.Vector2(side * r * (0.2 + 0.78 * t), -r * (0.62 + 0.6 * t * t)));
        polygon(points);
      }
      for (const a of [Math.PI / 2 - 0.45, Math.PI / 2, Math.PI / 2 + 0.45]) {
        const tip = a === Math.PI / 2 ? 1.32 : 1.2;
        polygon([at(a - 0.2, r * 0.9), at(a + 0.05, r * tip), at(a + 0.2, r * 0.9)]);
      }
      break;
    }
    case 'wings': {
      // A wing of four feathers on each side.
      for (const side of [1, -1]) {
        for (let f = 0; f < 4; f += 1) {
          const y = -r * 0.45 + f * r * 0.28;
          const reach = r * (1.55 - f * 0.12);
          polygon([
            new Phaser.Math.Vector2(side * r * 0.8, y - r * 0.1),
            new Phaser.Math.Vector2(side * reach, y - r * 0.22 + f * r * 0.06),
            new Phaser.Math.Vector2(side * r * 0.85, y + r * 0.16),
          ]);
        }
      }
      break;
    }
    case 'slab': {
      // A heavy rounded square, bolted at its corners.
      const s = size * 1.12;
      g.fillRoundedRect(-s / 2, -s / 2, s, s, s * 0.16).strokeRoundedRect(-s / 2, -s / 2, s, s, s * 0.16);
      for (const [x, y] of [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const) {
        g.fillStyle(OUTLINE, 1).fillCircle(x * s * 0.38, y * s * 0.38, size * 0.035);
      }
      break;
    }
    case 'gear': {
      // An octagon of stone blocks.
      const blocks = 8;
      const outer: Phaser.Math.Vector2[] = [];
      for (let i = 0; i < blocks; i += 1) outer.push(at((i / blocks) * Math.PI * 2 + Math.PI / 8, r * 1.16));
      polygon(outer);
      for (let i = 0; i < blocks; i += 1) {
        const a = (i / blocks) * Math.PI * 2 + Math.PI / 8;
        g.lineBetween(at(a, r * 0.9).x, at(a, r * 0.9).y, at(a, r * 1.16).x, at(a, r * 1.16).y);
      }
      break;
    }
    case 'runes': {
      // A thin orbit and six rune stones on it.
      g.lineStyle(Math.max(1, size * 0.02), fill, 0.9).strokeCircle(0, 0, r * 1.12);
      for (let i = 0; i < 6; i += 1) {
        const p = at((i / 6) * Math.PI * 2 - Math.PI / 2, r * 1.12);
        const d = size * 0.075;
        polygon([new Phaser.Math.Vector2(p.x, p.y - d), new Phaser.Math.Vector2(p.x + d * 0.75, p.y), new Phaser.Math.Vector2(p.x, p.y + d), new Phaser.Math.Vector2(p.x - d * 0.75, p.y)]);
      }
      break;
    }
    case 'rays': {
      // A sunburst halo of sixteen rays, long and short by turns.
      const rays = 16;
      for (let i = 0; i < rays; i += 1) {
        const a = (i / rays) * Math.PI * 2;
        polygon([at(a - 0.08, r * 0.9), at(a, r * (i % 2 === 0 ? 1.38 : 1.18)), at(a + 0.08, r * 0.9)]);
      }
      break;
    }
    case 'shield': {
      // A round shield: the ring itself, with a rim of rivets just outside it.
      g.fillCircle(0, 0, r * 1.06).strokeCircle(0, 0, r * 1.06);
      for (let i = 0; i < 12; i += 1) {
        const p = at((i / 12) * Math.PI * 2, r * 1.0);
        g.fillStyle(OUTLINE, 1).fillCircle(p.x, p.y, size * 0.018);
      }
      break;
    }
  }
  return g;
}
