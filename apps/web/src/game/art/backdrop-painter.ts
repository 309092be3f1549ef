import { seededRandom } from '../../loading/particles.ts';
import type { Biome } from '../biomes.ts';
import { drawForest, drawRidge, radial, vignette } from './procedural-textures.ts';

export interface BackdropGeometry {
  /** Size of the painted canvas. */
  width: number;
  height: number;
  /** Where the horizon (the forest line) sits, from the top. */
  horizon: number;
  /** Reference-pixel unit (canvas width / 600). */
  unit: number;
  /** Where the screen's top edge falls on the canvas (the canvas reaches above it for parallax). */
  screenTop: number;
}

/**
 * Paints the whole night backdrop — sky, stars, moon, two ridges, mist, forest, ground and a
 * vignette — into one canvas, so the renderer draws it as a single quad each frame (software
 * renderers pay per layer and per pixel).
 */
export function paintBackdrop(ctx: CanvasRenderingContext2D, biome: Biome, geometry: BackdropGeometry): void {
  const { width: w, height: h, horizon, unit: u, screenTop } = geometry;
  const sky = ctx.createLinearGradient(0, 0, 0, horizon + 60 * u);
  sky.addColorStop(0, biome.skyTop);
  sky.addColorStop(1, biome.skyBottom);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);

  const random = seededRandom(99);
  for (let i = 0; i < 110; i += 1) {
    ctx.fillStyle = `rgba(255,255,255,${0.25 + random() * 0.6})`;
    ctx.beginPath();
    ctx.arc(random() * w, random() * horizon * 0.9, (0.5 + random() * 1.2) * u, 0, Math.PI * 2);
    ctx.fill();
  }

  const moonX = w * 0.84;
  const moonY = screenTop + (horizon - screenTop) * 0.5;
  ctx.fillStyle = radial(ctx, moonX, moonY, 130 * u, [
    [0, 'rgba(200,220,255,0.35)'],
    [1, 'rgba(200,220,255,0)'],
  ]);
  ctx.fillRect(moonX - 130 * u, moonY - 130 * u, 260 * u, 260 * u);
  ctx.fillStyle = '#f4efd8';
  ctx.beginPath();
  ctx.arc(moonX, moonY, 28 * u, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = biome.skyTop;
  ctx.globalAlpha = 0.45;
  ctx.beginPath();
  ctx.arc(moonX + 10 * u, moonY - 6 * u, 24 * u, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;

  drawRidge(ctx, { x: -w * 0.15, y: horizon - 230 * u, w: w * 1.3, h: 260 * u }, { seed: 3, roughness: 0.08, peaks: 3 }, biome.ridgeFar);
  drawRidge(ctx, { x: -w * 0.2, y: horizon - 120 * u, w: w * 1.4, h: 210 * u }, { seed: 8, roughness: 0.12, peaks: 5 }, biome.ridgeNear);
  ctx.fillStyle = radial(ctx, w / 2, horizon + 40 * u, w * 0.9, [
    [0, `${biome.mist}55`],
    [1, `${biome.mist}00`],
  ]);
  ctx.fillRect(0, horizon - 80 * u, w, 240 * u);
  drawForest(ctx, { x: -w * 0.15, y: horizon - 90 * u, w: w * 1.3, h: 170 * u }, biome.forest, 23);
  ctx.fillStyle = biome.forest;
  ctx.fillRect(0, horizon + 78 * u, w, h);
  vignette(ctx, w, h);
}
