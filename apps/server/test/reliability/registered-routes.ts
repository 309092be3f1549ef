import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * Every method and path a Fastify app serves (HEAD left out: Fastify adds it to each GET), read from
 * `printRoutes({ commonPrefix: false })`. That tree still nests a path under a shorter one that is
 * its prefix (`/api/player/info` → `/current`), so a line's path is its parent's path plus its label.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const parents: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth > 0 ? (parents[depth - 1] ?? '') : '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', '))
      if (method && method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
