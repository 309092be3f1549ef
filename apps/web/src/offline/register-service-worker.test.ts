import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGameStore } from '../stores/game-store.ts';
import { SERVICE_WORKER_URL, registerServiceWorkerAfterStart } from './register-service-worker.ts';

afterEach(() => useGameStore.setState({ gameStarted: false }));

describe('the service worker registration', () => {
  it('waits for the game to start, then registers once', () => {
    const host = { register: vi.fn(() => Promise.resolve()) };
    registerServiceWorkerAfterStart(host);
    useGameStore.setState({ loadPercent: 50 });
    expect(host.register).not.toHaveBeenCalled();
    useGameStore.setState({ gameStarted: true });
    useGameStore.setState({ gameStarted: false });
    useGameStore.setState({ gameStarted: true });
    expect(host.register).toHaveBeenCalledTimes(1);
    expect(host.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('registers at once when the game has already started, and does nothing without service workers', () => {
    useGameStore.setState({ gameStarted: true });
    const host = { register: vi.fn(() => Promise.reject(new Error('refused'))) };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerServiceWorkerAfterStart(host);
    expect(host.register).toHaveBeenCalledTimes(1);
    expect(() => registerServiceWorkerAfterStart(undefined)()).not.toThrow();
    warn.mockRestore();
  });
});
