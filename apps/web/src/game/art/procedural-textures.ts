import { seededRandom } from '../../loading/particles.ts';

/** Canvas painters for the procedural textures (docs/architecture.md, "Art and sound": no binary art). */
export type Painter = (ctx: CanvasRenderingContext2D, width: number, height: number) => void;

export interface TextureRecipe {
  key: string;
  width: number;
  height: number;
  paint: Painter;
}

export function radial(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, stops: [number, string][]): CanvasGradient {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, r);
  for (const [at, color] of stops) gradient.addColorStop(at, color);
  return gradient;
}

const glow: Painter = (ctx, w, h) => {
  ctx.fillStyle = radial(ctx, w / 2, h / 2, w / 2, [
    [0, 'rgba(255,255,255,1)'],
    [0.35, 'rgba(255,255,255,0.45)'],
    [1, 'rgba(255,255,255,0)'],
  ]);
  ctx.fillRect(0, 0, w, h);
};

const spark: Painter = (ctx, w, h) => {
  ctx.fillStyle = radial(ctx, w / 2, h / 2, w / 2, [
    [0, 'rgba(255,255,255,1)'],
    [0.25, 'rgba(255,240,200,0.9)'],
    [1, 'rgba(255,200,120,0)'],
  ]);
  ctx.fillRect(0, 0, w, h);
};

const flake: Painter = (ctx, w, h) => {
  ctx.fillStyle = radial(ctx, w / 2, h / 2, w / 2, [
    [0, 'rgba(255,255,255,1)'],
    [0.5, 'rgba(255,255,255,0.7)'],
    [1, 'rgba(255,255,255,0)'],
  ]);
  ctx.fillRect(0, 0, w, h);
};

const cloud: Painter = (ctx, w, h) => {
  const random = seededRandom(11);
  for (let i = 0; i < 14; i += 1) {
    const x = w * (0.18 + random() * 0.64);
    const y = h * (0.45 + random() * 0.25);
    const r = h * (0.22 + random() * 0.22);
    ctx.fillStyle = radial(ctx, x, y, r, [
      [0, 'rgba(255,255,255,0.55)'],
      [0.6, 'rgba(255,255,255,0.3)'],
      [1, 'rgba(255,255,255,0)'],
    ]);
    ctx.fillRect(0, 0, w, h);
  }
};

