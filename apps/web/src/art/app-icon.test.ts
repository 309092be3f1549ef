import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { palette } from '../theme/palette.ts';
import { APP_ICON_SIZES, appIconSvg } from './app-icon.ts';

const publicDir = join(import.meta.dirname, '..', '..', 'public');

describe('the app icon', () => {
  it('is drawn with game-icons in the palette, full-bleed when maskable', () => {
    const svg = appIconSvg(512);
    expect(svg).toMatch(/^<svg [^>]*width="512" height="512"/);
    expect(svg).toContain(palette.gold);
    expect(svg).not.toContain('currentColor');
    expect(appIconSvg(512, { maskable: true })).toContain('<rect width="512" height="512"');
  });

  it('has its PNGs generated (npm run app-icons -w @rol/web) at the manifest sizes', () => {
    for (const name of [
      ...APP_ICON_SIZES.map((s) => `icon-${s}.png`),
      'icon-maskable-512.png',
      'apple-touch-icon.png',
    ]) {
      const path = join(publicDir, 'icons', name);
      expect(existsSync(path), name).toBe(true);
      const png = readFileSync(path);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const size = name.startsWith('apple') ? 180 : Number(/(\d+)\.png$/.exec(name)![1]);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], name).toEqual([size, size]);
    }
  });
});
