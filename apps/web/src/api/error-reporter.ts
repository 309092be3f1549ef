/** §8/§9: only the first 3 client errors of a page load are sent to the server. */
export const CLIENT_ERROR_LIMIT = 3;

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** Reports client errors through `send` until the limit is reached; later ones stay in the console. */
export function createErrorReporter(send: (message: string) => Promise<unknown>, limit = CLIENT_ERROR_LIMIT) {
  let sent = 0;
  return {
    report(error: unknown): boolean {
      if (sent >= limit) return false;
      sent += 1;
      // A failing report must never produce another report.
      send(errorMessage(error).slice(0, 4000)).catch(() => undefined);
      return true;
    },
    get sentCount(): number {
      return sent;
    },
  };
}
