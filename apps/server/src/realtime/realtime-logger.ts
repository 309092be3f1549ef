/** The part of a pino / Fastify logger the realtime module uses. */
export interface RealtimeLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const consoleLogger: RealtimeLogger = {
  info: (details, message) => console.info(`[realtime] ${message}`, details),
  warn: (details, message) => console.warn(`[realtime] ${message}`, details),
  error: (details, message) => console.error(`[realtime] ${message}`, details),
};

export const silentLogger: RealtimeLogger = { info: () => {}, warn: () => {}, error: () => {} };
