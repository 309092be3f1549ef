import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The API reference page's path (api-docs), kept here as `http` sits below that folder. */
const API_DOCS_PATH = '/api/docs';

/**
 * The page's Content-Security-Policy: everything from the game's own origin (scripts, the API,
 * the realtime socket), scripts also as blob: (the music engine's audio worklet: a module the
 * page's own script writes into a blob and loads with `audioWorklet.addModule`, which script-src
 * governs; only a script already running on the page can make such an address), images and sounds
 * also as data:/blob: (Phaser's generated textures),
 * inline styles (React's style attributes and the page's first paint), no plugins, no base or
 * form target elsewhere, and frames only from the game itself and `frameAncestors`.
 */
export function contentSecurityPolicy(frameAncestors: readonly string[]) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'", ...frameAncestors],
    },
  };
}

/**
 * The headers helmet sets for `options`, worked out once by running its middleware against a
 * recorder: they depend on the options alone (no nonces), so every answer can get the same ones
 * without helmet parsing its directives again for each request.
 */
export function securityHeaderValues(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer (helmet's): the CSP above, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: no-referrer` (page addresses may carry a session), HSTS (browsers heed it over
 * HTTPS only), a cross-origin opener policy that still lets platform pop-ups talk back, and no
 * `X-Frame-Options` (it cannot name several platforms; `frame-ancestors` does). The API reference
 * page (Scalar) runs an inline script of its own, so its CSP allows inline scripts.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const options: HelmetOptions = {
      contentSecurityPolicy: contentSecurityPolicy(app.config.frameAncestors),
      frameguard: false,
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
    };
    const headers = securityHeaderValues(options);
    const csp = headers['content-security-policy'] ?? '';
    const docsHeaders = {
      ...headers,
      'content-security-policy': csp.replace("script-src 'self' blob:", "script-src 'self' 'unsafe-inline'"),
    };
    app.addHook('onRequest', (request, reply, done) => {
      const docs = request.url === API_DOCS_PATH || request.url.startsWith(`${API_DOCS_PATH}/`);
      reply.headers(docs ? docsHeaders : headers);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['app-context'] },
);
