import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-load.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading a chunk', () => {
  it('hands the module over when it arrives', async () => {
    await expect(loadChunk('settings', () => Promise.resolve({ default: 1 }))).resolves.toEqual({
      default: 1,
    });
  });

  it('a failed script is "Loading chunk N failed" of type missing, with the address', async () => {
    const failure = loadChunk('health', () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/health-window-1.js'),
      ),
    );
    const error = await failure.catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(error).toMatchObject({
      type: 'missing',
      request: 'http://x/assets/health-window-1.js',
      code: null,
    });
    expect((error as Error).message).toMatch(/^Loading chunk health failed\.\n\(missing: http:\/\/x\/assets/);
  });

  it('a failed style is a CSS chunk with the code CSS_CHUNK_LOAD_FAILED', async () => {
    const error = await loadChunk('chat', () =>
      Promise.reject(new Error('Unable to preload CSS for /assets/chat-2.css')),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      type: 'missing',
      code: 'CSS_CHUNK_LOAD_FAILED',
      request: '/assets/chat-2.css',
    });
    expect((error as Error).message).toMatch(/^Loading CSS chunk chat failed/);
  });

  it('a script that does not arrive in 120 s is a timeout', async () => {
    vi.useFakeTimers();
    const failure = loadChunk('mail', () => new Promise<never>(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void failure.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'timeout', chunk: 'mail' });
  });
});
