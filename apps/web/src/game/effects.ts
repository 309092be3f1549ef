import { softwareRenderer } from '../display/renderer-probe.ts';

/**
 * Effect density: a software WebGL rasterizer pays for every particle in CPU time, so it gets a
 * third of the particles and no decorative embers.
 */
export function particleFrequency(baseMs: number): number {
  return softwareRenderer() ? baseMs * 3 : baseMs;
}

export function decorativeParticles(): boolean {
  return !softwareRenderer();
}
