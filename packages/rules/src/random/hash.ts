import { seedRng, type RngState } from './prng.ts';

/** murmur3's 32-bit finaliser: a fast avalanche of one word. */
function fmix32(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A uint32 from a string (UTF-16 code units, FNV-1a then mixed). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/**
 * A uint32 hash of an ordered list of parts. Numbers are folded to 32 bits (high and low words of
 * integers up to 2^53 both count); strings are hashed first. Order matters: (1, 2) ≠ (2, 1).
 */
export function hashParts(...parts: readonly (number | string)[]): number {
  let h = 0x9747b28c ^ parts.length;
  for (const part of parts) {
    const words =
      typeof part === 'string'
        ? [hashString(part)]
        : [part >>> 0, Math.floor(Math.abs(part) / 4294967296) >>> 0];
    for (const w of words) {
      let k = Math.imul(w, 0xcc9e2d51);
      k = (k << 15) | (k >>> 17);
      k = Math.imul(k, 0x1b873593);
      h ^= k;
      h = (h << 13) | (h >>> 19);
      h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
  }
  return fmix32(h);
}

/** The generator state for one deterministic item of the world: (world seed, stair, index). */
export function seedFor(worldSeed: number, stair: number, index: number): RngState {
  return seedRng(hashParts(worldSeed, stair, index));
}
