import { z } from 'zod';
import { defineRoute } from './route.ts';
import { textField } from './fields.ts';
import { RESOURCE_KINDS } from '@rol/rules/content/resources';

/**
 * §7 Manual and reference, generated from the content tables (rules `community/manual.ts`) in the
 * player's language (else `lang`, else Russian). Unknown ids: MANUAL_NOT_FOUND.
 */
const langQuery = z.object({ lang: z.enum(['ru', 'en', 'RU', 'EN']).optional() });
const idParams = z.object({ id: textField(64).min(1) });

export const manualPageDto = z.object({
  id: z.string(),
  title: z.string(),
  intro: z.string(),
  entries: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type ManualPageDto = z.infer<typeof manualPageDto>;

export const forceManualDto = z.object({
  id: z.string(),
  warriorClass: z.string(),
  learnRank: z.number().int(),
  maxRank: z.number().int(),
  ranks: z.array(z.object({ rank: z.number().int(), text: z.string(), seconds: z.number(), cost: z.string(), price: z.partialRecord(z.enum(RESOURCE_KINDS), z.number()) })),
});
export type ForceManualDto = z.infer<typeof forceManualDto>;

export const manualPageRoute = defineRoute({
  method: 'GET',
  path: '/api/manual/:id/get',
  auth: 'optional',
  params: idParams,
  query: langQuery,
  response: manualPageDto,
});

export const manualConfigRoute = defineRoute({
  method: 'GET',
  path: '/api/manual/config/:id/get',
  auth: 'optional',
  params: idParams,
  response: z.record(z.string(), z.unknown()),
});

export const manualForceRoute = defineRoute({
  method: 'GET',
  path: '/api/manual/force/:id/get',
  auth: 'optional',
  params: idParams,
  query: langQuery,
  response: forceManualDto,
});

export const manualForcesShortRoute = defineRoute({
  method: 'GET',
  path: '/api/manual/forces/short/description/get',
  auth: 'optional',
  query: langQuery,
  response: z.record(z.string(), z.string()),
});
