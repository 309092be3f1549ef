import Phaser from 'phaser';
import { seededRandom } from '../../loading/particles.ts';
import { colorNumber } from '../../theme/palette.ts';
import type { Biome } from '../biomes.ts';

/**
 * The night backdrop shared by the character selection and the road: sky gradient, stars, moon,
 * two mountain ridges, a forest line and mist, each layer with its own parallax factor.
 */
export function drawBackdrop(scene: Phaser.Scene, biome: Biome, horizon: number): void {
  const { width, height } = scene.scale;
  const u = width / 600;
  const extra = height * 0.6;

  const sky = scene.add.graphics().setScrollFactor(0);
  const top = colorNumber(biome.skyTop);
  const bottom = colorNumber(biome.skyBottom);
  sky.fillGradientStyle(top, top, bottom, bottom, 1);
  sky.fillRect(0, 0, width, height);

  const stars = scene.add.graphics().setScrollFactor(0.05);
  const random = seededRandom(99);
  for (let i = 0; i < 90; i += 1) {
    stars.fillStyle(0xffffff, 0.25 + random() * 0.6);
    stars.fillCircle(random() * width, random() * horizon * 0.95 - extra * 0.3, (0.6 + random() * 1.3) * u);
  }

  const moonX = width * 0.84;
  const moonY = horizon * 0.5;
  scene.add.image(moonX, moonY, 'glow').setDisplaySize(260 * u, 260 * u).setTint(0xbfd4ff).setAlpha(0.35).setScrollFactor(0.08).setBlendMode(Phaser.BlendModes.ADD);
  scene.add.circle(moonX, moonY, 30 * u, 0xf4efd8).setScrollFactor(0.08);
  scene.add.circle(moonX + 10 * u, moonY - 6 * u, 26 * u, colorNumber(biome.skyTop), 0.35).setScrollFactor(0.08);

  scene.add
    .image(width / 2, horizon + 30 * u, 'ridge-far')
    .setOrigin(0.5, 1)
    .setDisplaySize(width * 1.3, 260 * u)
    .setTint(colorNumber(biome.ridgeFar))
    .setScrollFactor(0.15);
  scene.add
    .image(width / 2, horizon + 90 * u, 'ridge-near')
    .setOrigin(0.5, 1)
    .setDisplaySize(width * 1.4, 210 * u)
    .setTint(colorNumber(biome.ridgeNear))
    .setScrollFactor(0.25);
  scene.add
    .image(width / 2, horizon + 120 * u, 'glow')
    .setDisplaySize(width * 2.2, 160 * u)
    .setTint(colorNumber(biome.mist))
    .setAlpha(0.22)
    .setScrollFactor(0.3);
  scene.add
    .image(width / 2, horizon + 170 * u, 'forest')
    .setOrigin(0.5, 1)
    .setDisplaySize(width * 1.3, 170 * u)
    .setTint(colorNumber(biome.forest))
    .setScrollFactor(0.4);
  const ground = scene.add.graphics().setScrollFactor(0.4);
  const groundColor = colorNumber(biome.forest);
  ground.fillStyle(groundColor, 1);
  ground.fillRect(-width * 0.2, horizon + 168 * u, width * 1.4, height + extra);
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
          frequency: 90,
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
          frequency: 110,
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
          frequency: 260,
        })
        .setScrollFactor(0);
  }
}
