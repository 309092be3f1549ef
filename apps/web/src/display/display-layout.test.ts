import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeDisplayLayout, desktopCanvasWidth, isDesktop, mobileGameWidth, resolveQuality } from './display-layout.ts';

describe('isDesktop', () => {
  it('is desktop when the height is under 1.4 times the width', () => {
    expect(isDesktop({ width: 1920, height: 1080 })).toBe(true);
    expect(isDesktop({ width: 1000, height: 1399 })).toBe(true);
    expect(isDesktop({ width: 1000, height: 1400 })).toBe(false);
    expect(isDesktop({ width: 390, height: 844 })).toBe(false);
  });
});

describe('desktopCanvasWidth', () => {
  it('is the smaller of the viewport width and max(600, height / 1.4)', () => {
    expect(desktopCanvasWidth({ width: 1920, height: 1080 })).toBe(771);
    expect(desktopCanvasWidth({ width: 1280, height: 720 })).toBe(600);
    expect(desktopCanvasWidth({ width: 500, height: 600 })).toBe(500);
    expect(desktopCanvasWidth({ width: 2560, height: 1400 })).toBe(1000);
  });
});

describe('quality', () => {
  it('maps fixed qualities to their widths', () => {
    expect(mobileGameWidth('LOWEST', null)).toBe(450);
    expect(mobileGameWidth('LOW', null)).toBe(500);
    expect(mobileGameWidth('STANDARD', null)).toBe(600);
    expect(mobileGameWidth('HIGH', 100)).toBe(768);
    expect(mobileGameWidth('AUTO', null)).toBe(600);
  });

  it('resolves AUTO by the heap thresholds 1100 / 600 / 450 MB', () => {
    expect(resolveQuality('AUTO', 4096)).toBe('HIGH');
    expect(resolveQuality('AUTO', 1100)).toBe('HIGH');
    expect(resolveQuality('AUTO', 1099)).toBe('STANDARD');
    expect(resolveQuality('AUTO', 600)).toBe('STANDARD');
    expect(resolveQuality('AUTO', 599)).toBe('LOW');
    expect(resolveQuality('AUTO', 450)).toBe('LOW');
    expect(resolveQuality('AUTO', 449)).toBe('LOWEST');
    expect(resolveQuality('LOW', 4096)).toBe('LOW');
  });

  it('gives a software renderer the lowest quality under AUTO only', () => {
    expect(resolveQuality('AUTO', 4096, true)).toBe('LOWEST');
    expect(resolveQuality('HIGH', 4096, true)).toBe('HIGH');
    expect(computeDisplayLayout({ width: 390, height: 844 }, 'AUTO', 4096, true).gameWidth).toBe(450);
  });
});

describe('computeDisplayLayout', () => {
  it('centres a column on desktop drawn at its CSS size', () => {
    expect(computeDisplayLayout({ width: 1920, height: 1080 }, 'HIGH', 4000)).toEqual({
      desktop: true,
      cssWidth: 771,
      cssHeight: 1080,
      gameWidth: 771,
      gameHeight: 1080,
      scale: 771 / 600,
    });
  });

  it('fills a phone and draws at the quality width', () => {
    const layout = computeDisplayLayout({ width: 390, height: 844 }, 'LOW', null);
    expect(layout).toMatchObject({ desktop: false, cssWidth: 390, cssHeight: 844, gameWidth: 500, gameHeight: 1082 });
    expect(layout.scale).toBeCloseTo(500 / 600);
  });

  it('always keeps the canvas inside the viewport with the viewport aspect on mobile', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 4000 }), fc.integer({ min: 200, max: 4000 }), (width, height) => {
        const layout = computeDisplayLayout({ width, height }, 'AUTO', null);
        expect(layout.cssWidth).toBeLessThanOrEqual(width);
        expect(layout.cssHeight).toBe(height);
        if (!layout.desktop) {
          expect(Math.abs(layout.gameHeight / layout.gameWidth - height / width)).toBeLessThan(0.01);
        }
      }),
    );
  });
});
