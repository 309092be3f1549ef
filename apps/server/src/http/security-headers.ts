import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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
 * Security headers on every answer (@fastify/helmet): the CSP above, `X-Content-Type-Options:
 * nosniff`, `Referrer-Policy: no-referrer` (page addresses may carry a session), HSTS (browsers
 * heed it over HTTPS only), a cross-origin opener policy that still lets platform pop-ups talk
 * back, and no `X-Frame-Options` (it cannot name several platforms; `frame-ancestors` does). The
 * API reference page (Scalar) runs an inline script of its own, so its CSP allows inline scripts.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const csp = contentSecurityPolicy(app.config.frameAncestors);
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: csp,
      frameguard: false,
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url === API_DOCS_PATH || request.url.startsWith(`${API_DOCS_PATH}/`)) {
        const header = reply.getHeader('content-security-policy');
        if (typeof header === 'string')
          reply.header('content-security-policy', header.replace("script-src 'self' blob:", "script-src 'self' 'unsafe-inline'"));
      }
    });
  },
  { name: 'security-headers', dependencies: ['app-context'] },
);
