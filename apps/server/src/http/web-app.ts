import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error.ts';

export interface WebAppOptions {
  /** The built web app; null (or a folder without index.html) serves the API only. */
  webDistDir: string | null;
}

/** A page address of the single-page app: a GET outside /api whose last segment has no file extension. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/')) return false;
  return !(path.split('/').pop() ?? '').includes('.');
}

/**
 * Serves apps/web/dist from the same process as the API, with SPA fallback to index.html;
 * everything else unknown is a 404 NOT_FOUND envelope.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app, { webDistDir }) => {
    const root = webDistDir && existsSync(join(webDistDir, 'index.html')) ? webDistDir : null;
    if (root) await app.register(fastifyStatic, { root, wildcard: true, index: ['index.html'] });
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (root && isPageRequest(request))
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      throw new ApiError('NOT_FOUND');
    });
  },
  { name: 'web-app', dependencies: ['error-envelope'] },
);
