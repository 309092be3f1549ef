import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi-document.ts';

/** Where the API's documentation is served: the browsable page, and the OpenAPI document under it. */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = `${API_DOCS_PATH}/openapi.json`;

/**
 * The OpenAPI document (made on first request from the protocol routes the app registered, then
 * kept) and Scalar's API reference page over it, with its script served from this server: no CDN,
 * no remote fonts.
 */
export async function apiDocsRoutesPlugin(app: FastifyInstance): Promise<void> {
  let document: string | null = null;
  app.get(OPENAPI_JSON_PATH, async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(app.protocolRoutes));
    return reply.type('application/json; charset=utf-8').send(document);
  });
  await app.register(scalarApiReference, {
    routePrefix: API_DOCS_PATH,
    logLevel: 'silent',
    configuration: {
      url: OPENAPI_JSON_PATH,
      pageTitle: 'Road of Legends API',
      withDefaultFonts: false,
      hideClientButton: true,
      telemetry: false,
    },
  });
}
