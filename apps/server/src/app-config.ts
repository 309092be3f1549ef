import type { Resource } from './ledger/resources.ts';
import { DEFAULT_FRAME_ANCESTORS } from './http/frame-ancestors.ts';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './http/http-timeouts.ts';
import type { LogLimits } from './logs/log-limit.ts';
import { NO_PLATFORMS, type PlatformConfig } from './platforms/platform-config.ts';
import { DEFAULT_PAYMENTS, type PaymentConfig } from './payments/payment-config.ts';
import type { TrustProxy } from './trust-proxy.ts';
import type { WindowLimit } from './window-limit.ts';

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
  /** Behind a reverse proxy: the peers whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Fastify logger: false in tests. */
  logger: boolean;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /** How long a client may take to send a request, and a kept-alive connection may idle. */
  httpTimeouts: HttpTimeouts;
  /** A session unused this long is gone. */
  sessionTtlMs: number;
  /** scrypt cost N for new password hashes (a power of two); old hashes keep their own. */
  passwordCost: number;
  rateLimit: RateLimitConfig;
  /** Chat messages, and mails (each counted on its own), one player may send (moderators are exempt). */
  messageFlood: WindowLimit;
  /** New guests (registerTrial) from one IP address. */
  guestSignups: WindowLimit;
  /** New accounts (register without a session) from one IP address. */
  accountSignups: WindowLimit;
  /** Client error reports and load logs: per client, per IP address, and how long they are kept. */
  logLimits: LogLimits;
  /** Realtime sockets of one session, and from one client address, on one node. */
  socketLimits: { perSession: number; perAddress: number };
  /**
   * Page origins (`https://host[:port]`) besides the game's own whose pages may open the realtime
   * socket (platforms that serve the game from their own domain); ALLOWED_ORIGINS.
   */
  allowedOrigins: string[];
  /** CSP frame-ancestors sources: the host platforms whose pages may frame the game (FRAME_ANCESTORS). */
  frameAncestors: string[];
  /** Resources a newcomer starts with, credited through the ledger. */
  startingResources: Partial<Record<Resource, number>>;
  /** Check every answer against its protocol schema (tests: a mismatch is a 500 and fails them). */
  validateResponses: boolean;
  /** The seed of the road's places (env WORLD_SEED): every player sees the same world; never change it on a live database. */
  worldSeed: number;
  /** Prometheus metrics (requests, errors, database pool, sockets, event loop): on when METRICS_PORT is set. */
  metrics: boolean;
  /** New players start the first-steps tutorial (features outside it blocked until finished); off, they start with it done. */
  tutorial: boolean;
  /** Host platforms' secrets (docs/platforms.md): a platform without its secret has its sign-in off. */
  platforms: PlatformConfig;
  /** Payments' own settings (docs/platforms.md, "Payments"): the Telegram Bot API and its webhook secret. */
  payments: PaymentConfig;
}

/** The world seed when WORLD_SEED is not set. */
export const DEFAULT_WORLD_SEED = 20_250_115;

/** WORLD_SEED: unset or empty is the default; otherwise an unsigned 32-bit integer, or the server refuses to start. */
export function worldSeedFrom(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_WORLD_SEED;
  const seed = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!(seed <= 0xffffffff))
    throw new Error(`WORLD_SEED must be an integer from 0 to 4294967295, got "${text}"`);
  return seed;
}

/** MESSAGE_FLOOD_LIMIT's default: 5 chat messages, and 5 mails, per player in 10 s. */
export const DEFAULT_MESSAGE_FLOOD: WindowLimit = { max: 5, windowMs: 10_000 };
/** GUEST_SIGNUP_LIMIT's default: 30 new guests per IP address in an hour. */
export const DEFAULT_GUEST_SIGNUPS: WindowLimit = { max: 30, windowMs: 3_600_000 };

/** ACCOUNT_SIGNUP_LIMIT's default: 10 new accounts per IP address in an hour. */
export const DEFAULT_ACCOUNT_SIGNUPS: WindowLimit = { max: 10, windowMs: 3_600_000 };

/**
 * The log limits' defaults: a page load sends at most 3 error reports and about 12 load steps, so
 * a client may reload a few times an hour; an address holds many clients (NAT). Kept 30 days.
 */
export const DEFAULT_LOG_LIMITS: LogLimits = {
  errors: { perClient: { max: 10, windowMs: 3_600_000 }, perIp: { max: 100, windowMs: 3_600_000 } },
  loads: { perClient: { max: 60, windowMs: 3_600_000 }, perIp: { max: 1000, windowMs: 3_600_000 } },
  retentionMs: 30 * 24 * 3_600_000,
};

export const DEFAULT_CONFIG: AppConfig = {
  webDistDir: null,
  trustProxy: false,
  logger: true,
  bodyLimit: 256 * 1024,
  httpTimeouts: DEFAULT_HTTP_TIMEOUTS,
  sessionTtlMs: 365 * 24 * 3600_000,
  passwordCost: 16_384,
  rateLimit: { windowMs: 15 * 60_000, perSubject: 10, perIp: 30 },
  messageFlood: DEFAULT_MESSAGE_FLOOD,
  guestSignups: DEFAULT_GUEST_SIGNUPS,
  accountSignups: DEFAULT_ACCOUNT_SIGNUPS,
  logLimits: DEFAULT_LOG_LIMITS,
  socketLimits: { perSession: 5, perAddress: 50 },
  allowedOrigins: [],
  frameAncestors: [...DEFAULT_FRAME_ANCESTORS],
  startingResources: { gold: 300, mithril: 10 },
  validateResponses: false,
  worldSeed: DEFAULT_WORLD_SEED,
  metrics: false,
  tutorial: true,
  platforms: NO_PLATFORMS,
  payments: DEFAULT_PAYMENTS,
};

export function appConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...DEFAULT_CONFIG, ...overrides };
}
