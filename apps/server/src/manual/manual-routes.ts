import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Lang } from '@rol/protocol/error-texts';
import {
  manualConfigRoute,
  manualForceRoute,
  manualForcesShortRoute,
  manualPageRoute,
} from '@rol/protocol/manual-routes';
import { FORCES, type ForceId } from '@rol/rules/content/forces';
import {
  forceManual,
  forceShortDescription,
  isManualConfigId,
  isManualPageId,
  MANUAL_CONFIGS,
  manualPage,
} from '@rol/rules/community/manual';
import { apiRoute } from '../http/api-route.ts';
import { ApiError } from '../http/api-error.ts';
import { requestLang } from '../http/request-lang.ts';

/** The language asked for (`lang`), else the player's, else the request's. */
function manualLang(request: FastifyRequest, asked: string | undefined): Lang {
  if (asked) return asked.toLowerCase() === 'en' ? 'en' : 'ru';
  return requestLang(request);
}

/** §7 manual and reference, generated from the content tables (rules `community/manual.ts`). */
export const manualRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, manualPageRoute)(async ({ params, query, request }) => {
      if (!isManualPageId(params.id)) throw new ApiError('MANUAL_NOT_FOUND', { id: params.id });
      return manualPage(params.id, manualLang(request, query.lang));
    });
    apiRoute(app, manualConfigRoute)(async ({ params }) => {
      if (!isManualConfigId(params.id)) throw new ApiError('MANUAL_NOT_FOUND', { id: params.id });
      return MANUAL_CONFIGS[params.id]() as Record<string, unknown>;
    });
    apiRoute(app, manualForceRoute)(async ({ params, query, request }) => {
      const manual = forceManual(params.id, manualLang(request, query.lang));
      if (!manual) throw new ApiError('MANUAL_NOT_FOUND', { id: params.id });
      return manual;
    });
    apiRoute(app, manualForcesShortRoute)(async ({ query, request }) => {
      const lang = manualLang(request, query.lang);
      return Object.fromEntries(
        (Object.keys(FORCES) as ForceId[]).map((id) => [id, forceShortDescription(id, lang)]),
      );
    });
  },
  { name: 'manual-routes', dependencies: ['app-context', 'session-transport'] },
);
