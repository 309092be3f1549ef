import { describe, expect, it } from 'vitest';
import {
  cameraScrollFor,
  coordinateAtWorldY,
  PLAYER_SCREEN_Y,
  posXAtWorldX,
  virtualWindowHeight,
  visibleCoordinates,
  walkDurationMs,
  worldX,
  worldY,
} from './road-geometry.ts';

describe('road geometry', () => {
  it('maps coordinates to world y and back, the road climbing up the screen', () => {
    for (const unit of [0.75, 1, 1.28]) {
      for (const c of [0, 80, 1234.5]) expect(coordinateAtWorldY(worldY(c, unit), unit)).toBeCloseTo(c, 6);
      expect(worldY(200, unit)).toBeLessThan(worldY(100, unit));
    }
  });

  it('maps posX to world x and back, kept on the road', () => {
    const x = worldX(420, 350, 0.75);
    expect(posXAtWorldX(x, 350, 0.75)).toBeCloseTo(420, 6);
    expect(posXAtWorldX(-500, 350, 1)).toBeGreaterThan(0);
    expect(posXAtWorldX(5000, 350, 1)).toBeLessThan(600);
  });

  it('puts the player at PLAYER_SCREEN_Y of the screen', () => {
    const scroll = cameraScrollFor(500, 1, 1000);
    expect(worldY(500, 1) - scroll).toBeCloseTo(1000 * PLAYER_SCREEN_Y, 6);
    const visible = visibleCoordinates(scroll, 1000, 1);
    expect(visible.from).toBeLessThan(500);
    expect(visible.to).toBeGreaterThan(500);
    expect(visible.to - visible.from).toBeCloseTo(virtualWindowHeight(1000, 1), 6);
  });

  it('walks twice as fast in DOUBLED mode, never instantly and never forever', () => {
    const a = { coordinate: 0, posX: 300 };
    const b = { coordinate: 340, posX: 300 };
    expect(walkDurationMs(a, b, 'DEFAULT_MODE')).toBe(2000);
    expect(walkDurationMs(a, b, 'DOUBLED_MODE')).toBe(1000);
    expect(walkDurationMs(a, a, 'DEFAULT_MODE')).toBe(0);
    expect(walkDurationMs(a, { coordinate: 2, posX: 300 }, 'DEFAULT_MODE')).toBeGreaterThanOrEqual(180);
    expect(walkDurationMs(a, { coordinate: 1e6, posX: 300 }, 'DEFAULT_MODE')).toBeLessThanOrEqual(6000);
  });
});
