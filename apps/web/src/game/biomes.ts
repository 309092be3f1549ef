/** Road presentation by stair (docs/architecture.md, "Art and sound"): biomes change every few hundred stairs. */
export type BiomeId = 'forest' | 'mountains' | 'snow' | 'lava' | 'sky';
export type BiomeParticles = 'fireflies' | 'snow' | 'embers' | 'motes';

export interface Biome {
  id: BiomeId;
  fromStair: number;
  skyTop: string;
  skyBottom: string;
  ridgeFar: string;
  ridgeNear: string;
  forest: string;
  mist: string;
  particles: BiomeParticles;
}

export const BIOMES: readonly Biome[] = [
  { id: 'forest', fromStair: 0, skyTop: '#0c1430', skyBottom: '#2c4a5c', ridgeFar: '#1d2c4a', ridgeNear: '#16283a', forest: '#0f2119', mist: '#6f93a8', particles: 'fireflies' },
  { id: 'mountains', fromStair: 300, skyTop: '#101633', skyBottom: '#4a4f72', ridgeFar: '#2b3157', ridgeNear: '#22263f', forest: '#151b2c', mist: '#9aa0c4', particles: 'motes' },
  { id: 'snow', fromStair: 700, skyTop: '#15234a', skyBottom: '#7d97c2', ridgeFar: '#9cb0d6', ridgeNear: '#5c7199', forest: '#1f2d47', mist: '#dfe8ff', particles: 'snow' },
  { id: 'lava', fromStair: 1200, skyTop: '#1a0a0c', skyBottom: '#6b2314', ridgeFar: '#3a1412', ridgeNear: '#24100e', forest: '#140806', mist: '#ff8a4a', particles: 'embers' },
  { id: 'sky', fromStair: 2000, skyTop: '#1b2a6b', skyBottom: '#c7a8e0', ridgeFar: '#8e86c9', ridgeNear: '#6c63a8', forest: '#3b3670', mist: '#fff3d6', particles: 'motes' },
];

export function biomeForStair(stair: number): Biome {
  let current = BIOMES[0]!;
  for (const biome of BIOMES) if (stair >= biome.fromStair) current = biome;
  return current;
}

/** The road sways left and right as it climbs (reference pixels from the centre). */
export function stairOffsetX(stair: number): number {
  return Math.sin(stair * 0.55) * 46;
}

/** Stairs worth drawing around the player's one: a few below, more above; never below 0. */
export function visibleStairs(playerStair: number, below: number, above: number): number[] {
  const from = Math.max(0, Math.floor(playerStair) - below);
  const to = Math.floor(playerStair) + above;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
