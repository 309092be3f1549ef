import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { errorEnvelope } from '@rol/protocol/error-envelope';
import { FRONT_VERSION } from '@rol/protocol/game-version';
import type { RouteDef } from '@rol/protocol/route';

type OpenApiDocument = ReturnType<typeof createDocument>;

/** `/api/chat/:room/seen` → `/api/chat/{room}/seen` (OpenAPI's path template). */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

const pathParamNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The route's group: the first segment after `/api/` that is not a version (`v2`, `v3`). */
export function routeTag(path: string): string {
  const segments = path.split('/').filter((s) => s !== '' && s !== 'api' && !/^v\d+$/.test(s));
  return segments[0] ?? 'api';
}

/** A stable, unique operation id from the method and the path (`postShopHeroBuy`). */
export function operationId(route: RouteDef): string {
  const words = route.path
    .split(/[/:_-]+/)
    .filter((w) => w !== '' && w !== 'api')
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return route.method.toLowerCase() + words.join('');
}

/** A zod object's own schema for request parameters; anything else (a pipe, a union) is read as its input object. */
function asObject(schema: z.ZodType | undefined): z.ZodObject | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodObject) return schema;
  let current: unknown = schema;
  for (let depth = 0; current && depth < 6; depth += 1) {
    if (current instanceof z.ZodObject) return current;
    const def = (current as { def?: { in?: unknown; schema?: unknown; innerType?: unknown } }).def;
    current = def?.in ?? def?.schema ?? def?.innerType;
  }
  return undefined;
}

/** Path parameters: the route's params schema, else each `:name` of its path as a string. */
function pathParams(route: RouteDef): z.ZodObject | undefined {
  const names = pathParamNames(route.path);
  if (names.length === 0) return undefined;
  const declared = asObject(route.params);
  if (declared) return declared;
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
}

/** The error envelope, once in the document's components. */
const envelope = { 'application/json': { schema: errorEnvelope.meta({ id: 'ErrorEnvelope' }) } };

/** A player's session: any one of the three ways the server reads it. */
const SESSION_SECURITY: Record<string, string[]>[] = [
  { sessionHeader: [] },
  { sessionCookie: [] },
  { sessionQuery: [] },
];

function operation(route: RouteDef): ZodOpenApiOperationObject {
  const responses: ZodOpenApiOperationObject['responses'] = {
    '200': {
      description: 'The answer (JSON)',
      ...(route.response ? { content: { 'application/json': { schema: route.response } } } : {}),
    },
    '4XX': {
      description: 'A refusal: bad input, no session, or a rule of the game (a code of the error catalogue)',
      content: envelope,
    },
    '5XX': { description: '`INTERNAL_ERROR`: a server fault', content: envelope },
  };

  const path = pathParams(route);
  const query = asObject(route.query);
  return {
    operationId: operationId(route),
    tags: [routeTag(route.path)],
    summary: `${route.method} ${route.path}`,
    ...(path || query ? { requestParams: { ...(path ? { path } : {}), ...(query ? { query } : {}) } } : {}),
    ...(route.body
      ? {
          requestBody: {
            content: {
              'application/json': { schema: route.body },
              'application/x-www-form-urlencoded': { schema: route.body },
            },
          },
        }
      : {}),
    ...(route.auth === 'player'
      ? { security: SESSION_SECURITY }
      : route.auth === 'optional'
        ? { security: [{}, ...SESSION_SECURITY] }
        : { security: [] }),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the game's HTTP API, made by zod-openapi from the protocol's zod
 * schemas of the given routes (the ones the server registered).
 */
export function openApiDocument(routes: readonly RouteDef[]): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const key = openApiPath(route.path);
    const method = route.method === 'GET' ? 'get' : 'post';
    paths[key] = { ...paths[key], [method]: operation(route) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Road of Legends API',
        version: String(FRONT_VERSION),
        description:
          'The HTTP API of the game server. Every 4xx and 5xx answer is the error envelope ' +
          '`{ error, message, details? }` with a code of the error catalogue; the message is in the ' +
          'player’s language. A 204 answer tells the client to run its reload routine (player info, when ' +
          'the client’s build is older than the server’s); a 307 carries an address to go to in its text ' +
          'body. Realtime notifications are STOMP 1.2 over the WebSocket at `/api/websocket`.',
      },
      components: {
        securitySchemes: {
          sessionHeader: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The session token, raw or as `Bearer <token>`',
          },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'JSESSIONID' },
          sessionQuery: { type: 'apiKey', in: 'query', name: 'JSESSIONID' },
        },
      },
      paths,
    },
    { allowEmptySchema: { custom: true } },
  );
}
