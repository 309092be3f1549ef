/**
 * A lost download (§8): a lazily loaded part of the game whose script or style does not arrive.
 * Its error reads "Loading chunk N failed" with the failure's type — `missing` (the request failed)
 * or `timeout` (nothing after CHUNK_TIMEOUT_MS) — and a style chunk's failure carries the code
 * CSS_CHUNK_LOAD_FAILED. The window host logs it (within the page's client errors) and shows the
 * reload page instead of leaving the screen as it was.
 */

/** §8: a chunk's script is given 120 seconds. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailureType = 'missing' | 'timeout';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly type: ChunkFailureType,
    readonly request: string,
    readonly code: 'CSS_CHUNK_LOAD_FAILED' | null = null,
  ) {
    super(`Loading ${code ? 'CSS chunk' : 'chunk'} ${chunk} failed.\n(${type}: ${request})`);
  }
}

/** The address a browser's import failure names (Chromium, Firefox, Safari word it differently). */
function requestOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/\S+\.(?:js|css))/.exec(message)?.[1] ?? message;
}

/** Whether a failed import failed on its style (Vite's preload says "Unable to preload CSS"). */
function isStyleFailure(error: unknown): boolean {
  return error instanceof Error && /preload CSS|\.css\b/i.test(error.message);
}

/**
 * Loads a chunk: its module, or a ChunkLoadError — `missing` when the import fails, `timeout` when
 * it has not settled after `timeoutMs`.
 */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', chunk)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const css = isStyleFailure(error) ? 'CSS_CHUNK_LOAD_FAILED' : null;
        reject(new ChunkLoadError(chunk, 'missing', requestOf(error), css));
      },
    );
  });
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}
