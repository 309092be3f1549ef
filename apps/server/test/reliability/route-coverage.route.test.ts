import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH } from '../../src/api-docs/api-docs-routes.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { PROTOCOL_ROUTES } from './protocol-routes.ts';
import { registeredRoutes } from './registered-routes.ts';

/**
 * The reliability sweeps (bad input, authorization) walk PROTOCOL_ROUTES. This keeps that list equal
 * to what the server really serves, so a route added later cannot be left out of them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('the routes the reliability sweeps walk', () => {
  it('are exactly the /api routes the server serves', () => {
    // The API's documentation is no protocol route (api-docs.route.test.ts checks it lists them all).
    const served = registeredRoutes(t.app).filter(
      (r) => r.path.startsWith('/api/') && !r.path.startsWith(API_DOCS_PATH),
    );
    expect(served.length).toBeGreaterThan(100);
    const swept = new Set(PROTOCOL_ROUTES.map(key));
    const servedKeys = new Set(served.map(key));
    expect(
      served.map(key).filter((k) => !swept.has(k)),
      'served but not swept',
    ).toEqual([]);
    expect(
      [...swept].filter((k) => !servedKeys.has(k)),
      'swept but not served',
    ).toEqual([]);
  });

  it('reads nested paths of the route tree whole', () => {
    const served = new Set(registeredRoutes(t.app).map(key));
    expect(served).toContain('GET /api/player/info/current');
    expect(served).toContain('POST /api/security/registerTrial');
    expect(served).toContain('GET /legal/agreement');
    expect(served).not.toContain('HEAD /legal/agreement');
  });
});
