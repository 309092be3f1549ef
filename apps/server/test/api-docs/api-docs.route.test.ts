import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH, OPENAPI_JSON_PATH } from '../../src/api-docs/api-docs-routes.ts';
import { openApiPath } from '../../src/api-docs/openapi-document.ts';
import { PROTOCOL_ROUTES } from '../reliability/protocol-routes.ts';
import { registeredRoutes } from '../reliability/registered-routes.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

interface Operation {
  operationId: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.get(OPENAPI_JSON_PATH);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  document = answer.json<Document>();
});
afterAll(() => t.close());

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the OpenAPI document', () => {
  it('lists every /api route the server serves, and nothing else', () => {
    const served = registeredRoutes(t.app)
      .filter((r) => r.path.startsWith('/api/') && !r.path.startsWith(API_DOCS_PATH))
      .map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(served.length).toBeGreaterThan(100);
    const listed = operations(document);
    expect(
      served.filter((k) => !listed.includes(k)),
      'served but not documented',
    ).toEqual([]);
    expect(
      listed.filter((k) => !served.includes(k)),
      'documented but not served',
    ).toEqual([]);
    expect(listed).toHaveLength(PROTOCOL_ROUTES.length);
  });

  it('is made from the protocol schemas: parameters, bodies, answers, sessions', () => {
    expect(document.openapi).toBe('3.1.0');
    const buy = document.paths['/api/shop/hero/buy']!.post!;
    const body = buy.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties ?? {})).toEqual(['tier', 'warriorClass', 'gender']);
    expect(buy.responses['200']!.content!['application/json']).toBeDefined();
    expect(buy.responses['4XX']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
    expect(buy.security).toContainEqual({ sessionHeader: [] });

    const quality = document.paths['/api/player/set/quality/{q}']!.post!;
    expect(quality.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'q', required: true }),
    );
    expect(document.paths['/api/connection/isConnectionExists']!.get!.security).toEqual([]);
    expect(document.paths['/api/security/registerTrial']!.post!.security).toContainEqual({});
    expect(document.components.securitySchemes).toHaveProperty('sessionCookie');
    const ids = operations(document).length;
    const unique = new Set(
      Object.values(document.paths).flatMap((m) => Object.values(m).map((o) => o.operationId)),
    );
    expect(unique.size).toBe(ids);
  });

  it('is browsable at /api/docs with the reference page served from this server', async () => {
    const redirect = await t.get(API_DOCS_PATH);
    expect(redirect.statusCode).toBe(301);
    const page = await t.get(`${API_DOCS_PATH}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script src="js/scalar.js"></script>');
    expect(page.body).toContain(`"url": "${OPENAPI_JSON_PATH}"`);
    expect(page.body).not.toMatch(/https?:\/\//);
    const script = await t.get(`${API_DOCS_PATH}/js/scalar.js`);
    expect(script.statusCode).toBe(200);
    expect(script.body.length).toBeGreaterThan(100_000);
  });

  it('comes without metrics unless they are asked for (METRICS_PORT)', () => {
    expect(t.app.metrics).toBeNull();
  });
});
