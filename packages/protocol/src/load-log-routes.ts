import { z } from 'zod';
import { intField, textField } from './fields.ts';
import { defineRoute } from './route.ts';

/** §7 load-log steps, in the order a page load passes them. */
export const LOAD_LOG_STEPS = [
  'hidden',
  'active',
  'preboot',
  'boot',
  'five',
  'half',
  'boot/completed',
  'game/started',
  'unload',
] as const;
export type LoadLogStep = (typeof LOAD_LOG_STEPS)[number];

const loadLogQuery = z.object({
  h_session: textField(100).optional(),
  loadedPct: intField.min(0).max(100).optional(),
});

/** `GET /api/load/log/{step}`; `unload` carries `loadedPct`. */
export const loadLogRoutes = LOAD_LOG_STEPS.map((step) => ({
  step,
  route: {
    method: 'GET' as const,
    path: `/api/load/log/${step}`,
    auth: 'optional' as const,
    query: loadLogQuery,
    response: z.object({ ok: z.literal(true) }),
  },
}));

/** The versioned game-started step with memory (MB of JS heap) and session (the hardware session id). */
export const gameStartedVersionedRoute = defineRoute({
  method: 'GET',
  path: '/api/load/log/game/started/v:version',
  auth: 'optional',
  params: z.object({ version: intField.min(1).max(1000) }),
  query: z.object({
    memory: intField.min(0).max(1_000_000).optional(),
    session: textField(100).optional(),
    h_session: textField(100).optional(),
  }),
  response: z.object({ ok: z.literal(true) }),
});
