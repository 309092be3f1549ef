import Phaser from 'phaser';
import { paintBackdrop } from '../art/backdrop-painter.ts';
import { particleFrequency } from '../effects.ts';
import type { Biome } from '../biomes.ts';

/** Backdrops are painted at this share of the game resolution and scaled up (they are soft anyway). */
const BACKDROP_RESOLUTION = 0.5;
/** Room above and below the screen so the backdrop can follow the camera with parallax. */
const OVERSCAN_TOP = 0.35;
const OVERSCAN_BOTTOM = 0.1;

/**
 * The night backdrop shared by the character selection and the road: one canvas texture (sky,
 * stars, moon, ridges, mist, forest, ground, vignette) drawn as a single image with a little
 * parallax.
 */
export function drawBackdrop(scene: Phaser.Scene, biome: Biome, horizon: number, parallax = 0.2): Phaser.GameObjects.Image {
  const { width, height } = scene.scale;
  const totalHeight = height * (1 + OVERSCAN_TOP + OVERSCAN_BOTTOM);
  const key = `backdrop:${biome.id}:${width}x${height}:${Math.round(horizon)}`;
  if (!scene.textures.exists(key)) {
    for (const old of scene.textures.getTextureKeys()) if (old.startsWith('backdrop:')) scene.textures.remove(old);
    const w = Math.ceil(width * BACKDROP_RESOLUTION);
    const h = Math.ceil(totalHeight * BACKDROP_RESOLUTION);
    const texture = scene.textures.createCanvas(key, w, h);
    if (!texture) throw new Error(`cannot create ${key}`);
    paintBackdrop(texture.getContext(), biome, {
      width: w,
      height: h,
      horizon: (horizon + height * OVERSCAN_TOP) * BACKDROP_RESOLUTION,
      unit: (width / 600) * BACKDROP_RESOLUTION,
      screenTop: height * OVERSCAN_TOP * BACKDROP_RESOLUTION,
    });
    texture.refresh();
  }
  return scene.add
    .image(0, -height * OVERSCAN_TOP, key)
    .setOrigin(0)
    .setDisplaySize(width, totalHeight)
    .setScrollFactor(parallax)
    .setDepth(-1000);
}

/** Drifting particles of the biome: fireflies, snow, embers or motes. */
export function addAmbientParticles(scene: Phaser.Scene, biome: Biome): Phaser.GameObjects.Particles.ParticleEmitter {
  const { width, height } = scene.scale;
  const u = width / 600;
  const common = { blendMode: Phaser.BlendModes.ADD } as const;
  switch (biome.particles) {
    case 'snow':
      return scene.add
        .particles(0, 0, 'flake', {
          x: { min: 0, max: width },
          y: -10,
          lifespan: 9000,
          speedY: { min: 30 * u, max: 70 * u },
          speedX: { min: -15 * u, max: 15 * u },
          scale: { min: 0.3 * u, max: 0.9 * u },
          alpha: { start: 0.9, end: 0.2 },
          frequency: particleFrequency(90),
        })
        .setScrollFactor(0);
    case 'embers':
      return scene.add
        .particles(0, 0, 'spark', {
          ...common,
          x: { min: 0, max: width },
          y: height + 10,
          lifespan: 5000,
          speedY: { min: -90 * u, max: -40 * u },
          speedX: { min: -20 * u, max: 20 * u },
          scale: { start: 0.7 * u, end: 0 },
          tint: [0xff9a3c, 0xffc46b, 0xff5a2a],
          frequency: particleFrequency(110),
        })
        .setScrollFactor(0);
    case 'fireflies':
    case 'motes':
      return scene.add
        .particles(0, 0, 'spark', {
          ...common,
          x: { min: 0, max: width },
          y: { min: height * 0.25, max: height },
          lifespan: { min: 3000, max: 6000 },
          speed: { min: 6 * u, max: 22 * u },
          scale: { start: 0.55 * u, end: 0.1 * u },
          alpha: { start: 1, end: 0, ease: 'Sine.easeIn' },
          tint: biome.particles === 'fireflies' ? [0xd8ff8a, 0xfff2a0] : [0xffffff, 0xdde6ff],
          frequency: particleFrequency(260),
        })
        .setScrollFactor(0);
  }
}
