import { describe, expect, it, vi } from 'vitest';
import { createLoadLog } from './load-log.ts';

describe('load log', () => {
  it('sends milestones and game start once, with the hardware session', () => {
    const get = vi.fn((_path: string, _query: Record<string, string | number>, _keepalive: boolean) => Promise.resolve());
    const log = createLoadLog(get, 'hw1');
    log.step('preboot');
    log.step('five');
    log.step('five');
    log.step('half');
    log.step('boot/completed');
    log.step('boot/completed');
    log.gameStarted(2048);
    log.gameStarted(2048);
    expect(get.mock.calls.map((c) => c[0])).toEqual([
      '/api/load/log/preboot',
      '/api/load/log/five',
      '/api/load/log/half',
      '/api/load/log/boot/completed',
      '/api/load/log/game/started',
      '/api/load/log/game/started/v1',
    ]);
    expect(get).toHaveBeenLastCalledWith('/api/load/log/game/started/v1', { h_session: 'hw1', memory: 2048, session: 'hw1' }, false);
  });

  it('sends unload with the loaded percent and keepalive', () => {
    const get = vi.fn(() => Promise.resolve());
    createLoadLog(get, 'hw').unload(42.7);
    expect(get).toHaveBeenCalledWith('/api/load/log/unload', { h_session: 'hw', loadedPct: 42 }, true);
  });

  it('never lets a failed log escape', async () => {
    const log = createLoadLog(() => Promise.reject(new Error('offline')), 'hw');
    expect(() => log.step('boot')).not.toThrow();
    await Promise.resolve();
  });
});
