import type { Resource } from './ledger/resources.ts';

export interface RateLimitConfig {
  windowMs: number;
  /** Failed password checks per subject (a nickname at login, a player at a password change). */
  perSubject: number;
  /** Failed password checks per IP address. */
  perIp: number;
}

export interface AppConfig {
  /** The built web app (apps/web/dist) to serve with SPA fallback; null serves the API only. */
  webDistDir: string | null;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For. */
  trustProxy: boolean;
  /** Fastify logger: false in tests. */
  logger: boolean;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /** A session unused this long is gone. */
  sessionTtlMs: number;
  /** scrypt cost N for new password hashes (a power of two); old hashes keep their own. */
  passwordCost: number;
  rateLimit: RateLimitConfig;
  /** Resources a newcomer starts with, credited through the ledger. */
  startingResources: Partial<Record<Resource, number>>;
  /** Check every answer against its protocol schema (tests: a mismatch is a 500 and fails them). */
  validateResponses: boolean;
}

export const DEFAULT_CONFIG: AppConfig = {
  webDistDir: null,
  trustProxy: false,
  logger: true,
  bodyLimit: 256 * 1024,
  sessionTtlMs: 365 * 24 * 3600_000,
  passwordCost: 16_384,
  rateLimit: { windowMs: 15 * 60_000, perSubject: 10, perIp: 30 },
  startingResources: { gold: 300, mithril: 10 },
  validateResponses: false,
};

export function appConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...DEFAULT_CONFIG, ...overrides };
}
