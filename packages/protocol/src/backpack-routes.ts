import { z } from 'zod';
import { textField } from './fields.ts';
import { backpackDto } from './hero-dto.ts';
import { defineRoute } from './route.ts';

/**
 * The backpack (§2, from stair 1): consumables found on the road, won in battles and bought in the
 * shop, and the battle slots. Elixir slot settings open at stair 25 (STAIR_REQUIRED with
 * details.stair before); a wrong item for the slot kind, an unknown item, a repeat or too many slots
 * is CONSUMABLE_SLOT_INVALID. An empty string or null empties a slot.
 */
export const backpackGetRoute = defineRoute({
  method: 'GET',
  path: '/api/backpack/get',
  auth: 'player',
  response: backpackDto,
});

const slotsField = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z.array(z.union([textField(64), z.null()]).transform((s) => (s === '' ? null : s))).max(10),
);

export const backpackSlotsSetRoute = defineRoute({
  method: 'POST',
  path: '/api/backpack/slots/set',
  auth: 'player',
  body: z.object({ kind: z.enum(['elixir', 'scroll']), slots: slotsField }),
  response: backpackDto,
});
