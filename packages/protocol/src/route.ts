import type { z } from 'zod';

/** Who may call a route: anyone, anyone (a player is used when present), or only a signed-in player. */
export type RouteAuth = 'none' | 'optional' | 'player';

export interface RouteDef {
  method: 'GET' | 'POST';
  /** Fastify-style path: `/api/player/set/quality/:q`. */
  path: string;
  auth: RouteAuth;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response?: z.ZodType;
  /**
   * A GET that changes the game's state (a take): refused when another site could have sent it
   * (a cookie-only session or a cross-site fetch), see the server's cross-site guard.
   */
  changesState?: true;
}

export function defineRoute<const T extends RouteDef>(def: T): T {
  return def;
}

/** Fills `:name` segments of a route path. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

export type BodyOf<T extends RouteDef> = T['body'] extends z.ZodType ? z.input<T['body']> : undefined;
export type QueryOf<T extends RouteDef> = T['query'] extends z.ZodType ? z.input<T['query']> : undefined;
export type ResponseOf<T extends RouteDef> = T['response'] extends z.ZodType ? z.output<T['response']> : unknown;
