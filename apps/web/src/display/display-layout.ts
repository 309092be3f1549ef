import type { Quality } from '@rol/protocol/player-dto';

/** §9 display constants. */
export const REFERENCE_CANVAS_WIDTH = 600;
export const MIN_DESKTOP_RATIO = 1.4;
export const QUALITY_WIDTHS = { LOWEST: 450, LOW: 500, AUTO: 600, STANDARD: 600, HIGH: 768 } as const satisfies Record<
  Quality,
  number
>;
/** §9 memory heap thresholds (MB of the JS heap limit) that pick the quality behind AUTO. */
export const HEAP_THRESHOLDS_MB = { HIGH: 1100, STANDARD: 600, LOW: 450 } as const;
/** §9 resize handling: a periodic size check and the debounce of resize events. */
export const RESIZE_CHECK_MS = 500;
export const RESIZE_DEBOUNCE_MS = 250;

export interface Viewport {
  width: number;
  height: number;
}

export interface DisplayLayout {
  desktop: boolean;
  /** The canvas box on the page, in CSS pixels. */
  cssWidth: number;
  cssHeight: number;
  /** The canvas resolution the scenes draw at, in game pixels. */
  gameWidth: number;
  gameHeight: number;
  /** Game pixels per reference pixel: scenes lay out for a 600-wide world and scale by this. */
  scale: number;
}

/** §2: desktop applies when the viewport height is under 1.4 times its width. */
export function isDesktop(viewport: Viewport): boolean {
  return viewport.height < MIN_DESKTOP_RATIO * viewport.width;
}

/** §2: on desktop the canvas width is the smaller of the viewport width and max(600, height / 1.4). */
export function desktopCanvasWidth(viewport: Viewport): number {
  return Math.floor(Math.min(viewport.width, Math.max(REFERENCE_CANVAS_WIDTH, viewport.height / MIN_DESKTOP_RATIO)));
}

/**
 * §9: AUTO picks a quality from the JS heap limit; without a known heap AUTO stays standard.
 * A software WebGL rasterizer is the weakest device there is: AUTO gives it the lowest quality.
 */
export function resolveQuality(quality: Quality, heapLimitMb: number | null, software = false): Exclude<Quality, 'AUTO'> {
  if (quality !== 'AUTO') return quality;
  if (software) return 'LOWEST';
  if (heapLimitMb === null || !Number.isFinite(heapLimitMb)) return 'STANDARD';
  if (heapLimitMb >= HEAP_THRESHOLDS_MB.HIGH) return 'HIGH';
  if (heapLimitMb >= HEAP_THRESHOLDS_MB.STANDARD) return 'STANDARD';
  if (heapLimitMb >= HEAP_THRESHOLDS_MB.LOW) return 'LOW';
  return 'LOWEST';
}

/** §2/§9: on mobile the canvas width follows the quality setting. */
export function mobileGameWidth(quality: Quality, heapLimitMb: number | null, software = false): number {
  return QUALITY_WIDTHS[resolveQuality(quality, heapLimitMb, software)];
}

/**
 * The whole layout. Desktop: a centred column `desktopCanvasWidth` wide and the full height, drawn
 * at its CSS size. Mobile: the canvas fills the viewport and draws at the quality width, its height
 * following the viewport's aspect ratio.
 */
export function computeDisplayLayout(viewport: Viewport, quality: Quality, heapLimitMb: number | null, software = false): DisplayLayout {
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  if (isDesktop({ width, height })) {
    const cssWidth = desktopCanvasWidth({ width, height });
    return {
      desktop: true,
      cssWidth,
      cssHeight: height,
      gameWidth: cssWidth,
      gameHeight: height,
      scale: cssWidth / REFERENCE_CANVAS_WIDTH,
    };
  }
  const gameWidth = mobileGameWidth(quality, heapLimitMb, software);
  const gameHeight = Math.round((gameWidth * height) / width);
  return { desktop: false, cssWidth: width, cssHeight: height, gameWidth, gameHeight, scale: gameWidth / REFERENCE_CANVAS_WIDTH };
}

export function sameLayout(a: DisplayLayout, b: DisplayLayout): boolean {
  return (
    a.desktop === b.desktop &&
    a.cssWidth === b.cssWidth &&
    a.cssHeight === b.cssHeight &&
    a.gameWidth === b.gameWidth &&
    a.gameHeight === b.gameHeight
  );
}