/** A worn stone step: lit top face, darker riser, speckles, cracks and moss. */
const slab: Painter = (ctx, w, h) => {
  const random = seededRandom(7);
  const r = 14;
  const top = h * 0.62;
  const shape = (x: number, y: number, width: number, height: number) => {
    ctx.beginPath();
    ctx.roundRect(x, y, width, height, r);
  };
  // Riser (front face).
  shape(2, 6, w - 4, h - 8);
  const riser = ctx.createLinearGradient(0, 0, 0, h);
  riser.addColorStop(0, '#6d6a62');
  riser.addColorStop(1, '#2e2c28');
  ctx.fillStyle = riser;
  ctx.fill();
  // Top face.
  shape(4, 2, w - 8, top);
  const face = ctx.createLinearGradient(0, 0, 0, top);
  face.addColorStop(0, '#c9c2b2');
  face.addColorStop(0.6, '#a29b8c');
  face.addColorStop(1, '#8a8477');
  ctx.fillStyle = face;
  ctx.fill();
  // Speckles.
  ctx.save();
  shape(4, 2, w - 8, h - 6);
  ctx.clip();
  for (let i = 0; i < 420; i += 1) {
    const light = random() > 0.5;
    ctx.fillStyle = light ? `rgba(255,250,235,${0.05 + random() * 0.12})` : `rgba(20,18,14,${0.06 + random() * 0.16})`;
    const size = 1 + random() * 2.5;
    ctx.fillRect(random() * w, random() * h, size, size);
  }
  // Cracks.
  ctx.strokeStyle = 'rgba(30,26,20,0.55)';
  ctx.lineWidth = 1.4;
  for (let i = 0; i < 4; i += 1) {
    let x = w * (0.1 + random() * 0.8);
    let y = 4 + random() * top * 0.4;
    ctx.beginPath();
    ctx.moveTo(x, y);
    for (let j = 0; j < 4; j += 1) {
      x += (random() - 0.5) * 26;
      y += 4 + random() * 9;
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  // Moss on the corners.
  for (let i = 0; i < 60; i += 1) {
    const left = random() > 0.5;
    const x = left ? 6 + random() * 40 : w - 6 - random() * 40;
    const y = top * 0.5 + random() * (h - top * 0.5 - 6);
    ctx.fillStyle = `rgba(${70 + random() * 30},${110 + random() * 40},${50 + random() * 20},${0.25 + random() * 0.35})`;
    ctx.beginPath();
    ctx.arc(x, y, 1.5 + random() * 3.5, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
  // Edge light.
  ctx.strokeStyle = 'rgba(255,248,225,0.35)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(r + 4, 3);
  ctx.lineTo(w - r - 4, 3);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(0,0,0,0.45)';
  ctx.lineWidth = 2;
  shape(2, 2, w - 4, h - 4);
  ctx.stroke();
};

/** A gold medallion ring with a bevel; the centre stays clear for the disc. */
const medalRing: Painter = (ctx, w, h) => {
  const cx = w / 2;
  const cy = h / 2;
  const outer = w / 2 - 2;
  const inner = outer * 0.78;
  const metal = ctx.createLinearGradient(0, 0, w, h);
  metal.addColorStop(0, '#fff0b8');
  metal.addColorStop(0.3, '#e2b04a');
  metal.addColorStop(0.55, '#8a5f1c');
  metal.addColorStop(0.8, '#e8c063');
  metal.addColorStop(1, '#6b4510');
  ctx.beginPath();
  ctx.arc(cx, cy, outer, 0, Math.PI * 2);
  ctx.arc(cx, cy, inner, 0, Math.PI * 2, true);
  ctx.fillStyle = metal;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#2b1a06';
  ctx.beginPath();
  ctx.arc(cx, cy, outer - 1, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, inner, 0, Math.PI * 2);
  ctx.stroke();
  // Rivets.
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
    const rr = (outer + inner) / 2;
    ctx.fillStyle = radial(ctx, cx + Math.cos(a) * rr - 1, cy + Math.sin(a) * rr - 1, 5, [
      [0, '#fff6d0'],
      [1, '#7a5214'],
    ]);
    ctx.beginPath();
    ctx.arc(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, 4, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** The medallion's inner disc, white to be tinted by faction. */
const medalDisc: Painter = (ctx, w, h) => {
  ctx.fillStyle = radial(ctx, w * 0.42, h * 0.36, w * 0.55, [
    [0, 'rgba(255,255,255,1)'],
    [0.7, 'rgba(170,170,170,1)'],
    [1, 'rgba(90,90,90,1)'],
  ]);
  ctx.beginPath();
  ctx.arc(w / 2, h / 2, w / 2 - 1, 0, Math.PI * 2);
  ctx.fill();
};

const badge: Painter = (ctx, w, h) => {
  ctx.fillStyle = radial(ctx, w * 0.4, h * 0.35, w * 0.6, [
    [0, '#5a2a1e'],
    [1, '#24100b'],
  ]);
  ctx.beginPath();
  ctx.arc(w / 2, h / 2, w / 2 - 3, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#e2b04a';
  ctx.stroke();
};

const star: Painter = (ctx, w, h) => {
  const cx = w / 2;
  const cy = h / 2;
  ctx.beginPath();
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? w / 2 - 1 : w / 4.6;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    ctx.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  ctx.closePath();
  const gold = ctx.createLinearGradient(0, 0, 0, h);
  gold.addColorStop(0, '#fff3b8');
  gold.addColorStop(1, '#c98d25');
  ctx.fillStyle = gold;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#3a2408';
  ctx.stroke();
};

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A mountain ridge silhouette filling `box` with `color`. */
export function drawRidge(ctx: CanvasRenderingContext2D, box: Box, shape: { seed: number; roughness: number; peaks: number }, color: string): void {
  const random = seededRandom(shape.seed);
  const { x, y, w, h } = box;
  ctx.beginPath();
  ctx.moveTo(x, y + h);
  const steps = shape.peaks * 6;
  for (let i = 0; i <= steps; i += 1) {
    const base = Math.sin((i / steps) * Math.PI * shape.peaks + shape.seed) * 0.5 + 0.5;
    const py = h * (0.15 + 0.55 * (1 - base)) + (random() - 0.5) * shape.roughness * h;
    ctx.lineTo(x + (i / steps) * w, y + Math.max(2, py));
  }
  ctx.lineTo(x + w, y + h);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

/** A row of pine silhouettes standing on the bottom of `box`. */
export function drawForest(ctx: CanvasRenderingContext2D, box: Box, color: string, seed = 23): void {
  const random = seededRandom(seed);
  ctx.fillStyle = color;
  const baseY = box.y + box.h;
  const count = Math.max(8, Math.round((box.w / box.h) * 9));
  for (let i = 0; i < count; i += 1) {
    const x = box.x + random() * box.w;
    const height = box.h * (0.45 + random() * 0.55);
    const width = height * (0.32 + random() * 0.12);
    for (let tier = 0; tier < 4; tier += 1) {
      const tierTop = baseY - height + (tier * height) / 5;
      const tierWidth = width * (0.45 + tier * 0.2);
      ctx.beginPath();
      ctx.moveTo(x, tierTop);
      ctx.lineTo(x - tierWidth / 2, tierTop + height / 3);
      ctx.lineTo(x + tierWidth / 2, tierTop + height / 3);
      ctx.closePath();
      ctx.fill();
    }
    ctx.fillRect(x - width * 0.05, baseY - height * 0.25, width * 0.1, height * 0.25);
  }
}

/** A row of pine silhouettes, white to be tinted. */
const forest: Painter = (ctx, w, h) => drawForest(ctx, { x: 0, y: 0, w, h }, '#ffffff');

/** Darkens the edges of whatever it is painted over. */
export const vignette: Painter = (ctx, w, h) => {
  ctx.fillStyle = radial(ctx, w / 2, h / 2, Math.max(w, h) * 0.72, [
    [0, 'rgba(0,0,0,0)'],
    [0.6, 'rgba(0,0,0,0.05)'],
    [1, 'rgba(0,0,0,0.75)'],
  ]);
  ctx.fillRect(0, 0, w, h);
};

export const TEXTURE_RECIPES: readonly TextureRecipe[] = [
  { key: 'glow', width: 128, height: 128, paint: glow },
  { key: 'spark', width: 24, height: 24, paint: spark },
  { key: 'flake', width: 16, height: 16, paint: flake },
  { key: 'cloud', width: 320, height: 160, paint: cloud },
  { key: 'slab', width: 360, height: 84, paint: slab },
  { key: 'medal-ring', width: 192, height: 192, paint: medalRing },
  { key: 'medal-disc', width: 192, height: 192, paint: medalDisc },
  { key: 'badge', width: 48, height: 48, paint: badge },
  { key: 'star', width: 32, height: 32, paint: star },
  { key: 'forest', width: 600, height: 160, paint: forest },
];
